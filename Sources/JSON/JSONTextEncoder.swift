import Foundation

/// Encodes `Encodable` values as JSON text with the package's one encoder: action log lines,
/// their header metadata, `JSONValue(encoding:)` and the replay's states are written with it.
///
/// Object members are sorted by key, so that equal values always give the same text. Integers
/// are written exactly, `/` is not escaped, and the types `JSONEncoder` writes its own way are
/// written that way: a `URL` as its absolute string, `Data` as Base64, a `Decimal` as a number.
/// A `Date` is the seconds since 2001 that its own `Encodable` conformance writes, unless
/// ``dates`` says otherwise. ``JSONTextDecoder`` reads all of it back.
///
/// ```swift
/// let text = try JSONTextEncoder().encodeToString(["b": 2, "a": 1])   // {"a":1,"b":2}
/// ```
public struct JSONTextEncoder: Sendable {
  /// What becomes of a `Double` or `Float` that JSON has no number for (NaN, an infinity).
  public enum NonFinite: Sendable {
    /// Encoding throws an `EncodingError` naming the value's place.
    case refused
    /// The number is written as the string `"NaN"`, `"Infinity"` or `"-Infinity"`, the spelling
    /// ``JSONTextDecoder`` reads back (and action logs use).
    case asStrings
  }

  /// How a `Date` is written.
  public enum Dates: Sendable {
    /// As its own `Encodable` conformance writes it: seconds since 2001-01-01, a number.
    case secondsSinceReferenceDate
    /// As an ISO-8601 string with milliseconds (`2026-11-28T10:15:30.250Z`), what a page's
    /// `new Date(text)` reads.
    case iso8601WithMilliseconds
  }

  /// What becomes of non-finite numbers; ``NonFinite/refused`` by default.
  public var nonFiniteNumbers: NonFinite
  /// How dates are written; ``Dates/secondsSinceReferenceDate`` by default.
  public var dates: Dates

  /// Creates an encoder.
  public init(nonFiniteNumbers: NonFinite = .refused, dates: Dates = .secondsSinceReferenceDate) {
    self.nonFiniteNumbers = nonFiniteNumbers
    self.dates = dates
  }

  /// `value` as UTF-8 JSON text. Throws an `EncodingError` for a value JSON cannot hold (a
  /// non-finite number, unless ``nonFiniteNumbers`` allows it) or that encodes nothing.
  public func encode<T: Encodable>(_ value: T) throws -> Data {
    var writer = JSONWriter(mode: .json)
    writer.write(try tree(of: value))
    return writer.makeData()
  }

  /// `value` as JSON text; throws as ``encode(_:)`` does.
  public func encodeToString<T: Encodable>(_ value: T) throws -> String {
    var writer = JSONWriter(mode: .json)
    writer.write(try tree(of: value))
    return writer.makeString()
  }

  /// Writes `value` into `writer`, for a line built around it (an action log's entry line);
  /// throws as ``encode(_:)`` does, having written nothing.
  package func write<T: Encodable>(_ value: T, into writer: inout JSONWriter) throws {
    writer.write(try tree(of: value))
  }

  private func tree<T: Encodable>(of value: T) throws -> EncodedValue {
    let root = ValueEncoder(options: self)
    if T.self == Date.self || T.self == URL.self || T.self == Data.self || T.self == Decimal.self {
      return try root.box(value, at: nil)
    }
    guard let tree = try root.encoded(value, at: nil) else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    return tree
  }
}
