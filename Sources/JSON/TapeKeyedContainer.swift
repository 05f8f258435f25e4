import Foundation

/// A keyed container over an object of a scanned line.
///
/// Keys are found by comparing bytes while every key of the object is plain ASCII (what
/// encoders write); otherwise by `String` equality, which is what `JSONDecoder`'s dictionary of
/// keys does (canonically equivalent spellings are one key). With duplicate keys the first one
/// counts, as there.
@usableFromInline
package struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  package let document: TapeDocument
  package let object: Int
  /// Whether some key has escapes or non-ASCII text, so keys must be compared as strings.
  private let comparesStrings: Bool

  /// Like `JSONDecoder`, reads every key when the container is made: a key that is not valid
  /// text makes the line invalid even if it is never asked for.
  @usableFromInline
  package init(document: TapeDocument, object: Int) throws {
    let node = document.nodes[object]
    guard node.kind == .object else {
      let path = document.codingPath(of: object)
      if node.kind == .null {
        throw DecodingError.valueNotFound(
          [String: Any].self,
          .init(codingPath: path, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
      }
      throw document.mismatch([String: Any].self, object, path)
    }
    var comparesStrings = false
    var member = object &+ 1
    for _ in 0..<node.count {
      let key = document.nodes[member]
      if !key.isSimpleASCII {
        comparesStrings = true
        guard TapeScalars.string(key, in: document.text) != nil else { throw TapeDocument.notValidJSON }
      }
      member = Int(document.nodes[member &+ 1].next)
    }
    self.document = document
    self.object = object
    self.comparesStrings = comparesStrings
  }

  @usableFromInline
  package var codingPath: [any CodingKey] { document.codingPath(of: object) }

  @usableFromInline
  package var allKeys: [Key] {
    let nodes = document.nodes
    let count = Int(nodes[object].count)
    // One member, as in every enum case's container: no duplicates to drop.
    if count == 1 {
      guard let name = TapeScalars.string(nodes[object &+ 1], in: document.text), let key = Key(stringValue: name) else {
        return []
      }
      return [key]
    }
    var keys: [Key] = []
    var seen: Set<String> = []
    var member = object &+ 1
    for _ in 0..<count {
      if let name = TapeScalars.string(nodes[member], in: document.text), seen.insert(name).inserted,
        let key = Key(stringValue: name)
      {
        keys.append(key)
      }
      member = Int(nodes[member &+ 1].next)
    }
    return keys
  }

  @usableFromInline
  package func contains(_ key: Key) -> Bool { valueNode(for: key) != nil }

  @usableFromInline
  package func decodeNil(forKey key: Key) throws -> Bool { document.nodes[try value(for: key)].kind == .null }

  @usableFromInline
  package func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try document.bool(try value(for: key), location: location(key))
  }

  @usableFromInline
  package func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try document.string(try value(for: key), type: String.self, location: location(key))
  }

  @usableFromInline
  package func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try document.double(try value(for: key), location: location(key))
  }

  @usableFromInline
  package func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try document.float(try value(for: key), location: location(key))
  }

  @usableFromInline package func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  @usableFromInline package func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  @usableFromInline package func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  @usableFromInline package func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  @usableFromInline package func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  @usableFromInline package func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  @usableFromInline package func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  @usableFromInline package func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  @usableFromInline package func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  @usableFromInline package func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

  @usableFromInline
  package func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try document.decode(T.self, at: try value(for: key), location: location(key))
  }

  // `decodeIfPresent` looks the key up once; the protocol's default would look it up three times.
  // `nil` for an absent key or a `null` value.

  @usableFromInline
  package func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.bool(node, location: location(key))
  }

  @usableFromInline
  package func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.string(node, type: String.self, location: location(key))
  }

  @usableFromInline
  package func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.double(node, location: location(key))
  }

  @usableFromInline
  package func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.float(node, location: location(key))
  }

  @usableFromInline package func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentInteger(key) }
  @usableFromInline package func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentInteger(key) }

  @usableFromInline
  package func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.decode(T.self, at: node, location: location(key))
  }

  @usableFromInline
  package func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(document: document, object: try value(for: key)))
  }

  @usableFromInline
  package func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(document: document, array: try value(for: key))
  }

  @usableFromInline
  package func superDecoder() throws -> any Decoder { decoder(for: TapeKey.super) }

  @usableFromInline
  package func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key) }

  // MARK: Lookup

  @inline(__always)
  private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
    try document.integer(try value(for: key), as: T.self, location: location(key))
  }

  @inline(__always)
  private func presentInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
    guard let node = presentNode(for: key) else { return nil }
    return try document.integer(node, as: T.self, location: location(key))
  }

  /// The value's node, unless the key is absent or the value `null`.
  private func presentNode(for key: Key) -> Int? {
    guard let node = valueNode(for: key), document.nodes[node].kind != .null else { return nil }
    return node
  }

  private func value(for key: Key) throws -> Int {
    guard let node = valueNode(for: key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return node
  }

  @inline(__always)
  private func location(_ key: Key) -> TapeLocation { TapeLocation(object, key: key) }

  private func decoder(for key: some CodingKey) -> any Decoder {
    guard let node = valueNode(for: key) else {
      return AbsentValueDecoder(codingPath: codingPath + [key], userInfo: document.userInfo)
    }
    return TapeDecoder(document: document, node: node)
  }

  /// The node of the first value whose key is `key`'s string value.
  /// The object, for reading in place; `nil` when a key is not plain ASCII (the keys were
  /// checked when the container was made).
  @usableFromInline
  package var logObject: LogObject? { comparesStrings ? nil : LogObject(document: document, plainObject: object) }

  /// The node of the first value whose key is `key`'s string value.
  private func valueNode(for key: some CodingKey) -> Int? {
    let name = key.stringValue
    if !comparesStrings {
      // Every key is plain ASCII: equal bytes are the only match, unless the name itself is not
      // ASCII (`String` equality is canonical: "\u{212A}", the Kelvin sign, equals "K").
      let found: Int?? = TextBytes.withUTF8(of: name) { wanted in
        if let node = valueNode(matchingBytes: wanted) { return node }
        return wanted.isASCII ? .some(nil) : nil
      }
      if let found { return found }
    }
    var result: Int?
    forEachMember { keyNode, valueNode in
      if result == nil, TapeScalars.string(document.nodes[keyNode], in: document.text) == name { result = valueNode }
    }
    return result
  }

  private func valueNode(matchingBytes wanted: TextBytes) -> Int? {
    guard wanted.count > 0 else { return emptyKeyValueNode() }
    let nodes = document.nodes
    let text = document.text
    let first = wanted[0]
    let length = wanted.count
    var member = object &+ 1
    for _ in 0..<nodes[object].count {
      let key = nodes[member]
      // Length and first byte reject almost every other key before any call.
      if Int(key.count) == length, text[Int(key.start)] == first, text.slice(Int(key.start), count: length) == wanted {
        return member &+ 1
      }
      member = Int(nodes[member &+ 1].next)
    }
    return nil
  }

  /// The value of the first member whose key is `""`.
  private func emptyKeyValueNode() -> Int? {
    var member = object &+ 1
    for _ in 0..<document.nodes[object].count {
      if document.nodes[member].count == 0 { return member &+ 1 }
      member = Int(document.nodes[member &+ 1].next)
    }
    return nil
  }

  /// Calls `body` with the key node and the value node of each member, in order.
  private func forEachMember(_ body: (Int, Int) -> Void) {
    var member = object &+ 1
    for _ in 0..<document.nodes[object].count {
      body(member, member &+ 1)
      member = Int(document.nodes[member &+ 1].next)
    }
  }
}
