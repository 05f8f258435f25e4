import Foundation

/// Serialises a ``JSONValue`` into UTF-8 bytes without recursion.
///
/// Strings are copied in runs of bytes that need no escape, and sorted object members share one
/// reusable stack, so large payloads cost few allocations. Only whole UTF-8 sequences and ASCII
/// are added, so the bytes are valid UTF-8 by construction.
package struct JSONWriter {
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
  /// The bytes written so far.
  package private(set) var output: [UInt8] = []
  /// Set when a NaN or infinity was met (and written as `null`).
  package private(set) var foundNonFiniteNumber = false

  package init(mode: Mode, capacity: Int = 256) {
    isScript = mode == .script
    output.reserveCapacity(capacity)
  }

  /// The bytes written so far as text, validated again on purpose: scripts go into the page, and
  /// a writer bug must surface as replacement characters, never as a malformed `String`.
  package func makeString() -> String {
    String(decoding: output, as: UTF8.self)
  }

  package mutating func appendASCII(_ text: StaticString) {
    append(text)
  }

  package mutating func appendRaw(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  /// Appends `bytes` as they are: text another writer made (`JSONEncoder`'s), valid UTF-8.
  package mutating func appendRaw(_ bytes: Data) {
    output.append(contentsOf: bytes)
  }

  /// Appends the decimal digits of `value`.
  package mutating func appendInteger(_ value: Int) {
    output.append(contentsOf: String(value).utf8)
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
        members[start...].sort { $0.key < $1.key }
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
    case .null: append("null")
    case .bool(let flag): flag ? append("true") : append("false")
    case .number(let number): writeNumber(number)
    case .string(let string): writeString(string)
    case .array: append("[]")
    case .object: append("{}")
    }
  }

  mutating func writeKey(_ key: String) {
    if isScript && key == "__proto__" {
      append("[\"__proto__\"]:")
    } else {
      writeString(key)
      output.append(UInt8(ascii: ":"))
    }
  }

  /// Swift's shortest round-trip form without a trailing `.0`, as `JSONEncoder` writes numbers:
  /// valid JSON for finite values (`1`, `0.5`, `1e-07`, `6e+16`), and `-0` for negative zero;
  /// integers below 2^53 in full.
  package mutating func writeNumber(_ number: Double) {
    guard number.isFinite else {
      foundNonFiniteNumber = true
      append("null")
      return
    }
    // Integers as JavaScript writes them (`1000000000000000`, where `description` has `1e+15`).
    if number.rounded(.towardZero) == number, number.magnitude < 9_007_199_254_740_992, number != 0 {
      return output.append(contentsOf: String(Int64(number)).utf8)
    }
    // `description` less its `.0`, as bytes: trimming `Character`s costs more than the conversion.
    TextBytes.withUTF8(of: number.description) { digits in
      let trimmed = digits.count > 2 && digits[digits.count - 2] == 0x2E && digits[digits.count - 1] == 0x30
      append(trimmed ? digits.slice(0, count: digits.count - 2) : digits)
    }
  }

  package mutating func writeString(_ string: String) {
    output.append(UInt8(ascii: "\""))
    TextBytes.withUTF8(of: string) { writeEscaped($0) }
    output.append(UInt8(ascii: "\""))
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  private mutating func append(_ bytes: TextBytes) {
    bytes.append(to: &output)
  }

  /// Appends `input` with the escapes the mode needs, copying runs of plain bytes at once.
  private mutating func writeEscaped(_ input: TextBytes) {
    let end = input.count
    var runStart = 0
    var index = 0
    while index < end {
      let byte = input[index]
      guard Self.needsEscape(byte, isScript: isScript) else {
        index &+= 1
        continue
      }
      if byte == 0xE2 {
        // U+2028 and U+2029 are E2 80 A8 / E2 80 A9 in UTF-8; other E2 sequences are copied.
        guard index &+ 2 < end, input[index &+ 1] == 0x80, input[index &+ 2] & 0xFE == 0xA8 else {
          index &+= 1
          continue
        }
        append(input.slice(runStart, count: index &- runStart))
        input[index &+ 2] == 0xA8 ? append("\\u2028") : append("\\u2029")
        index &+= 3
      } else {
        append(input.slice(runStart, count: index &- runStart))
        writeEscape(byte)
        index &+= 1
      }
      runStart = index
    }
    append(input.slice(runStart, count: end &- runStart))
  }

  /// Whether `byte` cannot be copied as it is: controls, `"` and `\\`, plus for scripts `<`, `>`
  /// and the lead byte of U+2028/U+2029 (checked further).
  private static func needsEscape(_ byte: UInt8, isScript: Bool) -> Bool {
    // Bytes below 0x40 are looked up in a bitmap: controls and `"`, plus `<` and `>` for scripts.
    if byte < 0x40 {
      let special: UInt64 = isScript ? 0x5000_0004_FFFF_FFFF : 0x0000_0004_FFFF_FFFF
      return special &>> byte & 1 != 0
    }
    return byte == UInt8(ascii: "\\") || (isScript && byte == 0xE2)
  }

  private mutating func writeEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case 0x0A: append("\\n")
    case 0x0D: append("\\r")
    case 0x09: append("\\t")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    default:
      append("\\u00")
      output.append(Self.hexDigit(byte >> 4))
      output.append(Self.hexDigit(byte & 0xF))
    }
  }

  @inline(__always)
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
  }
}
