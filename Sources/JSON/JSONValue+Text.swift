extension JSONValue {
  /// Parses JSON text (RFC 8259), for logs, fixtures, tests and pages that post strings.
  ///
  /// Strict: comments, trailing commas, a byte order mark, `NaN`, leading zeros, duplicate keys
  /// and `\u` escapes that leave a lone surrogate are errors. `limits` are enforced as the text
  /// is read, and nothing recurses, so any nesting depth is reported as
  /// ``JSONValueError/tooDeep(limit:)`` rather than overflowing the call stack.
  public init(jsonText: String, limits: JSONLimits = .default) throws(JSONValueError) {
    guard jsonText.utf8.count <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
    self = try TextBytes.withUTF8(of: jsonText) { text throws(JSONValueError) in
      var parser = JSONParser(text: text, limits: limits)
      return try parser.parseDocument()
    }
  }

  /// The longest top-level key or route value ``topLevelScalars(named:in:)`` reads, in bytes.
  package static let maxTopLevelFieldLength = 256

  /// The scalar members named `keys` at the top level of the JSON object `text`, read without
  /// the limits and without building anything else: where a message whose body was refused (too
  /// big, too deep, a lone surrogate, a duplicate key) asked to be answered.
  ///
  /// Other members' values are skipped, not built, so any text is read in memory bounded by the
  /// wanted members and a bit per level of nesting. `nil` when `text` is not one well-formed JSON object, when
  /// a wanted key appears twice, or when its value is not a string, number, boolean or null of at
  /// most ``maxTopLevelFieldLength`` bytes.
  package static func topLevelScalars(named keys: Set<String>, in text: String) -> [String: JSONValue]? {
    TextBytes.withUTF8(of: text) { text -> [String: JSONValue]? in
      let limits = JSONLimits(maxDepth: 0, maxBytes: .max, maxStringLength: maxTopLevelFieldLength, maxElements: .max)
      var parser = JSONParser(text: text, limits: limits)
      return (try? parser.topLevelScalars(named: keys)) ?? nil
    }
  }
}
