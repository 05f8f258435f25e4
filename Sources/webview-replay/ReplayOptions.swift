/// What the command was asked to do, parsed by hand from the arguments (the package has no
/// dependencies, so no argument parser).
struct ReplayOptions: Equatable {
  /// How entries are printed.
  enum Output: Equatable {
    /// Entry number, action and changed fields, for people.
    case timeline
    /// One JSON object per entry, for tools.
    case json
    /// Counts per action case and the final state.
    case summary
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
      if inlineValue != nil, !["--from", "--to"].contains(name) { throw .unexpectedValue(name) }
      switch name {
      case "-h", "--help": showsHelp = true
      case "--verify": verifies = true
      case "--keep-going": keepsGoing = true
      case "--json", "--summary":
        if let outputFlag, outputFlag != name { throw .conflicting(outputFlag, name) }
        outputFlag = name
        output = name == "--json" ? .json : .summary
      case "--from": from = try Self.entryNumber(value(), for: name)
      case "--to": to = try Self.entryNumber(value(), for: name)
      default: throw .unknownOption(argument)
      }
    }
    if showsHelp { return }
    guard let path = paths.first else { throw .missingLog }
    guard paths.count == 1 else { throw .tooManyLogs(paths) }
    self.path = path
    if let from, let to, from > to { throw .emptyRange(from: from, to: to) }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func entryNumber(_ text: String, for option: String) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 0 else { throw .notAnEntryNumber(option, text) }
    return number
  }

  static let usage = """
    Usage: webview-replay [options] LOG

    Replays an action log of WebViewFeature (JSON Lines) through the reducer alone and prints
    what each entry changed. Effects are not run: their results are already in the log.

    Arguments:
      LOG             A log file, or - to read standard input.

    Options:
      --json          Print one JSON object per entry (for other tools) instead of the timeline.
      --summary       Print counts per action case and the final state instead of the timeline.
      --verify        Compare replayed states with the log's checkpoints; stop at the first
                      divergence with a diff and its line number (exit status 1).
      --from N        Print entries from sequence number N on (earlier ones are still replayed).
      --to M          Stop after the entry with sequence number M.
      --keep-going    Skip malformed lines (each reported on standard error) instead of stopping.
      -h, --help      Show this help.

    Exit status: 0 success, 1 a checkpoint diverged, 2 unusable input or a usage error.

    Example:
      webview-replay --verify Examples/Logs/page-load.jsonl

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
  case conflicting(String, String)
  case emptyRange(from: Int, to: Int)

  var description: String {
    switch self {
    case .missingLog: "no log given; pass a file path, or - for standard input"
    case .tooManyLogs(let paths): "one log at a time, got \(paths.count): \(paths.joined(separator: " "))"
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "\(option) needs a value, e.g. \(option) 10"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .notAnEntryNumber(let option, let text): "\(option) needs an entry number (0 or more), got \"\(text)\""
    case .conflicting(let first, let second): "\(first) and \(second) cannot be combined; choose one output"
    case .emptyRange(let from, let to): "--from \(from) is after --to \(to); nothing would be printed"
    }
  }
}
