import Foundation

/// The members of an object, appended to it in the order they are encoded.
struct EncoderKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: ValueEncoder
  let object: EncodedObject
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func add(_ key: Key, _ value: EncodedValue) {
    object.members.append(EncodedMember(key: key.stringValue, value: value))
  }

  mutating func encodeNil(forKey key: Key) throws { add(key, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { add(key, .string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { add(key, try encoder.box(value, at: key)) }
  mutating func encode(_ value: Float, forKey key: Key) throws { add(key, try encoder.box(value, at: key)) }
  mutating func encode(_ value: Int, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, .integer(value)) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, encoder.box(UInt64(value))) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, .integer(Int64(value))) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, encoder.box(value)) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try encoder.box(value, at: key)) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = EncodedObject()
    add(key, .object(nested))
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: key, value: .object(nested))
    return KeyedEncodingContainer(EncoderKeyedContainer<NestedKey>(encoder: child, object: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = EncodedArray()
    add(key, .array(nested))
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: key, value: .array(nested))
    return EncoderUnkeyedContainer(encoder: child, array: nested)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(as: TapeKey.super)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(as: key)
  }

  private func superEncoder(as key: any CodingKey) -> any Encoder {
    let child = ValueEncoder(options: encoder.options, parent: encoder, key: key)
    object.members.append(EncodedMember(key: key.stringValue, value: .deferred(child)))
    return child
  }
}
