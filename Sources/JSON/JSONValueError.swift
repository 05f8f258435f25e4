/// Why a value from outside could not become a ``JSONValue``.
public enum JSONValueError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
  /// Containers nested deeper than ``JSONLimits/maxDepth``.
  case tooDeep(limit: Int)
  /// The input is bigger than ``JSONLimits/maxBytes``.
  case tooLarge(limit: Int)
  /// A string or key is longer than ``JSONLimits/maxStringLength`` UTF-8 bytes.
  case stringTooLong(limit: Int)
  /// More values than ``JSONLimits/maxElements``.
  case tooManyElements(limit: Int)
  /// A Foundation value of a type JSON has no form for (the type's name and where it was).
  case unsupportedType(typeName: String, path: String)
  /// A dictionary key that is not a string.
  case nonStringKey(typeName: String, path: String)
  /// NaN or an infinity, which JSON cannot express.
  case nonFiniteNumber(path: String)
  /// The same key twice in one object (including keys Swift considers equal, such as two
  /// Unicode-equivalent spellings).
  case duplicateKey(String, path: String)
  /// The text is not valid JSON (RFC 8259): byte offset and what was wrong.
  case syntax(offset: Int, reason: String)

  /// Whether the error is one of the size limits (as opposed to content that has no JSON form).
  public var isLimitViolation: Bool {
    switch self {
    case .tooDeep, .tooLarge, .stringTooLong, .tooManyElements: true
    case .unsupportedType, .nonStringKey, .nonFiniteNumber, .duplicateKey, .syntax: false
    }
  }

  /// What was wrong and which limit or rule it broke.
  public var description: String {
    switch self {
    case .tooDeep(let limit):
      "JSON nests deeper than the limit of \(limit) arrays/objects (JSONLimits.maxDepth)."
    case .tooLarge(let limit):
      "JSON is larger than the limit of \(limit) bytes (JSONLimits.maxBytes)."
    case .stringTooLong(let limit):
      "A JSON string is longer than the limit of \(limit) UTF-8 bytes (JSONLimits.maxStringLength)."
    case .tooManyElements(let limit):
      "JSON has more than the limit of \(limit) values (JSONLimits.maxElements)."
    case .unsupportedType(let typeName, let path):
      "Value of type \(typeName) at \(path) has no JSON form; send null, Bool, number, string, array or object."
    case .nonStringKey(let typeName, let path):
      "Dictionary key of type \(typeName) at \(path) is not a string."
    case .nonFiniteNumber(let path):
      "Number at \(path) is NaN or infinite, which JSON cannot express."
    case .duplicateKey(let key, let path):
      "Key \(key.debugDescription) appears twice in the object at \(path)."
    case .syntax(let offset, let reason):
      "Invalid JSON at byte \(offset): \(reason)."
    }
  }
}
