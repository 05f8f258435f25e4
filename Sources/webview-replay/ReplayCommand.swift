import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature
import WebViewFeatureLogs

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `webview-replay`: replays a WebViewFeature action log and prints, verifies, summarises or
/// renders it as an HTML page.
///
/// Data (timeline, JSON, summary, state) goes to standard output; diagnostics (errors, skipped
/// lines, verification results, progress) go to standard error.
@MainActor
struct ReplayCommand {
  private typealias Step = ReplayStep<WebViewFeature.State, WebViewFeature.Action>

  /// The name the header's `feature` field must have.
  static let feature = "WebViewFeature"
  /// How many skipped lines are described one by one before only counting.
  private static let reportedSkips = 10

  private let output = BufferedOutput(descriptor: STDOUT_FILENO)
  private let diagnostics = BufferedOutput(descriptor: STDERR_FILENO, flushesEveryWrite: true)

  /// Runs the command with `arguments` (without the program name).
  func run(_ arguments: [String]) async -> ExitStatus {
    defer {
      output.flush()
      diagnostics.flush()
    }
    do {
      let options: ReplayOptions
      do {
        options = try ReplayOptions(parsing: arguments)
      } catch {
        throw ReplayFailure.usage(error)
      }
      if options.showsHelp {
        output.write(ReplayOptions.usage)
        return .success
      }
      return try await replay(options)
    } catch let failure as ReplayFailure {
      output.flush()
      diagnostics.write("webview-replay: error: \(failure)\n")
      return .unusableInput
    } catch {
      diagnostics.write("webview-replay: error: \(error)\n")
      return .unusableInput
    }
  }

  private func replay(_ options: ReplayOptions) async throws(ReplayFailure) -> ExitStatus {
    let (reader, isRecovered) = try open(options)
    let metadata = reader.header.metadata
    if reader.header.schemaVersion > WebViewFeature.logSchema.version {
      warn(
        """
        the log was recorded with schema version \(reader.header.schemaVersion) of WebViewFeature's state and \
        actions; this build knows versions up to \(WebViewFeature.logSchema.version), so renamed cases or fields \
        may not decode.
        """)
    }
    let configuration = try ReplayConfiguration.read(from: metadata)
    if configuration == nil {
      warn(
        """
        the log header has no "\(WebViewFeature.Configuration.logMetadataKey)" metadata; replaying with \
        WebViewFeature.Configuration() defaults, so navigation and bridge decisions may differ from the recording.
        """)
    }
    let appInfo = ReplayConfiguration.appInfo(from: metadata)
    if appInfo == nil {
      warn(
        """
        the log header has no app facts ("\(AppInfo.logMetadataKey)", or appVersion, build, osVersion, device); \
        recomputed replies about the app say "unknown".
        """)
    }
    let effects = ReplayEffects(
      appInfo: appInfo ?? AppInfo(appVersion: "unknown", build: "unknown", osVersion: "unknown", device: "unknown"),
      pluginActions: try ReplayConfiguration.pluginActions(from: metadata), timeout: options.effectTimeout)
    let replayConfiguration = effects.configuration(configuration ?? .init())
    let replayer = try makeReplayer(reader, configuration: replayConfiguration, effects: effects)
    if case .stateAt(let sequence) = options.output {
      return try await printState(after: sequence, replayer: replayer, options: options)
    }
    let run = ReplayRun(
      options: options, header: replayer.header, output: output, diagnostics: diagnostics,
      environment: ProcessInfo.processInfo.environment, configuration: replayConfiguration,
      endsInACrash: isRecovered)
    try run.start(initialState: replayer.state)
    var progress = ProgressIndicator(
      printsEntriesToTerminal: options.output == .timeline || options.output == .json ? isatty(STDOUT_FILENO) == 1 : false,
      output: diagnostics)
    defer { progress.clear() }
    // Not the replayer's state: reading the entry after `--to` already reduced it.
    var finalState = replayer.state
    while let step = try next(replayer, options: options, progress: &progress) {
      if let to = options.to, step.entry.sequence > to { break }
      finalState = step.state
      progress.advance(bytesRead: replayer.progress.bytesRead, byteCount: replayer.progress.byteCount)
      let replayed = run.needsEffects ? await effects.run(step.effect, sequence: step.entry.sequence) : []
      try run.handle(step, replayed: replayed)
      if options.verifies, step.verification == .diverged {
        progress.clear()
        try run.flushWindow()
        output.flush()
        diagnostics.write(
          """
          webview-replay: line \(step.line) (entry \(step.entry.sequence)): the replayed state differs \
          from the checkpoint (- checkpoint, + replayed):
          \(step.divergence ?? "")\n
          """)
        return .diverged
      }
    }
    progress.clear()
    try run.finish(finalState: finalState)
    output.flush()
    return report(run, skipped: replayer.skippedLines)
  }

  /// The next step, reporting (and, with `--keep-going`, skipping) lines that cannot be read.
  private func next(
    _ replayer: ActionLogReplayer<WebViewFeature>, options: ReplayOptions, progress: inout ProgressIndicator
  ) throws(ReplayFailure) -> Step? {
    while true {
      do {
        return try replayer.next()
      } catch  where error.isSkippable && options.keepsGoing {
        progress.clear()
        if replayer.skippedLines <= Self.reportedSkips {
          diagnostics.write("webview-replay: skipped \(error); replay goes on from the last good state\n")
        }
      } catch  where error.isSkippable {
        throw .log(error, hint: "--keep-going skips such lines")
      } catch {
        throw .log(error)
      }
    }
  }

  private func makeReplayer(
    _ reader: ActionLogReader<WebViewFeature.State, WebViewFeature.Action>,
    configuration: WebViewFeature.Configuration, effects: ReplayEffects
  ) throws(ReplayFailure) -> ActionLogReplayer<WebViewFeature> {
    do {
      return try withDependencies(effects.dependencies) {
        try ActionLogReplayer(
          reader: reader, reducer: WebViewFeature(configuration: configuration), initialState: WebViewFeature.State())
      }
    } catch let error as ActionLogError {
      throw .log(error)
    } catch {
      throw .output("\(error)")
    }
  }

  /// `--state-at`: the whole state after the entry `sequence` (before the first for 0).
  private func printState(
    after sequence: Int, replayer: ActionLogReplayer<WebViewFeature>, options: ReplayOptions
  ) async throws(ReplayFailure) -> ExitStatus {
    var progress = ProgressIndicator(printsEntriesToTerminal: false, output: diagnostics)
    defer { progress.clear() }
    var title = "State before the first entry:"
    var last: Int?
    if sequence > 0 {
      var found = false
      while let step = try next(replayer, options: options, progress: &progress) {
        progress.advance(bytesRead: replayer.progress.bytesRead, byteCount: replayer.progress.byteCount)
        last = step.entry.sequence
        guard step.entry.sequence == sequence else { continue }
        title = """
          State after #\(sequence) (line \(step.line), +\(String(format: "%.3f", step.time))s, \
          \(StateDiff.renderLine(step.entry.action))):
          """
        found = true
        break
      }
      guard found else { throw .noSuchEntry(sequence, last: last) }
    }
    progress.clear()
    let fitter = LineFitter.forStandardOutput(isWide: options.isWide, environment: ProcessInfo.processInfo.environment)
    output.write(fitter.fit(title) + "\n" + StateDiff.render(replayer.state) + "\n")
    return .success
  }

  /// The log's reader, and whether the log was recovered from a flight recording (and so may
  /// end in a crash).
  private func open(
    _ options: ReplayOptions
  ) throws(ReplayFailure) -> (ActionLogReader<WebViewFeature.State, WebViewFeature.Action>, isRecovered: Bool) {
    // Checkpoints are decoded only when something uses them: verifying, re-anchoring the state
    // after a skipped line, or the page, which shows each entry's comparison.
    var decodesCheckpoints = options.verifies || options.keepsGoing
    if case .html = options.output { decodesCheckpoints = true }
    let schema = WebViewFeature.logSchema
    do {
      if options.path == "-" {
        let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(
          fileHandle: .standardInput, feature: Self.feature, decodesCheckpoints: decodesCheckpoints, schema: schema)
        return (reader, false)
      }
      var url = URL(fileURLWithPath: options.path)
      let recovered = FlightRecording.isFlightRecording(url) ? try recover(url) : nil
      if let recovered { url = recovered }
      // The recovered log is read through an open descriptor: its file can go at once.
      defer { if let recovered { try? FileManager.default.removeItem(at: recovered) } }
      let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(
        url: url, feature: Self.feature, decodesCheckpoints: decodesCheckpoints, schema: schema)
      return (reader, recovered != nil)
    } catch {
      throw .log(error)
    }
  }

  /// Recovers the log of the flight-recorder file at `url` into a temporary file, saying what
  /// was damaged and what the log holds.
  private func recover(_ url: URL) throws(ActionLogError) -> URL {
    let recording = try FlightRecording(contentsOf: url)
    for problem in recording.problems { warn("\(url.path): \(problem)") }
    let last = recording.firstSequence + recording.entryCount - 1
    diagnostics.write(
      "webview-replay: recovered entries \(recording.firstSequence)–\(last) from the flight recording \(url.lastPathComponent)\n")
    if recording.entriesBeforeCheckpoint > 0 {
      diagnostics.write(
        "webview-replay: \(recording.entriesBeforeCheckpoint) older entries precede its oldest whole checkpoint and were left out\n")
    }
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("webview-replay-\(UUID().uuidString).jsonl")
    do {
      try recording.log.write(to: copy)
    } catch {
      throw .writeFailed(reason: "\(error.localizedDescription)")
    }
    return copy
  }

  private func warn(_ text: String) {
    diagnostics.write("webview-replay: warning: \(text)\n")
  }

  private func report(_ run: ReplayRun, skipped: Int) -> ExitStatus {
    if skipped > 0 {
      diagnostics.write("webview-replay: skipped \(skipped) unreadable line(s); the rest of the log was replayed\n")
    }
    guard run.options.verifies else { return .success }
    if run.checkpoints == 0 {
      warn("no checkpoint in the replayed entries; no state was verified")
    } else {
      diagnostics.write("webview-replay: verified \(run.checkpoints) checkpoint(s): all match\n")
    }
    guard run.header.recordsCalls else {
      diagnostics.write("webview-replay: the log holds no recorded calls; effects were not compared\n")
      return .success
    }
    if run.effectDifferences > 0 {
      diagnostics.write(
        "webview-replay: the effects of \(run.effectDifferences) of \(run.comparedEntries) entries differ from the recorded calls (above)\n")
      return .diverged
    }
    diagnostics.write("webview-replay: compared the effects of \(run.comparedEntries) entries with the recorded calls: all match\n")
    return .success
  }
}
