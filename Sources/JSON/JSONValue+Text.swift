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
      let tape = JSONTape(capacity: JSONTape.capacity(for: text.count))
      do throws(TapeSyntaxError) {
        try tape.scan(text, maxDepth: limits.maxDepth)
      } catch {
        throw error.isTooDeep ? .tooDeep(limit: limits.maxDepth) : .syntax(offset: error.offset, reason: error.reason)
      }
      return try TapeJSONValue.build(0, nodes: tape.nodes, text: text, limits: limits)
    }
  }

  /// The longest top-level key or route value ``topLevelScalars(named:in:)`` reads, in bytes.
  package static let maxTopLevelFieldLength = 256

  /// The scalar members named `keys` at the top level of the JSON object `text`, read without
  /// the limits and without building anything else: where a message whose body was refused (too
  /// big, too deep, a lone surrogate, a duplicate key) asked to be answered.
  ///
  /// The scan keeps nothing nested below the top level's members, so any text is scanned in
  /// memory bounded by its top level. `nil` when `text` is not one well-formed JSON object, when
  /// a wanted key appears twice, or when its value is not a string, number, boolean or null of at
  /// most ``maxTopLevelFieldLength`` bytes.
  package static func topLevelScalars(named keys: Set<String>, in text: String) -> [String: JSONValue]? {
    TextBytes.withUTF8(of: text) { text -> [String: JSONValue]? in
      let tape = JSONTape()
      guard text.count > 0, (try? tape.scanTopLevel(text, maxDepth: .max)) != nil, tape.nodes[0].kind == .object
      else { return nil }
      let nodes = tape.nodes
      let limits = JSONLimits(maxDepth: 0, maxBytes: .max, maxStringLength: maxTopLevelFieldLength, maxElements: .max)
      var found: [String: JSONValue] = [:]
      var member = 1
      for _ in 0..<nodes[0].count {
        let key = nodes[member]
        let value = member &+ 1
        member = Int(nodes[value].next)
        // A key longer than any wanted one is not read: it cannot be one (an escape takes at most
        // six bytes of text per byte of the key).
        guard key.count <= 6 * maxTopLevelFieldLength, let name = TapeScalars.string(key, in: text),
          name.utf8.count <= maxTopLevelFieldLength, keys.contains(name)
        else { continue }
        // A nested array or object was scanned, not kept: it is no scalar.
        guard found[name] == nil, nodes[value].kind != .array, nodes[value].kind != .object,
          let scalar = try? TapeJSONValue.build(value, nodes: nodes, text: text, limits: limits)
        else { return nil }
        found[name] = scalar
      }
      return found
    }
  }
}
