import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `webview-replay`: replays a WebViewFeature action log and prints, verifies or summarises it.
///
/// Data (timeline, JSON, summary) goes to standard output; diagnostics (errors, skipped lines,
/// verification results, progress) go to standard error.
struct ReplayCommand {
  private typealias Step = ReplayStep<WebViewFeature.State, WebViewFeature.Action>

  /// The name the header's `feature` field must have.
  static let feature = "WebViewFeature"
  /// How many skipped lines are described one by one before only counting.
  private static let reportedSkips = 10

  private let output = BufferedOutput(descriptor: STDOUT_FILENO)
  private let diagnostics = BufferedOutput(descriptor: STDERR_FILENO, flushesEveryWrite: true)

  /// Runs the command with `arguments` (without the program name).
  func run(_ arguments: [String]) -> ExitStatus {
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
      return try replay(options)
    } catch let failure as ReplayFailure {
      output.flush()
      diagnostics.write("webview-replay: error: \(failure)\n")
      return .unusableInput
    } catch {
      diagnostics.write("webview-replay: error: \(error)\n")
      return .unusableInput
    }
  }

  private func replay(_ options: ReplayOptions) throws(ReplayFailure) -> ExitStatus {
    let reader = try open(options)
    let configuration = try ReplayConfiguration.read(from: reader.header.metadata)
    if configuration == nil {
      diagnostics.write(
        """
        webview-replay: warning: the log header has no "\(WebViewFeature.Configuration.logMetadataKey)" metadata; \
        replaying with WebViewFeature.Configuration() defaults, so navigation and bridge decisions \
        may differ from the recording.\n
        """)
    }
    let replayer: ActionLogReplayer<WebViewFeature>
    do {
      replayer = try ActionLogReplayer(
        reader: reader, reducer: WebViewFeature(configuration: configuration ?? .init()),
        initialState: WebViewFeature.State())
    } catch {
      throw .log(error)
    }
    var run = Run(options: options, output: output)
    var progress = ProgressIndicator(
      printsEntriesToTerminal: options.output != .summary && isatty(STDOUT_FILENO) == 1, output: diagnostics)
    defer { progress.clear() }
    while true {
      let step: Step
      do {
        guard let next = try replayer.next() else { break }
        step = next
      } catch where error.isSkippable && options.keepsGoing {
        progress.clear()
        if replayer.skippedLines <= Self.reportedSkips {
          diagnostics.write("webview-replay: skipped \(error)\n")
        }
        continue
      } catch {
        throw .log(error)
      }
      if let to = options.to, step.entry.sequence > to { break }
      progress.advance(bytesRead: replayer.progress.bytesRead, byteCount: replayer.progress.byteCount)
      try run.handle(step)
      if options.verifies, step.verification == .diverged {
        progress.clear()
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
    run.finish(header: replayer.header, finalState: replayer.state)
    output.flush()
    report(skipped: replayer.skippedLines, checkpoints: run.checkpoints, options: options)
    return .success
  }

  private func open(_ options: ReplayOptions) throws(ReplayFailure) -> ActionLogReader<WebViewFeature.State, WebViewFeature.Action> {
    // Checkpoints are decoded only when something uses them: verifying, or re-anchoring the
    // state after a skipped line.
    let decodesCheckpoints = options.verifies || options.keepsGoing
    do {
      if options.path == "-" {
        return try ActionLogReader(
          fileHandle: .standardInput, feature: Self.feature, decodesCheckpoints: decodesCheckpoints)
      }
      return try ActionLogReader(
        url: URL(fileURLWithPath: options.path), feature: Self.feature, decodesCheckpoints: decodesCheckpoints)
    } catch {
      throw .log(error)
    }
  }

  private func report(skipped: Int, checkpoints: Int, options: ReplayOptions) {
    if skipped > 0 {
      diagnostics.write("webview-replay: skipped \(skipped) malformed line(s); the rest of the log was replayed\n")
    }
    guard options.verifies else { return }
    if checkpoints == 0 {
      diagnostics.write("webview-replay: warning: no checkpoint in the replayed entries; nothing was verified\n")
    } else {
      diagnostics.write("webview-replay: verified \(checkpoints) checkpoint(s): all match\n")
    }
  }
}

extension ReplayCommand {
  /// The per-entry work of one run: range filtering, printing and counting.
  private struct Run {
    let options: ReplayOptions
    let output: BufferedOutput
    private let timeline: TimelinePrinter
    private let json: JSONTimelineWriter
    private var summary = ActionSummary()
    private(set) var checkpoints = 0

    init(options: ReplayOptions, output: BufferedOutput) {
      self.options = options
      self.output = output
      timeline = TimelinePrinter(output: output)
      json = JSONTimelineWriter(output: output)
    }

    mutating func handle(_ step: Step) throws(ReplayFailure) {
      if step.verification == .matched { checkpoints += 1 }
      if let from = options.from, step.entry.sequence < from { return }
      switch options.output {
      case .timeline:
        timeline.write(step)
      case .json:
        do {
          try json.write(step)
        } catch {
          throw .output("\(error)")
        }
      case .summary:
        summary.count(step)
      }
    }

    func finish(header: ActionLogHeader<WebViewFeature.State>, finalState: WebViewFeature.State) {
      guard options.output == .summary else { return }
      output.write(summary.render(header: header, finalState: finalState))
    }
  }
}
