import ActionLog
import Foundation
import StoreRuntime

/// Prints one JSON object per entry, for other tools (JSON Lines, keys sorted):
///
/// ```json
/// {"action":{"titleChanged":{"_0":"Home"}},"actionName":"titleChanged",
///  "changes":[{"new":"\"Home\"","old":"nil","path":"title"}],"line":5,"origin":"external",
///  "seq":4,"time":0.25,"verification":"unchecked"}
/// ```
///
/// `changes` values are the same one-line renderings as the timeline's; `verification` is
/// `unchecked`, `matched`, `diverged` or `resynchronized`.
struct JSONTimelineWriter {
  let output: BufferedOutput
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private struct Record<Action: Encodable>: Encodable {
    var line: Int
    var seq: Int
    var time: Double
    var origin: ActionOrigin
    var actionName: String
    var action: Action
    var changes: [StateChange]
    var verification: String
  }

  func write<State, Action: Encodable>(_ step: ReplayStep<State, Action>) throws {
    let record = Record(
      line: step.line, seq: step.entry.sequence, time: step.time, origin: step.entry.origin,
      actionName: ActionText.caseName(of: step.entry.action), action: step.entry.action,
      changes: step.changes, verification: Self.name(of: step.verification))
    output.write(try encoder.encode(record))
    output.write("\n")
    output.endEntry()
  }

  private static func name(of verification: ReplayStep<some Any, some Any>.Verification) -> String {
    switch verification {
    case .unchecked: "unchecked"
    case .matched: "matched"
    case .diverged: "diverged"
    case .resynchronized: "resynchronized"
    }
  }
}
