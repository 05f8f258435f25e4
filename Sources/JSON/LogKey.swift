import Foundation

/// A key of an object in an action log line; matches a string literal in a `switch`.
public struct LogKey {
  let document: TapeDocument
  let node: Int

  /// Whether `key` is spelled `name`, a string literal (a `StaticString` made from a
  /// `Unicode.Scalar` has no UTF-8 bytes to compare and traps).
  public static func ~= (name: StaticString, key: LogKey) -> Bool {
    // The length first: it rejects almost every other key before the bytes are looked at.
    let node = key.document.nodes[key.node]
    guard Int(node.count) == name.utf8CodeUnitCount else { return false }
    return key.document.text.slice(Int(node.start), count: Int(node.count)).equals(name)
  }
}
