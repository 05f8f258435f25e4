extension JSONParser {
  /// The longest top-level key or route value ``topLevelScalars(named:in:)`` reads, in bytes.
  package static let maxFieldLength = 256

  /// The scalar members named `keys` at the top level of the JSON object `text`, read without the
  /// limits and without building anything else: where a message whose body was refused (too big,
  /// too deep, a lone surrogate, a duplicate key) asked to be answered.
  ///
  /// Nested values are skipped with a stack of their kinds, never by recursion, and strings without
  /// being copied, so any text is scanned in one pass. `nil` when `text` is not one well-formed JSON
  /// object, when a wanted key appears twice, or when its value is not a string, number, boolean
  /// or null of at most ``maxFieldLength`` bytes.
  package static func topLevelScalars(named keys: Set<String>, in text: String) -> [String: JSONValue]? {
    var text = text
    let limits = JSONLimits(maxDepth: 1, maxBytes: .max, maxStringLength: maxFieldLength, maxElements: .max)
    return text.withUTF8 { input in
      var parser = JSONParser(input: input, limits: limits)
      return try? parser.scanTopLevel(keys)
    }
  }

  private mutating func scanTopLevel(_ keys: Set<String>) throws(JSONValueError) -> [String: JSONValue] {
    var found: [String: JSONValue] = [:]
    skipWhitespace()
    guard peek() == UInt8(ascii: "{") else { throw syntax("expected an object") }
    index += 1
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
    } else {
      members: while true {
        if let key = try scanKey(), keys.contains(key) {
          guard found[key] == nil else { throw .duplicateKey(key, path: "byte \(index)") }
          found[key] = try parseScalar()
        } else {
          try skipValue()
        }
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
          index += 1
          skipWhitespace()
        case UInt8(ascii: "}"):
          index += 1
          break members
        default:
          throw syntax("expected ',' or '}' in object")
        }
      }
    }
    skipWhitespace()
    guard index == input.count else { throw syntax("unexpected text after the JSON value") }
    return found
  }

  /// Moves past `"key":` and returns the key, or `nil` for a key too long to be a wanted one.
  private mutating func scanKey() throws(JSONValueError) -> String? {
    guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a string key") }
    let start = index
    try skipString()
    var key: String?
    if index - start <= Self.maxFieldLength + 2 {
      let end = index
      index = start
      key = try parseString()
      index = end
    }
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after key") }
    index += 1
    skipWhitespace()
    return key
  }

  private mutating func parseScalar() throws(JSONValueError) -> JSONValue {
    guard let byte = peek() else { throw syntax("unexpected end of text, expected a value") }
    switch byte {
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw syntax("expected a string, number, boolean or null")
    }
  }

  /// Moves past one value of any depth; `open` holds the kind of each open container (`true`:
  /// object), one byte per level.
  private mutating func skipValue() throws(JSONValueError) {
    var open: [Bool] = []
    while true {
      guard let byte = peek() else { throw syntax("unexpected end of text, expected a value") }
      switch byte {
      case UInt8(ascii: "{"):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          index += 1
        } else {
          open.append(true)
          try skipKey()
          continue
        }
      case UInt8(ascii: "["):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          index += 1
        } else {
          open.append(false)
          continue
        }
      case UInt8(ascii: "\""): try skipString()
      case UInt8(ascii: "t"): try expectWord("true")
      case UInt8(ascii: "f"): try expectWord("false")
      case UInt8(ascii: "n"): try expectWord("null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
      default: throw syntax("unexpected character, expected a value")
      }
      closing: while true {
        skipWhitespace()
        guard let isObject = open.last else { return }
        switch peek() {
        case UInt8(ascii: ","):
          index += 1
          skipWhitespace()
          if isObject { try skipKey() }
          break closing
        case isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"):
          index += 1
          open.removeLast()
        default:
          throw syntax(isObject ? "expected ',' or '}' in object" : "expected ',' or ']' in array")
        }
      }
    }
  }

  private mutating func skipKey() throws(JSONValueError) {
    guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a string key") }
    try skipString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after key") }
    index += 1
    skipWhitespace()
  }

  /// Moves past a string, escapes included, without copying it or judging its escapes' values.
  private mutating func skipString() throws(JSONValueError) {
    index += 1
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return
      case UInt8(ascii: "\\"):
        guard let escaped = peek() else { throw syntax("unterminated escape") }
        index += 1
        if escaped == UInt8(ascii: "u") { _ = try parseHex4() }
      case 0..<0x20:
        throw syntax("unescaped control character in string")
      default:
        break
      }
    }
    throw syntax("unterminated string")
  }
}
