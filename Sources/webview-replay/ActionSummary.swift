import ActionLog
import Foundation
import StoreRuntime
import WebViewFeature

/// Counts replayed entries per action case, for `--summary`. Never diffs states.
struct ActionSummary {
  private var counts: [String: Int] = [:]
  private var external = 0
  private var effect = 0
  private var first: Int?
  private var last: Int?

  mutating func count<State, Action>(_ step: ReplayStep<State, Action>) {
    counts[ActionText.caseName(of: step.entry.action), default: 0] += 1
    switch step.entry.origin {
    case .external: external += 1
    case .effect: effect += 1
    }
    if first == nil { first = step.entry.sequence }
    last = step.entry.sequence
  }

  /// The summary text: the log, the counts (most frequent first) and the final state.
  func render<State>(header: ActionLogHeader<State>, finalState: State) -> String {
    let start = header.startDate.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    var text = "Feature: \(header.feature), recorded from \(start)\n"
    if !header.metadata.isEmpty {
      let pairs = header.metadata.keys.sorted().filter { $0 != WebViewFeature.Configuration.logMetadataKey }
        .map { "\($0)=\(header.metadata[$0] ?? "")" }
      if !pairs.isEmpty { text += "Metadata: \(pairs.joined(separator: ", "))\n" }
    }
    let total = external + effect
    text += "Entries: \(total) (\(external) external, \(effect) from effects)"
    if let first, let last { text += ", #\(first) to #\(last)" }
    text += "\n\nActions:\n"
    let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    let width = String(sorted.first?.value ?? 0).count
    for (name, count) in sorted {
      text += "  " + String(repeating: " ", count: width - String(count).count) + "\(count)  \(name)\n"
    }
    text += "\nFinal state:\n\(StateDiff.render(finalState))\n"
    return text
  }
}
