/// Reads JSON text (RFC 8259 and nothing else) into a ``JSONValue`` in one pass: the package's one
/// JSON reader, for what a page sends and for the package's own reading of text as values.
///
/// Within `limits`: nesting depth, the count of values and the length of strings and keys are
/// checked as the text is read, a duplicate key is an error, and a number too small for a
/// `Double` becomes zero (as `JSONSerialization` and `Double(_:)` read it). An explicit stack of
/// open containers, never recursion, so a text of any depth is read without growing the call
/// stack. Every error names the byte where reading stopped.
struct JSONParser {
  let text: TextBytes
  let count: Int
  let limits: JSONLimits
  var index = 0
  private var elements = 0

  init(text: TextBytes, limits: JSONLimits) {
    self.text = text
    self.count = text.count
    self.limits = limits
  }

  /// An array or object being read: what is built so far, and the key of the member being read.
  ///
  /// The frame of each level is kept for the next container at that level, and its storage is
  /// made the size of the last one there: siblings tend to look alike (the records of an array),
  /// so most containers are built in one allocation, without an object's members being rehashed
  /// as it grows (`json-parser`).
  private struct Open {
    var isObject = false
    var elements: [JSONValue] = []
    var members: [String: JSONValue] = [:]
    var key = ""
    var keyOffset = 0
    /// How many elements or members the last container at this level held.
    var lastCount = 4

    /// Starts a container at this level.
    mutating func start(isObject: Bool) {
      self.isObject = isObject
      // Not `reserveCapacity` on a dictionary, which the standard library runs unspecialised.
      if isObject { members = [String: JSONValue](minimumCapacity: lastCount) } else { elements.reserveCapacity(lastCount) }
    }

    /// The finished array or object, moved out.
    mutating func finish() -> JSONValue {
      if isObject {
        lastCount = members.count
        defer { members = [:] }
        return .object(members)
      }
      lastCount = elements.count
      defer { elements = [] }
      return .array(elements)
    }
  }

  /// The one value of the whole text, with nothing but white space after it.
  mutating func parseDocument() throws(JSONValueError) -> JSONValue {
    var frames: [Open] = []
    var depth = 0
    while true {
      var value: JSONValue
      if let scalar = try scalarOrOpening(depth: depth) {
        value = scalar
      } else {
        let isObject = text[index] == UInt8(ascii: "{")
        index &+= 1
        let following = try nextNonWhitespace(expecting: isObject ? .key : .value)
        if following == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index &+= 1
          value = isObject ? .object([:]) : .array([])
        } else {
          if depth == frames.count { frames.append(Open()) }
          frames[depth].start(isObject: isObject)
          depth &+= 1
          if isObject { try readKey(into: &frames[depth &- 1]) }
          continue
        }
      }
      // Store the value in its container; a container it completes is stored in turn.
      while true {
        guard depth > 0 else {
          skipWhitespace()
          guard index == count else { throw syntax(.endOfText) }
          return value
        }
        let top = depth &- 1
        let isObject = frames[top].isObject
        if isObject {
          guard frames[top].members.updateValue(value, forKey: frames[top].key) == nil else {
            throw .duplicateKey(frames[top].key, path: "byte \(frames[top].keyOffset)")
          }
        } else {
          frames[top].elements.append(value)
        }
        let byte = try nextNonWhitespace(expecting: isObject ? .commaOrBrace : .commaOrBracket)
        if byte == UInt8(ascii: ",") {
          index &+= 1
          if isObject { try readKey(into: &frames[top]) }
          break
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw syntax(isObject ? .commaOrBrace : .commaOrBracket)
        }
        index &+= 1
        value = frames[top].finish()
        depth = top
      }
    }
  }

  /// Reads the scalar that starts at the next byte, or, when an array or object opens there,
  /// checks the depth and returns `nil` with ``index`` on its bracket. Either way it counts as
  /// one value.
  mutating func scalarOrOpening(depth: Int) throws(JSONValueError) -> JSONValue? {
    let byte = try nextNonWhitespace(expecting: .value)
    elements &+= 1
    if elements > limits.maxElements { throw .tooManyElements(limit: limits.maxElements) }
    switch byte {
    case UInt8(ascii: "\""):
      return .string(try readString())
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth) }
      return nil
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      skipNumber()
      guard let number = JSONScalars.double(text.slice(start, count: index &- start)) else {
        throw .syntax(offset: start, reason: "invalid number, or too large for a Double")
      }
      return .number(number)
    default:
      throw syntax(.value)
    }
  }

  /// A member's key and the colon after it, into the object being read.
  private mutating func readKey(into open: inout Open) throws(JSONValueError) {
    guard try nextNonWhitespace(expecting: .key) == UInt8(ascii: "\"") else { throw syntax(.key) }
    open.keyOffset = index &+ 1
    open.key = try readString()
    guard try nextNonWhitespace(expecting: .colon) == UInt8(ascii: ":") else { throw syntax(.colon) }
    index &+= 1
  }

  /// The string whose opening quote is at ``index``, unescaped and within the string limit.
  private mutating func readString() throws(JSONValueError) -> String {
    let quote = index
    let (start, length, isPlain) = try skipString()
    guard let string = JSONScalars.string(text.slice(start, count: length), isPlain: isPlain) else {
      throw .syntax(
        offset: quote, reason: "invalid string: a bad escape, a lone surrogate or a control character")
    }
    if string.utf8.count > limits.maxStringLength { throw .stringTooLong(limit: limits.maxStringLength) }
    return string
  }

  // MARK: Reading without building

  /// Moves past the string whose opening quote is at ``index``: finds the closing quote eight
  /// bytes at a time and notes whether the bytes between are the string as they stand (no
  /// escape, no control character). Returns where its bytes start, how many there are, and
  /// whether they are plain.
  mutating func skipString() throws(JSONValueError) -> (start: Int, count: Int, isPlain: Bool) {
    let quote = index
    index &+= 1
    let start = index
    var plain = true
    while true {
      guard index < count else { throw unterminated(quote) }
      let stops = ByteMask.stringStops(text.word(at: index))
      guard stops != 0 else {
        index &+= 8
        continue
      }
      index &+= stops.trailingZeroBitCount &>> 3
      guard index < count else { throw unterminated(quote) }
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { break }
      plain = false
      index &+= 1
      guard byte == UInt8(ascii: "\\") else { continue }
      // An escape: the next byte is taken as is; `\u` needs four more, none of them a quote.
      guard index < count else { throw unterminated(quote) }
      let escaped = text[index]
      index &+= 1
      if escaped == UInt8(ascii: "u") {
        guard index &+ 4 <= count else { throw unterminated(quote) }
        for offset in 0..<4 where text[index &+ offset] == UInt8(ascii: "\"") { throw syntax(.escape) }
        index &+= 4
      }
    }
    let length = index &- start
    index &+= 1
    return (start, length, plain)
  }

  /// Moves past a number's bytes; their syntax is checked when the number is read.
  mutating func skipNumber() {
    index &+= 1
    while index < count, text[index].isNumberByte { index &+= 1 }
  }

  // MARK: Bytes

  /// Moves past `literal`, which must be the next bytes.
  private mutating func expect(_ literal: String) throws(JSONValueError) {
    for byte in literal.utf8 {
      guard index < count, text[index] == byte else { throw syntax(.literal) }
      index &+= 1
    }
  }

  mutating func nextNonWhitespace(expecting expected: Expected) throws(JSONValueError) -> UInt8 {
    skipWhitespace()
    guard index < count else { throw syntax(expected) }
    return text[index]
  }

  mutating func skipWhitespace() {
    while index < count {
      switch text[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
      default: return
      }
    }
  }

  // MARK: Errors

  /// What the reader expected where it stopped.
  enum Expected {
    case value, key, colon, commaOrBrace, commaOrBracket, literal, escape, endOfText

    var reason: String {
      switch self {
      case .value: "unexpected character, expected a value"
      case .key: "expected a string key"
      case .colon: "expected ':' after key"
      case .commaOrBrace: "expected ',' or '}' in object"
      case .commaOrBracket: "expected ',' or ']' in array"
      case .literal: "invalid literal, expected true, false or null"
      case .escape: "invalid \\u escape"
      case .endOfText: "unexpected text after the JSON value"
      }
    }
  }

  /// Kept out of line: only a text that fails builds one.
  @inline(never)
  func syntax(_ expected: Expected) -> JSONValueError {
    let atEnd = expected == .value && index >= count
    return .syntax(offset: index, reason: atEnd ? "unexpected end of text, expected a value" : expected.reason)
  }

  @inline(never)
  private func unterminated(_ quote: Int) -> JSONValueError {
    .syntax(offset: quote, reason: "unterminated string")
  }
}

extension UInt8 {
  /// Bytes that can be part of a number: digits, `.`, `+`, `-`, `e`, `E`.
  fileprivate var isNumberByte: Bool {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
