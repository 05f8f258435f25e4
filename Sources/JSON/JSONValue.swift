import Foundation
import StoreRuntime

/// A JSON value: what crosses the bridge in either direction.
///
/// Numbers are `Double`, like JavaScript numbers: integers beyond ±2^53 lose precision, exactly as
/// they would in the page. Equality and hashing are structural (object key order never matters).
/// A Swift `String` always holds valid Unicode, so a value can never contain a lone UTF-16
/// surrogate; text or Foundation input carrying one is rejected when converted.
///
/// Values from outside (WebKit message bodies, JSON text) are built with ``init(foundation:limits:)``
/// or ``init(jsonText:limits:)``, which enforce ``JSONLimits`` and never recurse, so hostile input
/// produces a ``JSONValueError`` instead of a crash.
public enum JSONValue: Sendable, Hashable {
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number. Non-finite values cannot be sent to a page: `JavaScript.literal(_:)` (BridgeClient) rejects them.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list.
  case array([JSONValue])
  /// An object; serialised with keys sorted.
  case object([String: JSONValue])

  /// The member named `key` when this is an object; `nil` for other values or missing keys.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The element at `index` when this is an array and the index is in range; otherwise `nil`.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The string, when this is a string.
  public var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The Boolean, when this is `true` or `false` (numbers are not converted).
  public var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The number, when this is a number.
  public var numberValue: Double? {
    guard case .number(let value) = self else { return nil }
    return value
  }

  /// The number as an `Int`, when this is a number with no fractional part that fits in `Int`.
  public var intValue: Int? {
    guard case .number(let value) = self else { return nil }
    return Int(exactly: value)
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let value) = self else { return nil }
    return value
  }

  /// The members, when this is an object.
  public var objectValue: [String: JSONValue]? {
    guard case .object(let value) = self else { return nil }
    return value
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// Compact JSON text with object keys sorted, the same for equal values on every run.
  ///
  /// Keys are sorted with Swift's `String` ordering (plain byte order for ASCII keys). Only the
  /// escapes JSON requires are used, so the text is meant for logs, files and tests; use
  /// `JavaScript.literal(_:)` (BridgeClient) for text that goes into a script. Non-finite numbers, which JSON
  /// cannot express, are written as `null`, as `JSON.stringify` does.
  public func jsonText() -> String {
    var writer = JSONWriter(mode: .json)
    writer.write(self)
    return writer.makeString()
  }
}

extension JSONValue: CustomStringConvertible {
  /// The value's ``jsonText()``.
  public var description: String { jsonText() }
}

extension JSONValue: CustomRendering {
  /// The value as compact JSON text with sorted keys: `{"type":"ready"}`.
  public var renderedDescription: String { jsonText() }
}
