extension JSONValue {
  /// Parses JSON text (RFC 8259), for logs, fixtures, tests and pages that post strings.
  ///
  /// Strict: comments, trailing commas, `NaN`, leading zeros, duplicate keys and `\u` escapes that
  /// leave a lone surrogate are errors. `limits` are enforced as the text is read; the parser
  /// keeps its own stack, so any nesting depth is reported as ``JSONValueError/tooDeep(limit:)``
  /// rather than overflowing the call stack.
  public init(jsonText: String, limits: JSONLimits = .default) throws(JSONValueError) {
    self = try JSONParser.parse(jsonText, limits: limits)
  }
}
