import ActionLog
import Foundation

/// Prints entries as a readable timeline: number, time, origin and action, then each changed
/// field as `path: old -> new`, the navigation policy's reason for a decision, then each effect
/// as `=> …`.
///
/// ```
/// #14  +24.724s  external  .navigationRequested(navigation #5, NavigationRequest(url: tel:+82-2-9999-0000, …))
///       (no change)
///       policy: cancelled: tel: goes to the OS only when the user taps a link in the main frame (…)
///       => web view: cancel navigation #5
/// ```
struct TimelinePrinter {
  let output: BufferedOutput
  let fitter: LineFitter

  func writeHeader<State>(_ header: ActionLogHeader<State>) {
    var lines = HeaderText.lines(header)
    lines.append(HeaderText.effectsLegend(recordsCalls: header.recordsCalls))
    output.write(lines.map(fitter.fit).joined(separator: "\n") + "\n\n")
  }

  func write(_ lines: [String]) {
    output.write(lines.map(fitter.fit).joined(separator: "\n") + "\n")
    output.endEntry()
  }

  /// The entry's lines, uncut.
  static func lines(of report: EntryReport, effects: [EntryReport.Effect], recordsCalls: Bool) -> [String] {
    let step = report.step
    let origin = step.entry.origin.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
    var first = "#\(step.entry.sequence)  +\(String(format: "%.3f", step.time))s  \(origin)  \(report.actionText)"
    if step.entry.isElided { first += "  [recorded with values elided]" }
    switch step.verification {
    case .unchecked: break
    case .matched: first += "  [checkpoint ok]"
    case .diverged: first += "  [checkpoint DIVERGED]"
    case .resynchronized: first += "  [state taken from checkpoint after skipped, left-out or elided entries]"
    }
    var lines = [first]
    if report.changes.isEmpty {
      lines.append("      (no change)")
    }
    for change in report.changes {
      let path = change.path.isEmpty ? "(state)" : change.path
      lines.append("      \(path): \(change.old ?? "(absent)") -> \(change.new ?? "(removed)")")
    }
    if let reason = report.policyReason {
      lines.append("      policy: " + reason)
    }
    for effect in effects {
      lines.append("      => " + text(of: effect, recordsCalls: recordsCalls))
    }
    return lines
  }

  /// An effect's text with its marks.
  static func text(of effect: EntryReport.Effect, recordsCalls: Bool) -> String {
    switch (effect.source, effect.cause) {
    case (_, .entry(let cause)?): "\(effect.text)  (from #\(cause))"
    case (_, .beforeRecording?): "\(effect.text)  (from an effect started before recording)"
    case (.recorded, nil): "\(effect.text)  [device only]"
    case (.recomputed, nil) where recordsCalls: "\(effect.text)  [replay only]"
    case (.withdrawn, nil): "\(effect.text)  [withdrawn: the document that asked went first]"
    case (.both, nil), (.recomputed, nil), (.note, nil): effect.text
    }
  }
}
