/// One JSON value of a log line, as ``LineTape`` found it.
///
/// Scalars record where their text is; containers how many elements they hold and where the
/// value after them starts, so a decoder can skip a whole subtree in one step. An object's
/// members are a key node (a string) followed by the value's nodes.
package struct TapeNode {
  package enum Kind: UInt8 {
    case null, `true`, `false`, number, string, array, object
  }

  package var kind: Kind
  /// For strings, ``TapeNode/simple`` and ``TapeNode/ascii``.
  package var flags: UInt8
  /// Strings: the first byte after the opening quote. Numbers: the first byte.
  package var start: UInt32
  /// Strings and numbers: their length in bytes. Arrays: elements. Objects: members.
  package var count: UInt32
  /// The index of the node after this value and everything inside it.
  package var next: UInt32
  /// The index of the array or object holding this value; ``TapeNode/root`` for the line's value.
  package var parent: UInt32

  /// A string without escapes or control characters: its bytes are its UTF-8.
  package static let simple: UInt8 = 1
  /// A string whose bytes are all ASCII.
  package static let ascii: UInt8 = 2
  /// The parent of the top-level value.
  package static let root = UInt32.max

  package var isSimple: Bool { flags & Self.simple != 0 }
  package var isSimpleASCII: Bool { flags == Self.simple | Self.ascii }
}

/// Indexes a log line's JSON in one pass, the way Foundation's `JSONDecoder` scans its input.
///
/// The scan checks the structure only: brackets, commas and colons, literals, string ends,
/// nesting depth (at most 512), nothing but white space after the value. It accepts what
/// `JSONDecoder` accepts, including a trailing comma before `]` or `}` and a UTF-8 byte order
/// mark. Escapes, UTF-8, control characters and number syntax are checked only when a value is
/// read, as `JSONDecoder` does, so a line decodes (or fails) exactly as it would there.
///
/// Owns the node storage, which grows to the largest line seen and is reused for every line.
@usableFromInline
package final class LineTape {
  package static let maxDepth = 512

  /// Nodes of the last line scanned. Valid until the next ``scan(_:)``.
  package private(set) var nodes: UnsafeMutablePointer<TapeNode>
  private var capacity: Int
  /// The open arrays and objects while scanning, innermost last.
  private let open: UnsafeMutablePointer<UInt32>

  package init() {
    capacity = 64
    nodes = .allocate(capacity: capacity)
    open = .allocate(capacity: Self.maxDepth)
  }

  deinit {
    nodes.deallocate()
    open.deallocate()
  }

  /// Scans `line`; afterwards node 0 is its value.
  package func scan(_ line: UnsafeRawBufferPointer) throws(TapeSyntaxError) {
    guard let start = line.baseAddress, line.count < Int(UInt32.max) else { throw TapeSyntaxError() }
    var scanner = TapeScanner(
      text: start.assumingMemoryBound(to: UInt8.self), count: line.count, nodes: nodes, capacity: capacity, open: open)
    defer {
      nodes = scanner.nodes
      capacity = scanner.capacity
    }
    try scanner.scanDocument()
  }
}

/// Thrown for a line that is not JSON: `JSONDecoder` reports all of these the same way.
package struct TapeSyntaxError: Error {}

/// The state of one scan, in local variables rather than class properties so that the loop
/// pays no exclusivity checks.
private struct TapeScanner {
  package let text: UnsafePointer<UInt8>
  package let count: Int
  package var nodes: UnsafeMutablePointer<TapeNode>
  package var capacity: Int
  let open: UnsafeMutablePointer<UInt32>
  package var index = 0
  package var used = 0
  package var depth = 0

  init(text: UnsafePointer<UInt8>, count: Int, nodes: UnsafeMutablePointer<TapeNode>, capacity: Int, open: UnsafeMutablePointer<UInt32>) {
    self.text = text
    self.count = count
    self.nodes = nodes
    self.capacity = capacity
    self.open = open
  }

  package mutating func scanDocument() throws(TapeSyntaxError) {
    if count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { index = 3 }
    while true {
      // A value that opens a non-empty array or object is followed by its first element.
      while try scanValue() {}
      // After a value: close containers, or find the next member or element.
      while true {
        guard depth > 0 else {
          skipWhitespace()
          guard index == count else { throw TapeSyntaxError() }
          return
        }
        let container = Int(open[depth &- 1])
        nodes[container].count &+= 1
        let isObject = nodes[container].kind == .object
        let byte = try nextNonWhitespace()
        if byte == UInt8(ascii: ",") {
          index &+= 1
          let following = try nextNonWhitespace()
          // `JSONDecoder` accepts a trailing comma.
          if following == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            close(container)
            continue
          }
          if isObject { try scanKey() }
          break
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw TapeSyntaxError() }
        close(container)
      }
    }
  }

  /// Scans one value. Returns `true` when it opened an array or object whose first element
  /// (after its key, for an object) comes next; ``scanDocument()`` fills it without recursion.
  private mutating func scanValue() throws(TapeSyntaxError) -> Bool {
    let byte = try nextNonWhitespace()
    let parent = depth > 0 ? open[depth &- 1] : TapeNode.root
    switch byte {
    case UInt8(ascii: "\""):
      try scanString(parent: parent)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < LineTape.maxDepth else { throw TapeSyntaxError() }
      let isObject = byte == UInt8(ascii: "{")
      let node = append(TapeNode(kind: isObject ? .object : .array, flags: 0, start: UInt32(index), count: 0, next: 0, parent: parent))
      index &+= 1
      let following = try nextNonWhitespace()
      if following == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index &+= 1
        nodes[node].next = UInt32(used)
        return false
      }
      open[depth] = UInt32(node)
      depth &+= 1
      if isObject { try scanKey() }
      return true
    case UInt8(ascii: "t"):
      try expect(0x6575_7274, length: 4)  // "true"
      append(TapeNode(kind: .true, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "f"):
      guard index &+ 5 <= count, text[index &+ 4] == UInt8(ascii: "e") else { throw TapeSyntaxError() }
      try expect(0x736C_6166, length: 5)  // "false"
      append(TapeNode(kind: .false, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "n"):
      try expect(0x6C6C_756E, length: 4)  // "null"
      append(TapeNode(kind: .null, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      index &+= 1
      // The number's syntax is checked when it is read; here it only has to end.
      while index < count, text[index].isNumberByte { index &+= 1 }
      append(TapeNode(kind: .number, flags: 0, start: UInt32(start), count: UInt32(index &- start), next: UInt32(used &+ 1), parent: parent))
    default:
      throw TapeSyntaxError()
    }
    return false
  }

  /// A member's key and the colon after it.
  private mutating func scanKey() throws(TapeSyntaxError) {
    guard try nextNonWhitespace() == UInt8(ascii: "\"") else { throw TapeSyntaxError() }
    try scanString(parent: open[depth &- 1])
    guard try nextNonWhitespace() == UInt8(ascii: ":") else { throw TapeSyntaxError() }
    index &+= 1
  }

  /// A string from its opening quote: finds the closing quote eight bytes at a time and notes
  /// whether the bytes between need unescaping or UTF-8 validation.
  private mutating func scanString(parent: UInt32) throws(TapeSyntaxError) {
    index &+= 1
    let start = index
    var flags = TapeNode.simple | TapeNode.ascii
    while true {
      guard index < count else { throw TapeSyntaxError() }
      let word = loadWord(at: index)
      if word & 0x8080_8080_8080_8080 != 0 { flags &= ~TapeNode.ascii }
      let stops = Self.stopMask(word)
      guard stops != 0 else {
        index &+= 8
        continue
      }
      index &+= stops.trailingZeroBitCount &>> 3
      guard index < count else { throw TapeSyntaxError() }
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { break }
      flags &= ~TapeNode.simple
      index &+= 1
      guard byte == UInt8(ascii: "\\") else { continue }
      // An escape: the next byte is taken as is; `\u` needs four more, none of them a quote.
      guard index < count else { throw TapeSyntaxError() }
      let escaped = text[index]
      index &+= 1
      if escaped == UInt8(ascii: "u") {
        guard index &+ 4 <= count else { throw TapeSyntaxError() }
        for offset in 0..<4 where text[index &+ offset] == UInt8(ascii: "\"") { throw TapeSyntaxError() }
        index &+= 4
      }
    }
    // Bytes of the last word past the quote were looked at too: recheck ASCII on the string only.
    if flags & TapeNode.ascii == 0 {
      var ascii = true
      for offset in start..<index where text[offset] >= 0x80 {
        ascii = false
        break
      }
      if ascii { flags |= TapeNode.ascii }
    }
    append(TapeNode(kind: .string, flags: flags, start: UInt32(start), count: UInt32(index &- start), next: UInt32(used &+ 1), parent: parent))
    index &+= 1
  }

  /// The high bit of each byte of `word` that ends a run of plain string bytes: `"`, `\` or a
  /// control character.
  @inline(__always)
  private static func stopMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 {
      let low = ones &* 0x7F
      return ~(((value & low) &+ low) | value | low)
    }
    return zeroBytes(word & (ones &* 0xE0)) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// The eight bytes from `start`, little-endian; bytes past the end read as `A`, which stops
  /// nothing, so the loop's end check decides.
  @inline(__always)
  private func loadWord(at start: Int) -> UInt64 {
    let available = count &- start
    if available >= 8 { return UInt64(littleEndian: UnsafeRawPointer(text + start).loadUnaligned(as: UInt64.self)) }
    var word: UInt64 = 0x4141_4141_4141_4141 << (available &* 8)
    for offset in 0..<available { word |= UInt64(text[start &+ offset]) << (offset &* 8) }
    return word
  }

  /// Compares the next `length` bytes (at most five) with a literal whose first four bytes are
  /// `prefix`, little-endian; the fifth is checked by the caller.
  @inline(__always)
  private mutating func expect(_ prefix: UInt32, length: Int) throws(TapeSyntaxError) {
    guard index &+ length <= count,
      UInt32(littleEndian: UnsafeRawPointer(text + index).loadUnaligned(as: UInt32.self)) == prefix
    else { throw TapeSyntaxError() }
    index &+= length
  }

  private mutating func close(_ container: Int) {
    index &+= 1
    nodes[container].next = UInt32(used)
    depth &-= 1
  }

  @inline(__always)
  private mutating func nextNonWhitespace() throws(TapeSyntaxError) -> UInt8 {
    skipWhitespace()
    guard index < count else { throw TapeSyntaxError() }
    return text[index]
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while index < count {
      switch text[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
      default: return
      }
    }
  }

  @discardableResult
  @inline(__always)
  private mutating func append(_ node: TapeNode) -> Int {
    if used == capacity { grow() }
    nodes[used] = node
    used &+= 1
    return used &- 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<TapeNode>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: nodes, count: used)
    nodes.deallocate()
    nodes = larger
    capacity *= 2
  }
}

extension UInt8 {
  /// Bytes `JSONDecoder`'s scanner takes as part of a number: digits, `.`, `+`, `-`, `e`, `E`.
  fileprivate var isNumberByte: Bool {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
