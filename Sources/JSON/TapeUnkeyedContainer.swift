import Foundation

/// An unkeyed container over an array of a scanned line, walking its elements in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let document: TapeDocument
  let array: Int
  let count: Int?
  private(set) var currentIndex = 0
  /// The node of the element at `currentIndex`.
  private var element: Int

  init(document: TapeDocument, array: Int) throws {
    let node = document.nodes[array]
    guard node.kind == .array else {
      let path = document.codingPath(of: array)
      if node.kind == .null {
        throw DecodingError.valueNotFound(
          [Any].self, .init(codingPath: path, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
      }
      throw document.mismatch([Any].self, array, path)
    }
    self.document = document
    self.array = array
    self.count = Int(node.count)
    self.element = array &+ 1
  }

  var codingPath: [any CodingKey] { document.codingPath(of: array) }

  var isAtEnd: Bool { currentIndex >= count! }

  mutating func decodeNil() throws -> Bool {
    let node = try next(Never.self)
    guard document.nodes[node].kind == .null else { return false }
    advance()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) { try $0.bool($1, location: $2) } }
  mutating func decode(_ type: String.Type) throws -> String { try read(type) { try $0.string($1, type: String.self, location: $2) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try read(type) { try $0.double($1, location: $2) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try read(type) { try $0.float($1, location: $2) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try read(type) { try $0.decode(T.self, at: $1, location: $2) }
  }

  /// As in `JSONDecoder`: `nil` past the end too, and the index moves on either way.
  mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    guard !isAtEnd else {
      currentIndex &+= 1
      return nil
    }
    let node = element
    let result: T? =
      document.nodes[node].kind == .null
      ? nil : try document.decode(T.self, at: node, location: TapeLocation(array, key: TapeKey(index: currentIndex)))
    advance()
    return result
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let node = try next(KeyedDecodingContainer<NestedKey>.self)
    let container = KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(document: document, object: node))
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let node = try next((any UnkeyedDecodingContainer).self)
    let container = try TapeUnkeyedContainer(document: document, array: node)
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let node = try next((any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
    advance()
    return TapeDecoder(document: document, node: node)
  }

  @inline(__always)
  private mutating func integer<T: FixedWidthInteger>() throws -> T {
    try read(T.self) { try $0.integer($1, as: T.self, location: $2) }
  }

  /// Reads the current element with `body` (which gets the document, the element and its
  /// location for errors) and moves on.
  @inline(__always)
  private mutating func read<T>(_ type: T.Type, _ body: (TapeDocument, Int, TapeLocation) throws -> T) throws -> T {
    let node = try next(type)
    let value = try body(document, node, TapeLocation(array, key: TapeKey(index: currentIndex)))
    advance()
    return value
  }

  private func next<T>(_ type: T.Type, atEnd message: String = "Unkeyed container is at end.") throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath + [TapeKey(index: currentIndex)], debugDescription: message))
    }
    return element
  }

  private mutating func advance() {
    element = Int(document.nodes[element].next)
    currentIndex &+= 1
  }
}
