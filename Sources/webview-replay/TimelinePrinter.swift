import ActionLog
import Foundation

/// Prints entries as a readable timeline: number, time, origin, action, then each changed
/// field as `path: old -> new`.
///
/// ```
/// #3  +0.250s  effect    .loadCommitted(LoadID(1), url: URL(https://example.com/))
///       url: nil -> URL(https://example.com/)
/// ```
struct TimelinePrinter {
  let output: BufferedOutput

  func write<State, Action>(_ step: ReplayStep<State, Action>) {
    let origin = step.entry.origin.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
    var text = "#\(step.entry.sequence)  +\(String(format: "%.3f", step.time))s  \(origin)  "
    text += ActionText.oneLine(step.entry.action)
    switch step.verification {
    case .unchecked: break
    case .matched: text += "  [checkpoint ok]"
    case .diverged: text += "  [checkpoint DIVERGED]"
    case .resynchronized: text += "  [state taken from checkpoint after skipped lines]"
    }
    text += "\n"
    let changes = step.changes
    if changes.isEmpty {
      text += "      (no change)\n"
    }
    for change in changes {
      let path = change.path.isEmpty ? "(state)" : change.path
      text += "      \(path): \(change.old ?? "(absent)") -> \(change.new ?? "(removed)")\n"
    }
    output.write(text)
    output.endEntry()
  }
}
