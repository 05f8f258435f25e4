import Foundation
import JSON

/// An encoded enum case this build does not know: a case added by a newer app version, or
/// renamed without a migration.
package struct UnknownCaseError: Error {
  /// Where the case is: `[action]` for the action itself, deeper for a case inside a payload.
  package var codingPath: [any CodingKey]
  /// The case name the log holds.
  package var name: String
}

/// Turns the synthesized `Decodable` error for an unknown case into one that names it. The reader
/// applies it to every line that fails, whichever decoder it uses.
enum UnknownCase {
  /// What a synthesized `Decodable` enum says when no key of its object is one of its cases.
  static let synthesizedMessage = "Invalid number of keys found, expected one."

  /// `error`, or an ``UnknownCaseError`` naming the case when `error` is an enum's failure on an
  /// object of `line` with one key that is not one of its cases. Only called on failures, so it
  /// parses the line again rather than making decoding remember anything.
  static func refine(_ error: any Error, line: LogLine) -> any Error {
    guard case .typeMismatch(_, let context)? = error as? DecodingError,
      context.debugDescription == synthesizedMessage,
      var value = try? JSONCoders.decode(JSONValue.self, from: line.data)
    else { return error }
    for key in context.codingPath {
      let element = key.intValue.flatMap { key.stringValue.hasPrefix("Index") ? value[$0] : nil }
      guard let next = element ?? value[key.stringValue] else { return error }
      value = next
    }
    guard case .object(let members) = value, members.count == 1, let name = members.keys.first else { return error }
    return UnknownCaseError(codingPath: context.codingPath, name: name)
  }
}
