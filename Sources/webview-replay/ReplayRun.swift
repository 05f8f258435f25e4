import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature

/// One run's handling of replayed entries: attaching recorded calls, checking effects,
/// selecting entries, and handing them to the chosen output.
@MainActor
final class ReplayRun {
  typealias Step = ReplayStep<WebViewFeature.State, WebViewFeature.Action>

  let options: ReplayOptions
  let header: ActionLogHeader<WebViewFeature.State>
  private let output: BufferedOutput
  private let diagnostics: BufferedOutput
  private let sink: Sink
  private var window = ReportWindow()
  private let explainer: DecisionExplainer
  private var summary = ActionSummary()
  private var matchedActionNames: Set<String> = []
  private(set) var checkpoints = 0
  private(set) var effectDifferences = 0
  private(set) var comparedEntries = 0
  /// Whether the log may end in a crash (it was recovered from a flight recording).
  private let endsInACrash: Bool
  /// The last entry whose effects differ only by calls the device did not record, held back
  /// in a log that may end in a crash: when no entry follows, the crash cut its effects short.
  private var heldDifference: (report: EntryReport, effects: [EntryReport.Effect])?

  /// Where selected entries go.
  private enum Sink {
    case timeline(TimelinePrinter)
    case json(JSONTimelineWriter)
    case html(InspectorPage)
    case none
  }

  init(
    options: ReplayOptions, header: ActionLogHeader<WebViewFeature.State>, output: BufferedOutput,
    diagnostics: BufferedOutput, environment: [String: String], configuration: WebViewFeature.Configuration, endsInACrash: Bool = false
  ) {
    self.endsInACrash = endsInACrash
    explainer = DecisionExplainer(configuration: configuration)
    self.options = options
    self.header = header
    self.output = output
    self.diagnostics = diagnostics
    switch options.output {
    case .timeline:
      sink = .timeline(
        TimelinePrinter(output: output, fitter: .forStandardOutput(isWide: options.isWide, environment: environment)))
    case .json:
      sink = .json(JSONTimelineWriter(output: output, includesStates: options.includesStates))
    case .html:
      sink = .html(InspectorPage(header: header))
    case .summary, .stateAt:
      sink = .none
    }
  }

  /// Whether entries' effects must be run again: to show them, or to compare them.
  var needsEffects: Bool {
    switch options.output {
    case .timeline, .json, .html: true
    case .summary, .stateAt: options.verifies && header.recordsCalls
    }
  }

  /// Writes what comes before the entries.
  func start(initialState: WebViewFeature.State) throws(ReplayFailure) {
    switch sink {
    case .timeline(let printer): printer.writeHeader(header)
    case .json(let writer): try output(writer.writeHeader(header, initialState: initialState))
    case .html(let page): try output(page.setInitialState(initialState))
    case .none: break
    }
  }

  /// Takes one replayed step with what its effect did again.
  func handle(_ step: Step, replayed: [ReplayedEffect]) throws(ReplayFailure) {
    if step.verification == .matched { checkpoints += 1 }
    summary.count(step)
    let report = EntryReport(step: step, replayed: replayed, policyReason: explainer.explain(step.entry.action))
    for report in window.add(report) {
      try emit(report)
    }
  }

  /// Emits every entry still waiting for late calls (at the end, or before stopping).
  func flushWindow() throws(ReplayFailure) {
    for report in window.drain() { try emit(report) }
  }

  /// Writes what comes after the entries.
  func finish(finalState: WebViewFeature.State) throws(ReplayFailure) {
    try flushWindow()
    if let (report, effects) = heldDifference {
      diagnostics.write(
        """
        webview-replay: entry \(report.sequence), the last: the recording stopped before its effects made these \
        calls (the process ended; not counted as a difference):\n\(Self.differenceLines(effects))
        """)
    }
    switch (sink, options.output) {
    case (.json(let writer), _):
      try output(writer.writeSummary(summary, finalState: finalState, effectDifferences: effectDifferences))
    case (.html(let page), .html(let path)):
      try output(page.write(to: URL(fileURLWithPath: path), finalState: finalState))
      diagnostics.write("webview-replay: wrote \(path) (\(page.entryCount) entries)\n")
    case (_, .summary):
      output.write(summary.render(header: header, finalState: finalState))
    default:
      break
    }
    if let only = options.onlyActions {
      for name in only.subtracting(matchedActionNames).sorted() {
        diagnostics.write("webview-replay: warning: --only \(name): no entry has this action case\n")
      }
    }
  }

  /// The sequence number of the last replayed entry.
  var lastSequence: Int? { summary.lastSequence }

  private func emit(_ report: EntryReport) throws(ReplayFailure) {
    let recordsCalls = header.recordsCalls
    let effects = report.effects(recordsCalls: recordsCalls)
    if options.verifies, recordsCalls {
      comparedEntries += 1
      if let (held, heldEffects) = heldDifference {
        heldDifference = nil
        reportDifference(held, heldEffects)
      }
      if report.effectsDiffer(recordsCalls: true) {
        let onlyRecomputed = effects.allSatisfy { $0.cause != nil || $0.source != .recorded }
        if endsInACrash, onlyRecomputed { heldDifference = (report, effects) } else { reportDifference(report, effects) }
      }
    }
    if options.onlyActions?.contains(report.actionName) == true { matchedActionNames.insert(report.actionName) }
    if let from = options.from, report.sequence < from { return }
    let lines = TimelinePrinter.lines(of: report, effects: effects, recordsCalls: recordsCalls)
    guard options.selects(actionName: report.actionName, text: lines.joined(separator: "\n")) else { return }
    switch sink {
    case .timeline(let printer): printer.write(lines)
    case .json(let writer): try output(writer.write(report, effects: effects))
    case .html(let page): try output(page.add(report, effects: effects, lines: lines))
    case .none: break
    }
  }

  private func reportDifference(_ report: EntryReport, _ effects: [EntryReport.Effect]) {
    effectDifferences += 1
    diagnostics.write(
      """
      webview-replay: line \(report.step.line) (entry \(report.sequence)): the recomputed effects differ from \
      the calls recorded on the device:\n\(Self.differenceLines(effects))
      """)
  }

  private static func differenceLines(_ effects: [EntryReport.Effect]) -> String {
    var text = ""
    for effect in effects where effect.cause == nil {
      switch effect.source {
      case .recorded: text += "  recorded only: \(effect.text)\n"
      case .recomputed: text += "  replay only:   \(effect.text)\n"
      case .both, .note, .withdrawn: break
      }
    }
    return text
  }

  private func output(_ body: @autoclosure () throws -> Void) throws(ReplayFailure) {
    do {
      try body()
    } catch {
      throw .output("\(error)")
    }
  }
}
