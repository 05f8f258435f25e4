import Foundation

/// An object of an action log line whose keys are all plain ASCII, read in place by a
/// ``LogDecodable`` type.
///
/// With duplicate keys the first one counts, and keys that are not asked for are ignored, as in
/// the `Decodable` path.
public struct LogObject {
  let document: TapeDocument
  let node: Int

  /// `nil` unless `node` is an object whose every key is plain ASCII without escapes: other keys
  /// must be compared as `String`s, which the `Decodable` path does.
  init?(document: TapeDocument, node: Int) {
    let object = document.nodes[node]
    guard object.kind == .object else { return nil }
    var member = node &+ 1
    for _ in 0..<object.count {
      guard document.nodes[member].isSimpleASCII else { return nil }
      member = Int(document.nodes[member &+ 1].next)
    }
    self.init(document: document, plainObject: node)
  }

  /// An object whose keys are known to be plain ASCII.
  init(document: TapeDocument, plainObject node: Int) {
    self.document = document
    self.node = node
  }

  /// The value of `key`; throws when there is none, as a non-optional field requires.
  public func required(_ key: StaticString) throws(LogValue.Unsupported) -> LogValue {
    guard let value = value(key) else { throw LogValue.Unsupported() }
    return value
  }

  /// The value of `key`, or `nil` when it is absent or `null`, as an optional field reads it.
  public func optional(_ key: StaticString) -> LogValue? {
    guard let value = value(key), !value.isNull else { return nil }
    return value
  }

  private func value(_ key: StaticString) -> LogValue? {
    let nodes = document.nodes
    var member = node &+ 1
    for _ in 0..<nodes[node].count {
      if key ~= LogKey(document: document, node: member) { return LogValue(document: document, node: member &+ 1) }
      member = Int(nodes[member &+ 1].next)
    }
    return nil
  }
}

