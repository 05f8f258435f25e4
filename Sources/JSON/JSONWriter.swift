import Foundation

/// Serialises a ``JSONValue`` into UTF-8 bytes without recursion.
///
/// Strings are scanned eight bytes at a time and copied in runs of bytes that need no escape, and
/// sorted object members share one reusable stack, so large payloads cost few allocations.
/// Non-copyable because it owns its ``UTF8Output``.
package struct JSONWriter: ~Copyable {
  /// What the output is for.
  package enum Mode {
    /// Plain JSON: only the escapes JSON requires.
    case json
    /// A JavaScript expression that is also safe inside an HTML `<script>` element and for engines
    /// that predate ES2019: `<`, `>`, U+2028 and U+2029 are escaped too, and an object key
    /// `__proto__` is written as a computed key so it becomes an own property as with `JSON.parse`.
    case script
  }

  private let isScript: Bool
  var output: UTF8Output
  /// Set when a NaN or infinity was met (and written as `null`).
  package private(set) var foundNonFiniteNumber = false

  package init(mode: Mode, capacity: Int = 256) {
    isScript = mode == .script
    output = UTF8Output(capacity: capacity)
  }

  package func makeString() -> String {
    output.makeString()
  }

  /// The bytes written so far.
  package func makeData() -> Data {
    output.makeData()
  }

  package mutating func appendASCII(_ text: StaticString) {
    output.append(text)
  }

  package mutating func appendRaw(_ text: String) {
    output.append(contentsOf: text)
  }

  /// Appends the decimal digits of `value`.
  package mutating func appendInteger(_ value: Int) {
    output.appendDecimal(Int64(value))
  }

  /// One open container and how far it has been written.
  private struct Frame {
    /// The array being written; empty for objects, whose members sit on the shared member stack.
    var elements: [JSONValue] = []
    var isObject = false
    /// The outermost frame holds the root value alone and writes no punctuation.
    var isRoot = false
    /// Where the container starts: 0 for arrays, its first member's index for objects.
    var start = 0
    var next = 0
    var end = 0
  }

  /// Writes `root` with an explicit stack. The innermost open container is a local variable, so
  /// advancing through it costs no copies. The sorted members of all open objects share one
  /// stack-like array, so objects cost no allocation of their own once it has grown.
  package mutating func write(_ root: JSONValue) {
    var parents: [Frame] = []
    var members: [Member] = []
    var frame = Frame(elements: [root], isRoot: true, end: 1)
    while true {
      guard frame.next < frame.end else {
        if frame.isRoot { return }
        if frame.isObject {
          output.append(UInt8(ascii: "}"))
          members.removeLast(frame.end - frame.start)
        } else {
          output.append(UInt8(ascii: "]"))
        }
        frame = parents.removeLast()
        continue
      }
      let index = frame.next
      frame.next = index &+ 1
      if index > frame.start { output.append(UInt8(ascii: ",")) }
      let value: JSONValue
      if frame.isObject {
        writeKey(members[index].key)
        value = members[index].value
      } else {
        value = frame.elements[index]
      }
      switch value {
      case .array(let elements) where !elements.isEmpty:
        output.append(UInt8(ascii: "["))
        parents.append(frame)
        frame = Frame(elements: elements, end: elements.count)
      case .object(let object) where !object.isEmpty:
        output.append(UInt8(ascii: "{"))
        parents.append(frame)
        let start = members.count
        members.reserveCapacity(start &+ object.count)
        for (key, value) in object { members.append(Member(key: key, value: value)) }
        members.sortByKey(from: start)
        frame = Frame(isObject: true, start: start, next: start, end: members.count)
      default:
        writeScalar(value)
      }
    }
  }

  /// An object member waiting to be written. A struct rather than a tuple: removing tuples from
  /// an array destroys them through the runtime's generic tuple witness.
  struct Member {
    let key: String
    let value: JSONValue
  }

  private mutating func writeScalar(_ value: JSONValue) {
    switch value {
    case .null: output.append("null")
    case .bool(let flag): flag ? output.append("true") : output.append("false")
    case .number(let number): writeNumber(number)
    case .string(let string): writeString(string)
    case .array: output.append("[]")
    case .object: output.append("{}")
    }
  }

  mutating func writeKey(_ key: String) {
    if isScript && key == "__proto__" {
      output.append("[\"__proto__\"]:")
    } else {
      writeString(key)
      output.append(UInt8(ascii: ":"))
    }
  }

  /// Swift's shortest round-trip form without a trailing `.0`, as `JSONEncoder` writes numbers:
  /// valid JSON for finite values (`1`, `0.5`, `1e-07`, `6e+16`). Integers below 2^53 and short
  /// fractions are written without building that text.
  package mutating func writeNumber(_ number: Double) {
    guard number.isFinite else {
      foundNonFiniteNumber = true
      output.append("null")
      return
    }
    if number == 0 {
      number.sign == .minus ? output.append("-0") : output.append("0")
    } else if number.rounded(.towardZero) == number, number.magnitude < 9_007_199_254_740_992 {
      output.appendDecimal(Int64(number))
    } else if !output.appendShortFraction(number) {
      var text = number.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      output.append(contentsOf: text)
    }
  }

  package mutating func writeString(_ string: String) {
    output.append(UInt8(ascii: "\""))
    TextBytes.withUTF8(of: string) { writeEscaped($0) }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends `input` with the escapes the mode needs, copying runs of plain bytes at once.
  ///
  /// Works eight bytes at a time: a word's escape mask says exactly which bytes are special, so
  /// plain bytes are never looked at one by one.
  private mutating func writeEscaped(_ input: TextBytes) {
    let isScript = self.isScript
    let end = input.count
    output.reserve(end)
    // Short strings, most keys among them, are copied byte by byte as they are checked (cheaper
    // than word by word, and than a call to copy a few bytes); at the first byte that needs an
    // escape the copy is undone and the word loop writes the string.
    if end < 8 {
      let mark = output.byteCount
      var index = 0
      while index < end, !Self.needsEscape(input[index], isScript: isScript) {
        output.appendReserved(input[index])
        index &+= 1
      }
      if index == end { return }
      output.truncate(to: mark)
    }
    var runStart = 0
    var wordStart = 0
    while wordStart < end {
      var mask = Self.escapeMask(input.word(at: wordStart), isScript: isScript)
      while mask != 0 {
        let index = wordStart &+ mask.trailingZeroBitCount &>> 3
        mask &= mask &- 1
        let byte = input[index]
        if byte == 0xE2 {
          // U+2028 and U+2029 are E2 80 A8 / E2 80 A9 in UTF-8; other E2 sequences are copied.
          guard index &+ 2 < end, input[index &+ 1] == 0x80, input[index &+ 2] & 0xFE == 0xA8 else { continue }
          output.append(input.slice(runStart, count: index &- runStart))
          input[index &+ 2] == 0xA8 ? output.append("\\u2028") : output.append("\\u2029")
          runStart = index &+ 3
        } else {
          output.append(input.slice(runStart, count: index &- runStart))
          writeEscape(byte)
          runStart = index &+ 1
        }
      }
      // A separator may run past the word; its continuation bytes are never special.
      wordStart = max(wordStart &+ 8, runStart)
    }
    output.append(input.slice(runStart, count: end &- runStart))
  }

  /// Whether `byte` cannot be copied as it is: what ``escapeMask(_:isScript:)`` marks.
  @inline(__always)
  private static func needsEscape(_ byte: UInt8, isScript: Bool) -> Bool {
    // Bytes below 0x40 are looked up in a bitmap: controls and `"`, plus `<` and `>` for scripts.
    if byte < 0x40 {
      let special: UInt64 = isScript ? 0x5000_0004_FFFF_FFFF : 0x0000_0004_FFFF_FFFF
      return special &>> byte & 1 != 0
    }
    return byte == UInt8(ascii: "\\") || (isScript && byte == 0xE2)
  }

  /// The high bit of each byte of `word` that cannot be copied as it is: controls, `"` and `\`,
  /// plus for scripts `<`, `>` and the lead byte of U+2028/U+2029 (checked further).
  @inline(__always)
  private static func escapeMask(_ word: UInt64, isScript: Bool) -> UInt64 {
    let plain = ByteMask.stringStops(word)
    guard isScript else { return plain }
    return plain | ByteMask.bytes(of: word, equalTo: 0x3C) | ByteMask.bytes(of: word, equalTo: 0x3E)
      | ByteMask.bytes(of: word, equalTo: 0xE2)
  }

  private mutating func writeEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): output.append("\\\"")
    case UInt8(ascii: "\\"): output.append("\\\\")
    case 0x0A: output.append("\\n")
    case 0x0D: output.append("\\r")
    case 0x09: output.append("\\t")
    case 0x08: output.append("\\b")
    case 0x0C: output.append("\\f")
    default:
      output.append("\\u00")
      output.append(Self.hexDigit(byte >> 4))
      output.append(Self.hexDigit(byte & 0xF))
    }
  }

  @inline(__always)
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
  }
}
