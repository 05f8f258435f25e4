import Foundation

/// The `Encoder` ``JSONTextEncoder`` hands to each value it encodes: it holds what the value
/// encoded, and knows its place in the tree for the errors it throws.
final class ValueEncoder: Encoder {
  let options: JSONTextEncoder
  /// What the value encoded; `nil` while it has encoded nothing.
  var value: EncodedValue?
  private let parent: ValueEncoder?
  private let key: (any CodingKey)?

  init(options: JSONTextEncoder, parent: ValueEncoder? = nil, key: (any CodingKey)? = nil, value: EncodedValue? = nil) {
    self.options = options
    self.parent = parent
    self.key = key
    self.value = value
  }

  /// Built from the parents on demand: only errors read it.
  var codingPath: [any CodingKey] {
    var path = parent?.codingPath ?? []
    if let key { path.append(key) }
    return path
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object(let object) = value {
      return KeyedEncodingContainer(EncoderKeyedContainer(encoder: self, object: object))
    }
    let object = EncodedObject()
    value = .object(object)
    return KeyedEncodingContainer(EncoderKeyedContainer(encoder: self, object: object))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let array) = value { return EncoderUnkeyedContainer(encoder: self, array: array) }
    let array = EncodedArray()
    value = .array(array)
    return EncoderUnkeyedContainer(encoder: self, array: array)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    EncoderSingleValueContainer(encoder: self)
  }

  /// `value` as the tree holds it, encoded below this encoder at `key`. The types `JSONEncoder`
  /// writes its own way are written that way: a `URL` as its absolute string, `Data` as Base64, a
  /// `Decimal` as a number, a `Date` as ``JSONTextEncoder/dates`` says.
  func box<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> EncodedValue {
    if T.self == Date.self { return try date(value as! Date, at: key) }
    if T.self == URL.self { return .string((value as! URL).absoluteString) }
    if T.self == Data.self { return .string((value as! Data).base64EncodedString()) }
    if T.self == Decimal.self {
      let decimal = value as! Decimal
      return decimal.isNaN ? try nonFinite(decimal, "NaN", at: key) : .decimal(decimal)
    }
    // A value that encodes nothing is an empty object, as with `JSONEncoder`.
    return try encoded(value, at: key) ?? .object(EncodedObject())
  }

  /// What `value` encodes below this encoder at `key` through its own `encode(to:)`; `nil` when
  /// it encodes nothing.
  func encoded<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> EncodedValue? {
    let child = ValueEncoder(options: options, parent: self, key: key)
    try value.encode(to: child)
    return child.value
  }

  func box(_ number: Double, at key: (any CodingKey)?) throws -> EncodedValue {
    guard number.isFinite else { return try nonFinite(number, NonFiniteNumbers.spelling(of: number), at: key) }
    return .double(number)
  }

  func box(_ number: Float, at key: (any CodingKey)?) throws -> EncodedValue {
    guard number.isFinite else { return try nonFinite(number, NonFiniteNumbers.spelling(of: Double(number)), at: key) }
    return .float(number)
  }

  func box(_ number: UInt64) -> EncodedValue {
    number <= UInt64(Int64.max) ? .integer(Int64(number)) : .unsigned(number)
  }

  private func date(_ date: Date, at key: (any CodingKey)?) throws -> EncodedValue {
    switch options.dates {
    case .secondsSinceReferenceDate: try box(date.timeIntervalSinceReferenceDate, at: key)
    case .iso8601WithMilliseconds: .string(date.formatted(Self.isoWithMilliseconds))
    }
  }

  private static let isoWithMilliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  private func nonFinite(_ value: Any, _ spelling: String, at key: (any CodingKey)?) throws -> EncodedValue {
    switch options.nonFiniteNumbers {
    case .asStrings:
      return .string(spelling)
    case .refused:
      var path = codingPath
      if let key { path.append(key) }
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: path,
          debugDescription: "\(value) is not a number JSON can hold. Encode it as a string, or make the value finite."))
    }
  }
}

/// A single value, written into the encoder that holds it.
private struct EncoderSingleValueContainer: SingleValueEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.value = .null }
  mutating func encode(_ value: Bool) throws { encoder.value = .bool(value) }
  mutating func encode(_ value: String) throws { encoder.value = .string(value) }
  mutating func encode(_ value: Double) throws { encoder.value = try encoder.box(value, at: nil) }
  mutating func encode(_ value: Float) throws { encoder.value = try encoder.box(value, at: nil) }
  mutating func encode(_ value: Int) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: Int8) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: Int16) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: Int32) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: Int64) throws { encoder.value = .integer(value) }
  mutating func encode(_ value: UInt) throws { encoder.value = encoder.box(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: UInt16) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: UInt32) throws { encoder.value = .integer(Int64(value)) }
  mutating func encode(_ value: UInt64) throws { encoder.value = encoder.box(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { encoder.value = try encoder.box(value, at: nil) }
}
