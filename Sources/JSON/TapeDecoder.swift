import Foundation

/// A `Decoder` over one value of a scanned text (a log line, a payload); also its own single-value container.
///
/// Two words, so it travels inside `any Decoder` without an allocation. Errors, paths and
/// corner cases are those of Foundation's `JSONDecoder` (see ``TapeDocument``).
package struct TapeDecoder: Decoder, SingleValueDecodingContainer {
  package let document: TapeDocument
  package let node: Int

  package init(document: TapeDocument, node: Int) {
    self.document = document
    self.node = node
  }

  package var codingPath: [any CodingKey] { document.codingPath(of: node) }
  package var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try TapeKeyedContainer<Key>(document: document, object: node))
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(document: document, array: node)
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: SingleValueDecodingContainer

  package func decodeNil() -> Bool { document.nodes[node].kind == .null }
  package func decode(_ type: Bool.Type) throws -> Bool { try document.bool(node, location: TapeLocation(node)) }
  package func decode(_ type: String.Type) throws -> String { try document.string(node, type: String.self, location: TapeLocation(node)) }
  package func decode(_ type: Double.Type) throws -> Double { try document.double(node, location: TapeLocation(node)) }
  package func decode(_ type: Float.Type) throws -> Float { try document.float(node, location: TapeLocation(node)) }
  package func decode(_ type: Int.Type) throws -> Int { try integer() }
  package func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  package func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  package func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  package func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  package func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  package func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  package func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  package func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  package func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
  package func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.decode(T.self, at: node, location: TapeLocation(node)) }

  @inline(__always)
  private func integer<T: FixedWidthInteger>() throws -> T {
    try document.integer(node, as: T.self, location: TapeLocation(node))
  }
}

/// What `superDecoder(forKey:)` hands out for a key that is absent: `JSONDecoder` decodes it as
/// `null` at that key's path.
package struct AbsentValueDecoder: Decoder, SingleValueDecodingContainer {
  package let codingPath: [any CodingKey]
  package let userInfo: [CodingUserInfoKey: Any]

  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.valueNotFound(
      [String: Any].self,
      .init(codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.valueNotFound(
      [Any].self,
      .init(codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  package func decodeNil() -> Bool { true }

  package func decode(_ type: Bool.Type) throws -> Bool {
    throw DecodingError.typeMismatch(
      Bool.self, .init(codingPath: codingPath, debugDescription: "Expected to decode Bool but found null instead."))
  }

  package func decode(_ type: String.Type) throws -> String { throw null(type) }
  package func decode(_ type: Double.Type) throws -> Double { throw null(type) }
  package func decode(_ type: Float.Type) throws -> Float { throw null(type) }
  package func decode(_ type: Int.Type) throws -> Int { throw null(type) }
  package func decode(_ type: Int8.Type) throws -> Int8 { throw null(type) }
  package func decode(_ type: Int16.Type) throws -> Int16 { throw null(type) }
  package func decode(_ type: Int32.Type) throws -> Int32 { throw null(type) }
  package func decode(_ type: Int64.Type) throws -> Int64 { throw null(type) }
  package func decode(_ type: UInt.Type) throws -> UInt { throw null(type) }
  package func decode(_ type: UInt8.Type) throws -> UInt8 { throw null(type) }
  package func decode(_ type: UInt16.Type) throws -> UInt16 { throw null(type) }
  package func decode(_ type: UInt32.Type) throws -> UInt32 { throw null(type) }
  package func decode(_ type: UInt64.Type) throws -> UInt64 { throw null(type) }

  package func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == URL.self || T.self == Date.self || T.self == Data.self || T.self == Decimal.self { throw null(type) }
    return try T(from: self)
  }

  private func null(_ type: Any.Type) -> DecodingError {
    .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
  }
}
