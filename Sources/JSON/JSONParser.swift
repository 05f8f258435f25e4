/// Parses RFC 8259 JSON text into a ``JSONValue`` with an explicit stack instead of recursion,
/// enforcing ``JSONLimits`` as it goes.
///
/// Strict: no comments, trailing commas, `NaN`, leading zeros or duplicate keys; `\u` escapes that
/// leave a lone surrogate are refused because a Swift `String` cannot hold one. The reading
/// primitives are internal for the top-level scan in `JSONParser+TopLevel.swift`.
package struct JSONParser {
  package let input: UnsafeBufferPointer<UInt8>
  private let limits: JSONLimits
  package var index = 0
  private var elementCount = 0

  /// One open array or object. A struct, so its contents grow in place on the stack.
  private struct Container {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [String: JSONValue] = [:]
    var key = ""
  }

  package static func parse(_ text: String, limits: JSONLimits) throws(JSONValueError) -> JSONValue {
    var text = text
    guard text.utf8.count <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
    let result = text.withUTF8 { input in
      Result { () throws(JSONValueError) -> JSONValue in
        var parser = JSONParser(input: input, limits: limits)
        return try parser.parseDocument()
      }
    }
    return try result.get()
  }

  package init(input: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.input = input
    self.limits = limits
  }

  private mutating func parseDocument() throws(JSONValueError) -> JSONValue {
    var stack: [Container] = []
    skipWhitespace()
    while true {
      elementCount += 1
      guard elementCount <= limits.maxElements else {
        throw .tooManyElements(limit: limits.maxElements)
      }
      guard let byte = peek() else { throw syntax("unexpected end of text, expected a value") }
      var value: JSONValue
      switch byte {
      case UInt8(ascii: "{"):
        guard stack.count < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth) }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          index += 1
          value = .object([:])
        } else {
          stack.append(Container(isObject: true, key: try parseKey()))
          continue
        }
      case UInt8(ascii: "["):
        guard stack.count < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth) }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          index += 1
          value = .array([])
        } else {
          stack.append(Container(isObject: false))
          continue
        }
      case UInt8(ascii: "\""):
        value = .string(try parseString())
      case UInt8(ascii: "t"):
        try expectWord("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try expectWord("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try expectWord("null")
        value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      default:
        throw syntax("unexpected character, expected a value")
      }
      // Store the finished value in its container; a closing bracket finishes that one too.
      attaching: while true {
        skipWhitespace()
        guard let top = stack.indices.last else {
          guard index == input.count else { throw syntax("unexpected text after the JSON value") }
          return value
        }
        if stack[top].isObject {
          let key = stack[top].key
          guard stack[top].members.updateValue(value, forKey: key) == nil else {
            throw .duplicateKey(key, path: "byte \(index)")
          }
          switch peek() {
          case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            stack[top].key = try parseKey()
            break attaching
          case UInt8(ascii: "}"):
            index += 1
            value = .object(stack.removeLast().members)
          default:
            throw syntax("expected ',' or '}' in object")
          }
        } else {
          stack[top].elements.append(value)
          switch peek() {
          case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            break attaching
          case UInt8(ascii: "]"):
            index += 1
            value = .array(stack.removeLast().elements)
          default:
            throw syntax("expected ',' or ']' in array")
          }
        }
      }
    }
  }

  package func peek() -> UInt8? {
    index < input.count ? input[index] : nil
  }

  package func syntax(_ reason: String) -> JSONValueError {
    .syntax(offset: index, reason: reason)
  }

  package mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }

  package mutating func expectWord(_ word: StaticString) throws(JSONValueError) {
    let length = word.utf8CodeUnitCount
    guard index + length <= input.count,
      word.withUTF8Buffer({ $0.elementsEqual(input[index..<(index + length)]) })
    else { throw syntax("invalid literal, expected \(word)") }
    index += length
  }

  private mutating func parseKey() throws(JSONValueError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a string key") }
    let key = try parseString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after key") }
    index += 1
    skipWhitespace()
    return key
  }

  package mutating func parseString() throws(JSONValueError) -> String {
    index += 1
    let start = index
    while index < input.count {
      let byte = input[index]
      if byte == UInt8(ascii: "\"") {
        try checkStringLength(index - start)
        let string = String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
        index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw syntax("unescaped control character in string") }
      index += 1
    }
    var bytes = Array(input[start..<index])
    while index < input.count {
      let byte = input[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &bytes)
      case 0..<0x20:
        throw syntax("unescaped control character in string")
      default:
        bytes.append(byte)
        index += 1
      }
      try checkStringLength(bytes.count)
    }
    throw syntax("unterminated string")
  }

  private func checkStringLength(_ length: Int) throws(JSONValueError) {
    guard length <= limits.maxStringLength else {
      throw .stringTooLong(limit: limits.maxStringLength)
    }
  }

  private mutating func parseEscape(into bytes: inout [UInt8]) throws(JSONValueError) {
    guard let byte = peek() else { throw syntax("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
    case UInt8(ascii: "b"): bytes.append(0x08)
    case UInt8(ascii: "f"): bytes.append(0x0C)
    case UInt8(ascii: "n"): bytes.append(0x0A)
    case UInt8(ascii: "r"): bytes.append(0x0D)
    case UInt8(ascii: "t"): bytes.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard peek() == UInt8(ascii: "\\"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "u")
        else { throw syntax("lone surrogate escape; a Swift String cannot hold it") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw syntax("lone surrogate escape; a Swift String cannot hold it")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw syntax("lone surrogate escape; a Swift String cannot hold it")
      }
      guard let unicodeScalar = Unicode.Scalar(scalar) else { throw syntax("invalid \\u escape") }
      bytes.append(contentsOf: unicodeScalar.utf8)
    default:
      throw syntax("invalid escape character")
    }
  }

  package mutating func parseHex4() throws(JSONValueError) -> UInt32 {
    guard index + 4 <= input.count else { throw syntax("incomplete \\u escape") }
    var value: UInt32 = 0
    for byte in input[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw syntax("invalid hex digit in \\u escape")
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  package mutating func parseNumber() throws(JSONValueError) -> Double {
    let start = index
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw .syntax(offset: start, reason: "number is out of range for a Double")
    }
    return number
  }

  /// Moves past a number as RFC 8259 writes it, whatever its size.
  package mutating func skipNumber() throws(JSONValueError) {
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw syntax("invalid number") }
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() > 0 else { throw syntax("expected digits after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard skipDigits() > 0 else { throw syntax("expected digits in exponent") }
    }
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
    }
    return index - start
  }
}
