extension JSONParser {
  /// What ``JSONValue/topLevelScalars(named:in:)`` reads: keys longer than
  /// ``JSONLimits/maxStringLength`` are passed over, other values skipped (``skipValue()``); an
  /// error when the text is not one well-formed object.
  mutating func topLevelScalars(named keys: Set<String>) throws(JSONValueError) -> [String: JSONValue]? {
    guard try nextNonWhitespace(expecting: .value) == UInt8(ascii: "{") else { return nil }
    index &+= 1
    var found: [String: JSONValue] = [:]
    var byte = try nextNonWhitespace(expecting: .key)
    while byte != UInt8(ascii: "}") {
      guard byte == UInt8(ascii: "\"") else { throw syntax(.key) }
      let key = try skipString()
      guard try nextNonWhitespace(expecting: .colon) == UInt8(ascii: ":") else { throw syntax(.colon) }
      index &+= 1
      // A key longer than any wanted one is not read: it cannot be one (an escape takes at most
      // six bytes of text per byte of the key).
      let maxLength = limits.maxStringLength
      if key.count <= 6 * maxLength, let name = JSONScalars.string(text.slice(key.start, count: key.count), isPlain: key.isPlain),
        name.utf8.count <= maxLength, keys.contains(name)
      {
        guard found[name] == nil, let scalar = try scalarOrOpening(depth: 0) else { return nil }
        found[name] = scalar
      } else {
        try skipValue()
      }
      byte = try nextNonWhitespace(expecting: .commaOrBrace)
      guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") else { throw syntax(.commaOrBrace) }
      if byte == UInt8(ascii: ",") {
        index &+= 1
        byte = try nextNonWhitespace(expecting: .key)
      }
    }
    index &+= 1
    skipWhitespace()
    guard index == count else { throw syntax(.endOfText) }
    return found
  }

  /// Moves past the value that starts at the next byte, checking its structure only (brackets,
  /// commas and colons, literals, string ends): nothing is built and no limit applies, so the
  /// memory it takes is one bit per level of nesting.
  private mutating func skipValue() throws(JSONValueError) {
    var objects = BitStack()
    while true {
      let byte = try nextNonWhitespace(expecting: .value)
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = byte == UInt8(ascii: "{")
        index &+= 1
        if try nextNonWhitespace(expecting: isObject ? .key : .value) == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index &+= 1
        } else {
          objects.push(isObject)
          if isObject { try skipKey() }
          continue
        }
      case UInt8(ascii: "\""):
        _ = try skipString()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        skipNumber()
      default:
        _ = try scalarOrOpening(depth: 0)
      }
      // After a value: close containers, or find the next member or element.
      while let isObject = objects.top {
        let byte = try nextNonWhitespace(expecting: isObject ? .commaOrBrace : .commaOrBracket)
        if byte == UInt8(ascii: ",") {
          index &+= 1
          if isObject { try skipKey() }
          break
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw syntax(isObject ? .commaOrBrace : .commaOrBracket)
        }
        index &+= 1
        objects.pop()
      }
      if objects.isEmpty { return }
    }
  }

  private mutating func skipKey() throws(JSONValueError) {
    guard try nextNonWhitespace(expecting: .key) == UInt8(ascii: "\"") else { throw syntax(.key) }
    _ = try skipString()
    guard try nextNonWhitespace(expecting: .colon) == UInt8(ascii: ":") else { throw syntax(.colon) }
    index &+= 1
  }
}

/// Which open containers are objects, one bit each, for ``JSONParser/skipValue()``.
private struct BitStack {
  private var words: [UInt64] = []
  private var depth = 0

  var isEmpty: Bool { depth == 0 }

  /// Whether the innermost open container is an object; `nil` when none is open.
  var top: Bool? {
    guard depth > 0 else { return nil }
    let bit = depth &- 1
    return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  mutating func push(_ isObject: Bool) {
    if depth >> 6 == words.count { words.append(0) }
    let mask: UInt64 = 1 << UInt64(depth & 63)
    if isObject { words[depth >> 6] |= mask } else { words[depth >> 6] &= ~mask }
    depth &+= 1
  }

  mutating func pop() { depth &-= 1 }
}
