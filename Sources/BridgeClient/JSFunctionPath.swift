/// A validated dotted path to a JavaScript function, such as `wadInterface.fromNative`.
///
/// The grammar is deliberately strict because names often come from the page and end up as code:
/// `ident(.ident)*` where `ident` is `[A-Za-z_$][A-Za-z0-9_$]*`, ASCII only, at most 128
/// characters in all. Segments that are JavaScript reserved words (`this`, `new`, …), that reach
/// prototypes (`constructor`, `__proto__`, `prototype`, …) or that evaluate strings (`eval`,
/// `Function`, `setTimeout`, `setInterval`) are refused. A value of this type can therefore only
/// ever name a property lookup, never run other code.
public struct JSFunctionPath: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The path as written, e.g. `nativeBridge.resolve`.
  public let rawValue: String

  /// The longest accepted path, in characters.
  public static let maxLength = 128

  /// Validates `path`.
  ///
  /// Throws ``JavaScriptError/invalidFunctionPath(_:reason:)`` naming the broken rule; it never
  /// traps, whatever the input.
  public init(validating path: String) throws(JavaScriptError) {
    if let reason = Self.violation(in: path) {
      throw .invalidFunctionPath(path, reason: reason)
    }
    rawValue = path
  }

  /// For constants written in this module, which are known to be valid.
  init(trusted path: String) {
    rawValue = path
  }

  /// This path followed by `.member`; the result is validated like any other path.
  public func appending(_ member: String) throws(JavaScriptError) -> JSFunctionPath {
    try JSFunctionPath(validating: rawValue + "." + member)
  }

  /// The path as written.
  public var description: String { rawValue }

  /// Decodes a string and validates it; invalid paths throw `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(validating: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the path as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  private static func violation(in path: String) -> String? {
    let bytes = Array(path.utf8)
    if bytes.isEmpty { return "it is empty" }
    if bytes.count > maxLength { return "it is longer than \(maxLength) characters" }
    for (offset, segment) in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let first = segment.first else { return "segment \(offset + 1) is empty" }
      guard isIdentifierStart(first) else {
        return "segment \(offset + 1) must start with a letter, '_' or '$'"
      }
      guard segment.allSatisfy(isIdentifierPart) else {
        return "segment \(offset + 1) may only contain ASCII letters, digits, '_' and '$'"
      }
      let name = String(decoding: segment, as: UTF8.self)
      if reservedSegments.contains(name) { return "segment '\(name)' is reserved" }
    }
    return nil
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default: false
    }
  }

  private static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static let reservedSegments: Set<String> = [
    // Reserved words and literals of ECMAScript (including strict mode).
    "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default",
    "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for", "function",
    "if", "implements", "import", "in", "instanceof", "interface", "let", "new", "null",
    "package", "private", "protected", "public", "return", "static", "super", "switch", "this",
    "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield",
    "arguments", "undefined", "NaN", "Infinity",
    // Prototype access.
    "constructor", "prototype", "__proto__", "__defineGetter__", "__defineSetter__",
    "__lookupGetter__", "__lookupSetter__",
    // Functions that turn strings into code.
    "eval", "Function", "setTimeout", "setInterval",
  ]
}
