import JSON

/// A validated id the page uses to match a reply to its request (dialects 2 and 3).
///
/// Ids are always sent back as JSON literals, never spliced in as code. Integers must be whole
/// numbers within JavaScript's safe range, ±(2^53 − 1); strings must be 1–100 characters from
/// `A–Z a–z 0–9 . _ : -` (UUIDs fit). Anything else is refused, so a hostile id cannot grow a log or
/// smuggle markup.
public enum CallbackID: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A numeric id, e.g. `7`.
  case integer(Int)
  /// A string id, e.g. `"cb_12"` or a UUID.
  case string(String)

  /// The longest accepted string id.
  public static let maxLength = 100
  /// The largest magnitude an integer id may have: `Number.MAX_SAFE_INTEGER`.
  public static let maxInteger = 9_007_199_254_740_991

  /// Validates an id the page sent: a JSON number or string.
  ///
  /// Throws ``JavaScriptError/invalidCallbackID(_:reason:)`` for any other value.
  public init(validating value: JSONValue) throws(JavaScriptError) {
    switch value {
    case .number(let number):
      guard let integer = Int(exactly: number), abs(integer) <= Self.maxInteger else {
        throw .invalidCallbackID(value.jsonText(), reason: "a numeric id must be a safe integer")
      }
      self = .integer(integer)
    case .string(let text):
      try self.init(validating: text)
    case .null, .bool, .array, .object:
      throw .invalidCallbackID(value.jsonText(), reason: "an id must be a number or a string")
    }
  }

  /// Validates a string id.
  ///
  /// Throws ``JavaScriptError/invalidCallbackID(_:reason:)`` when it is empty, longer than
  /// ``maxLength`` or has a character outside `A–Z a–z 0–9 . _ : -`.
  public init(validating text: String) throws(JavaScriptError) {
    let bytes = text.utf8
    guard !bytes.isEmpty, bytes.count <= Self.maxLength else {
      throw .invalidCallbackID(text, reason: "a string id must have 1 to \(Self.maxLength) characters")
    }
    guard bytes.allSatisfy(Self.isAllowed) else {
      throw .invalidCallbackID(text, reason: "a string id may only contain A-Z a-z 0-9 . _ : -")
    }
    self = .string(text)
  }

  /// Validates an integer id.
  ///
  /// Throws ``JavaScriptError/invalidCallbackID(_:reason:)`` outside ±``maxInteger``.
  public init(validating integer: Int) throws(JavaScriptError) {
    guard abs(integer) <= Self.maxInteger else {
      throw .invalidCallbackID(String(integer), reason: "a numeric id must be a safe integer")
    }
    self = .integer(integer)
  }

  /// The id as the page sent it.
  public var jsonValue: JSONValue {
    switch self {
    case .integer(let integer): .number(Double(integer))
    case .string(let text): .string(text)
    }
  }

  /// The id as text: digits or the string itself.
  public var description: String {
    switch self {
    case .integer(let integer): String(integer)
    case .string(let text): text
    }
  }

  /// Decodes a number or a string and validates it; invalid ids throw
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      if let integer = try? container.decode(Int.self) {
        try self.init(validating: integer)
      } else {
        try self.init(validating: container.decode(String.self))
      }
    } catch let error as JavaScriptError {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the id as a JSON number or string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let integer): try container.encode(integer)
    case .string(let text): try container.encode(text)
    }
  }

  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: ":"), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
