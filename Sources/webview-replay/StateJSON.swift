import BridgeClient
import Foundation
import JSON
import WebViewFeature

/// States and actions as JSON values in the log's own encoding (dates as seconds since 2001,
/// non-finite numbers as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`), so that a tool can
/// rebuild states the way the log's checkpoints are written.
struct StateJSON {
  private let encoder = JSONCoders.encoder()

  /// Log lines are ours: only `JSONDecoder`'s depth bound applies.
  private static let limits = JSONLimits(maxDepth: 512, maxBytes: .max, maxStringLength: .max, maxElements: .max)

  /// `value` as JSON.
  func value(_ value: some Encodable) throws -> JSONValue {
    try JSONValue(jsonText: String(decoding: try encoder.encode(value), as: UTF8.self), limits: Self.limits)
  }

  /// The top-level fields of `state`.
  func fields(_ state: WebViewFeature.State) throws -> [String: JSONValue] {
    try value(state).objectValue ?? [:]
  }

  /// The fields whose value differs between `old` and `new`, with their new value; `null` for
  /// a field that is gone (an optional that became `nil`).
  static func changedFields(from old: [String: JSONValue], to new: [String: JSONValue]) -> [String: JSONValue] {
    var changed: [String: JSONValue] = [:]
    for (key, value) in new where old[key] != value { changed[key] = value }
    for key in old.keys where new[key] == nil { changed[key] = .null }
    return changed
  }
}
