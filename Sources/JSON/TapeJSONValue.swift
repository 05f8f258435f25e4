
/// Builds a `JSONValue` straight from a scanned line, with the result `JSONValue`'s own
/// `Decodable` conformance gives under `JSONDecoder` with the log's settings.
///
/// That conformance tries `null`, Boolean, number, string, array and object in turn, so: the
/// strings `"NaN"`, `"Infinity"` and `"-Infinity"` (written without escapes) become numbers, an
/// object keeps the first of duplicate keys, and anything unreadable inside (a bad escape, a
/// number out of range) fails the whole value. Nesting is bounded by ``LineTape/maxDepth``.
package enum TapeJSONValue {
  /// The value at `node`; `nil` when something inside cannot be read.
  package static func build(_ document: TapeDocument, _ node: Int) -> JSONValue? {
    let value = document.nodes[node]
    switch value.kind {
    case .null:
      return .null
    case .true:
      return .bool(true)
    case .false:
      return .bool(false)
    case .number:
      return TapeScalars.double(document.bytes(node)).map(JSONValue.number)
    case .string:
      let text = document.text
      if TapeScalars.simpleString(value, in: text, equals: "NaN") { return .number(.nan) }
      if TapeScalars.simpleString(value, in: text, equals: "Infinity") { return .number(.infinity) }
      if TapeScalars.simpleString(value, in: text, equals: "-Infinity") { return .number(-.infinity) }
      return TapeScalars.string(value, in: text).map(JSONValue.string)
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(Int(value.count))
      var element = node &+ 1
      for _ in 0..<value.count {
        guard let built = build(document, element) else { return nil }
        elements.append(built)
        element = Int(document.nodes[element].next)
      }
      return .array(elements)
    case .object:
      // Not `reserveCapacity`, which the standard library runs unspecialised, looking up the
      // dictionary's generic metadata on every call (~1,000 instructions per object).
      var members = [String: JSONValue](minimumCapacity: Int(value.count))
      var member = node &+ 1
      for _ in 0..<value.count {
        // Every key is read; of duplicate keys only the first value is (and must be readable).
        guard let key = TapeScalars.string(document.nodes[member], in: document.text) else { return nil }
        if members[key] == nil {
          guard let built = build(document, member &+ 1) else { return nil }
          members[key] = built
        }
        member = Int(document.nodes[member &+ 1].next)
      }
      return .object(members)
    }
  }
}
