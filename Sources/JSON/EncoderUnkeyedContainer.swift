import Foundation

/// The elements of an array, appended to it in order.
struct EncoderUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: ValueEncoder
  let array: EncodedArray
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { array.elements.count }

  /// The key of the next element, for the errors encoding it throws: `Index 3`, as `JSONEncoder`
  /// names it.
  private var nextKey: TapeKey { TapeKey(index: count) }

  private func add(_ value: EncodedValue) {
    array.elements.append(value)
  }

  mutating func encodeNil() throws { add(.null) }
  mutating func encode(_ value: Bool) throws { add(.bool(value)) }
  mutating func encode(_ value: String) throws { add(.string(value)) }
  mutating func encode(_ value: Double) throws { add(try encoder.box(value, at: nextKey)) }
  mutating func encode(_ value: Float) throws { add(try encoder.box(value, at: nextKey)) }
  mutating func encode(_ value: Int) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { add(.integer(value)) }
  mutating func encode(_ value: UInt) throws { add(encoder.box(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: UInt16) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: UInt32) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: UInt64) throws { add(encoder.box(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws { add(try encoder.box(value, at: nextKey)) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let nested = EncodedObject()
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: nextKey, value: .object(nested))
    add(.object(nested))
    return KeyedEncodingContainer(EncoderKeyedContainer<NestedKey>(encoder: child, object: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = EncodedArray()
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: nextKey, value: .array(nested))
    add(.array(nested))
    return EncoderUnkeyedContainer(encoder: child, array: nested)
  }

  mutating func superEncoder() -> any Encoder {
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: nextKey)
    add(.deferred(child))
    return child
  }
}
