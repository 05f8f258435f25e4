import Foundation

/// What the command was asked to do, parsed by hand from the arguments (the package has no
/// dependencies, so no argument parser).
struct ReplayOptions: Equatable {
  /// What the command prints.
  enum Output: Equatable {
    /// The header, then each entry with its changes and effects, for people.
    case timeline
    /// One JSON object per line (header, entries, summary), for tools.
    case json
    /// Counts per action case and the final state.
    case summary
    /// A self-contained HTML inspector written to this path.
    case html(String)
    /// The whole state after the entry with this sequence number (0: the initial state).
    case stateAt(Int)
  }

  /// The log path, or `-` for standard input.
  var path = ""
  var output = Output.timeline
  var verifies = false
  var keepsGoing = false
  /// The first entry (sequence number) to print.
  var from: Int?
  /// The last entry (sequence number) to replay and print.
  var to: Int?
  /// Only entries whose action case is one of these; `nil` for all.
  var onlyActions: Set<String>?
  /// Only entries whose text contains this, ignoring case.
  var grep: String?
  /// Lines are never cut to the terminal's width.
  var isWide = false
  /// `--json` adds the whole state after each entry.
  var includesStates = false
  /// How long, in real time, a recomputed effect may run before the replay leaves it.
  var effectTimeout = ReplayEffects.defaultTimeout
  var showsHelp = false

  /// Parses `arguments` (without the program name).
  ///
  /// `--name value` and `--name=value` are both accepted; `--` ends the options.
  init(parsing arguments: [String]) throws(UsageError) {
    var paths: [String] = []
    var remaining = arguments[...]
    var outputFlag: String?
    while let argument = remaining.popFirst() {
      if argument == "--" {
        paths += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(name) }
        return next
      }
      func chooseOutput(_ chosen: Output) throws(UsageError) {
        if let outputFlag, outputFlag != name { throw .conflicting(outputFlag, name) }
        outputFlag = name
        output = chosen
      }
      if inlineValue != nil, !Self.takesValue.contains(name) { throw .unexpectedValue(name) }
      switch name {
      case "-h", "--help": showsHelp = true
      case "--verify": verifies = true
      case "--keep-going": keepsGoing = true
      case "--wide": isWide = true
      case "--states": includesStates = true
      case "--json": try chooseOutput(.json)
      case "--summary": try chooseOutput(.summary)
      case "--html": try chooseOutput(.html(try Self.nonEmpty(value(), for: name)))
      case "--state-at": try chooseOutput(.stateAt(try Self.entryNumber(value(), for: name)))
      case "--from": from = try Self.entryNumber(value(), for: name)
      case "--to": to = try Self.entryNumber(value(), for: name)
      case "--only": onlyActions = try Self.actionNames(value())
      case "--grep": grep = try Self.nonEmpty(value(), for: name)
      case "--effect-timeout": effectTimeout = try Self.seconds(value(), for: name)
      default: throw .unknownOption(argument)
      }
    }
    if showsHelp { return }
    guard let path = paths.first else { throw .missingLog }
    guard paths.count == 1 else { throw .tooManyLogs(paths) }
    self.path = path
    if let from, let to, from > to { throw .emptyRange(from: from, to: to) }
    if includesStates, output != .json { throw .needs("--states", "--json") }
    if case .stateAt = output, onlyActions != nil || grep != nil || from != nil || to != nil {
      throw .conflicting("--state-at", "--only, --grep, --from and --to")
    }
  }

  /// Options whose value may follow an `=`.
  private static let takesValue: Set<String> = ["--from", "--to", "--only", "--grep", "--html", "--state-at", "--effect-timeout"]

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func entryNumber(_ text: String, for option: String) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 0 else { throw .notAnEntryNumber(option, text) }
    return number
  }

  private static func seconds(_ text: String, for option: String) throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
      throw .notADuration(option, text)
    }
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
  }

  private static func nonEmpty(_ text: String, for option: String) throws(UsageError) -> String {
    guard !text.isEmpty else { throw .missingValue(option) }
    return text
  }

  private static func actionNames(_ text: String) throws(UsageError) -> Set<String> {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !names.isEmpty else { throw .missingValue("--only") }
    return Set(names)
  }

  /// Whether an entry with this action case and text is printed.
  func selects(actionName: String, text: @autoclosure () -> String) -> Bool {
    if let onlyActions, !onlyActions.contains(actionName) { return false }
    if let grep, text().range(of: grep, options: .caseInsensitive) == nil { return false }
    return true
  }

  static let usage = """
    Usage: webview-replay [options] LOG

    Replays an action log of WebViewFeature (JSON Lines) through the reducer and shows what each
    entry changed in the state and what its effects asked of the web view and the page: as
    recorded on the device, and as recomputed by running the effects again (their actions are
    not fed back: those are already in the log).

    Arguments:
      LOG                  A log file, or - to read standard input.

    Output (one of):
      (default)            The timeline: the log's header, then each entry with its changes and
                           effects, one per line, cut to the terminal's width.
      --json               One JSON object per line: the header, each entry (changed fields with
                           their new values, effects), then a summary with the final state.
      --summary            Counts per action case and the final state.
      --html FILE          Write one self-contained HTML page to FILE: timeline, search, action
                           filters, each entry's state, diff and effects, a progress strip.
      --state-at N         The whole state after entry N (0: the state before the first entry).

    Choosing entries (timeline, --json, --html):
      --from N             Show entries from sequence number N on (earlier ones are still replayed).
      --to M               Stop after the entry with sequence number M.
      --only NAME[,NAME…]  Only entries whose action case is one of these, e.g.
                           --only navigationRequested,scriptMessageReceived
      --grep TEXT          Only entries whose text (action, changes, effects) contains TEXT,
                           ignoring case.
      --wide               Do not cut lines to the terminal's width.
      --states             With --json: add the whole state after each entry.

    Checking:
      --verify             Compare replayed states with the log's checkpoints (stop at the first
                           divergence, exit status 1) and recomputed effects with the calls the
                           log recorded (report each difference, exit status 1 at the end).
      --keep-going         Skip lines that cannot be read (malformed, or an action case this build
                           does not know), each reported on standard error, instead of stopping.
      --effect-timeout S   Leave a recomputed effect still running after S seconds of real time
                           (default 5): it waits for something outside the replay.
      -h, --help           Show this help.

    Exit status: 0 success, 1 a checkpoint or an effect differs (--verify), 2 unusable input or a
    usage error.

    Examples:
      webview-replay Examples/Logs/blocked-navigation.jsonl
      webview-replay --verify --only scriptMessageReceived Examples/Logs/page-load.jsonl
      webview-replay --html inspector.html Examples/Logs/page-load.jsonl

    """
}

/// A command line the command cannot act on.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case missingLog
  case tooManyLogs([String])
  case unknownOption(String)
  case missingValue(String)
  case unexpectedValue(String)
  case notAnEntryNumber(String, String)
  case notADuration(String, String)
  case conflicting(String, String)
  case needs(String, String)
  case emptyRange(from: Int, to: Int)

  var description: String {
    switch self {
    case .missingLog: "no log given; pass a file path, or - for standard input"
    case .tooManyLogs(let paths): "one log at a time, got \(paths.count): \(paths.joined(separator: " "))"
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "\(option) needs a value, e.g. \(option) \(Self.example(option))"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .notAnEntryNumber(let option, let text): "\(option) needs an entry number (0 or more), got \"\(text)\""
    case .notADuration(let option, let text):
      "\(option) needs a number of seconds above 0 and at most a day, e.g. \(option) 0.5, got \"\(text)\""
    case .conflicting(let first, let second): "\(first) and \(second) cannot be combined; choose one output"
    case .needs(let option, let other): "\(option) only works with \(other)"
    case .emptyRange(let from, let to): "--from \(from) is after --to \(to); nothing would be printed"
    }
  }

  private static func example(_ option: String) -> String {
    switch option {
    case "--only": "navigationRequested,loadFinished"
    case "--grep": "tel:"
    case "--html": "inspector.html"
    default: "10"
    }
  }
}
