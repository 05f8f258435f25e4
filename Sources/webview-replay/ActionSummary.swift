import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// Counts replayed entries per action case, for `--summary` and the JSON summary.
struct ActionSummary {
  private var counts: [String: Int] = [:]
  private var external = 0
  private var effect = 0
  private var first: Int?
  private var last: Int?

  mutating func count<State>(_ step: ReplayStep<State, some Sendable>) {
    counts[ActionText.caseName(of: step.entry.action), default: 0] += 1
    switch step.entry.origin {
    case .external: external += 1
    case .effect: effect += 1
    }
    if first == nil { first = step.entry.sequence }
    last = step.entry.sequence
  }

  /// The sequence number of the last counted entry.
  var lastSequence: Int? { last }

  /// The summary text: the log, the counts (most frequent first) and the final state.
  func render<State>(header: ActionLogHeader<State>, finalState: State) -> String {
    var text = HeaderText.lines(header).joined(separator: "\n") + "\n"
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

  /// The counts as JSON fields: `entries`, `external`, `effect`, `first`, `last`, `actions`.
  var jsonFields: [String: JSONValue] {
    [
      "entries": .number(Double(external + effect)), "external": .number(Double(external)),
      "effect": .number(Double(effect)), "first": first.map { .number(Double($0)) } ?? .null,
      "last": last.map { .number(Double($0)) } ?? .null,
      "actions": .object(counts.mapValues { .number(Double($0)) }),
    ]
  }
}
