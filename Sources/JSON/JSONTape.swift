/// Indexes JSON text (RFC 8259 and nothing else) in one pass: the package's one JSON scanner, for
/// what a page sends and for the package's own reading of log lines as values.
///
/// The scan checks the structure only: brackets, commas and colons, literals, string ends,
/// nesting depth, nothing but white space after the value. Escapes, UTF-8, control characters
/// and number syntax are checked when a value is built (``TapeScalars``).
///
/// Owns the node storage, which grows to the largest text seen and is reused for every scan.
@usableFromInline
package final class JSONTape {
  /// Nodes of the last text scanned. Valid until the next scan.
  package private(set) var nodes: RawStorage<TapeNode>
  /// The open arrays and objects while scanning, innermost last.
  private var open: RawStorage<UInt32>

  /// Creates a tape with room for `capacity` nodes to start with (it grows as needed); a text
  /// has at most one node per two bytes.
  package init(capacity: Int = 64) {
    nodes = RawStorage(capacity: max(capacity, 4))
    open = RawStorage(capacity: 16)
  }

  /// Room for the nodes of a text of `byteCount` bytes, to start with: enough that a short text
  /// never grows the tape, never so much that a long string costs many times its size.
  package static func capacity(for byteCount: Int) -> Int {
    min(byteCount / 4, 4096)
  }

  deinit {
    nodes.free()
    open.free()
  }

  /// Scans `text`; afterwards node 0 is its value.
  package func scan(_ text: TextBytes, maxDepth: Int) throws(TapeSyntaxError) {
    try scan(text, maxDepth: maxDepth, keeping: WholeText.self)
  }

  /// Scans `text` keeping only the top-level value and, when it is an array or object, its
  /// elements or members (a nested container's node is kept, its contents are not): the memory
  /// of a scan of any text is then bounded by its first two levels.
  package func scanTopLevel(_ text: TextBytes, maxDepth: Int) throws(TapeSyntaxError) {
    try scan(text, maxDepth: maxDepth, keeping: TopLevel.self)
  }

  private func scan<Extent: TapeExtent>(
    _ text: TextBytes, maxDepth: Int, keeping: Extent.Type
  ) throws(TapeSyntaxError) {
    guard text.count < Int(UInt32.max) else {
      throw TapeSyntaxError(offset: 0, expected: .value)
    }
    var scanner = TapeScanner<Extent>(text: text, maxDepth: maxDepth, nodes: nodes, open: open)
    defer {
      nodes = scanner.nodes
      open = scanner.open
    }
    try scanner.scanDocument()
  }
}

/// Which nodes a scan keeps. A type, not a value: a scan is specialised for each, so the whole
/// text's scan (every log line) pays nothing for the top-level one.
private protocol TapeExtent {
  /// Whether nodes nested below the top-level value's elements and members are kept.
  static var keepsEverything: Bool { get }
}

private enum WholeText: TapeExtent {
  static var keepsEverything: Bool { true }
}

private enum TopLevel: TapeExtent {
  static var keepsEverything: Bool { false }
}

/// The state of one scan, in local variables rather than class properties so that the loop
/// pays no exclusivity checks.
private struct TapeScanner<Extent: TapeExtent> {
  let text: TextBytes
  let count: Int
  let maxDepth: Int
  var nodes: RawStorage<TapeNode>
  var open: RawStorage<UInt32>
  var index = 0
  var used = 0
  var depth = 0

  /// An open array or object whose node is not kept (nested below the top level), on ``open``.
  static var unkeptArray: UInt32 { UInt32.max &- 1 }
  static var unkeptObject: UInt32 { UInt32.max }

  init(text: TextBytes, maxDepth: Int, nodes: RawStorage<TapeNode>, open: RawStorage<UInt32>) {
    self.text = text
    self.count = text.count
    self.maxDepth = maxDepth
    self.nodes = nodes
    self.open = open
  }

  mutating func scanDocument() throws(TapeSyntaxError) {
    while true {
      // A value that opens a non-empty array or object is followed by its first element.
      while try scanValue() {}
      // After a value: close containers, or find the next member or element.
      while true {
        guard depth > 0 else {
          skipWhitespace()
          guard index == count else { throw failure(.endOfText) }
          return
        }
        let container = open[depth &- 1]
        let isObject: Bool
        if Extent.keepsEverything || container < Self.unkeptArray {
          nodes[Int(container)].count &+= 1
          isObject = nodes[Int(container)].kind == .object
        } else {
          isObject = container == Self.unkeptObject
        }
        let byte = try nextNonWhitespace(expecting: isObject ? .commaOrBrace : .commaOrBracket)
        if byte == UInt8(ascii: ",") {
          index &+= 1
          if isObject { try scanKey() }
          break
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw failure(isObject ? .commaOrBrace : .commaOrBracket)
        }
        close(container)
      }
    }
  }

  /// Scans one value. Returns `true` when it opened an array or object whose first element
  /// (after its key, for an object) comes next; ``scanDocument()`` fills it without recursion.
  private mutating func scanValue() throws(TapeSyntaxError) -> Bool {
    let byte = try nextNonWhitespace(expecting: .value)
    let parent = depth > 0 ? open[depth &- 1] : TapeNode.root
    switch byte {
    case UInt8(ascii: "\""):
      try scanString(parent: parent)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < maxDepth else {
        throw TapeSyntaxError(offset: index, expected: .shallowerNesting)
      }
      if depth == open.capacity { open.grow(toHold: depth &+ 1) }
      let isObject = byte == UInt8(ascii: "{")
      let kept = Extent.keepsEverything || depth < 2
      var node = 0
      if kept {
        node = append(TapeNode(kind: isObject ? .object : .array, flags: 0, start: UInt32(index), count: 0, next: 0, parent: parent))
      }
      index &+= 1
      let following = try nextNonWhitespace(expecting: isObject ? .key : .value)
      if following == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index &+= 1
        if kept { nodes[node].next = UInt32(used) }
        return false
      }
      // Nodes below the top level's elements are not kept in a top-level scan.
      open[depth] = kept ? UInt32(node) : isObject ? Self.unkeptObject : Self.unkeptArray
      depth &+= 1
      if isObject { try scanKey() }
      return true
    case UInt8(ascii: "t"):
      try expect(0x6575_7274, length: 4)  // "true"
      appendScalar(TapeNode(kind: .true, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "f"):
      guard index &+ 5 <= count, text[index &+ 4] == UInt8(ascii: "e") else { throw failure(.literal) }
      try expect(0x736C_6166, length: 5)  // "false"
      appendScalar(TapeNode(kind: .false, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "n"):
      try expect(0x6C6C_756E, length: 4)  // "null"
      appendScalar(TapeNode(kind: .null, flags: 0, start: 0, count: 0, next: UInt32(used &+ 1), parent: parent))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      index &+= 1
      // The number's syntax is checked when it is read; here it only has to end.
      while index < count, text[index].isNumberByte { index &+= 1 }
      appendScalar(
        TapeNode(kind: .number, flags: 0, start: UInt32(start), count: UInt32(index &- start), next: UInt32(used &+ 1), parent: parent))
    default:
      throw failure(.value)
    }
    return false
  }

  /// A member's key and the colon after it.
  @inline(__always)
  private mutating func scanKey() throws(TapeSyntaxError) {
    guard try nextNonWhitespace(expecting: .key) == UInt8(ascii: "\"") else { throw failure(.key) }
    try scanString(parent: open[depth &- 1])
    guard try nextNonWhitespace(expecting: .colon) == UInt8(ascii: ":") else { throw failure(.colon) }
    index &+= 1
  }

  /// A string from its opening quote: finds the closing quote eight bytes at a time and notes
  /// whether the bytes between need unescaping or UTF-8 validation.
  private mutating func scanString(parent: UInt32) throws(TapeSyntaxError) {
    index &+= 1
    let start = index
    var flags = TapeNode.simple | TapeNode.ascii
    while true {
      guard index < count else { throw unterminated(start) }
      let word = text.word(at: index)
      if word & 0x8080_8080_8080_8080 != 0 { flags &= ~TapeNode.ascii }
      let stops = ByteMask.stringStops(word)
      guard stops != 0 else {
        index &+= 8
        continue
      }
      index &+= stops.trailingZeroBitCount &>> 3
      guard index < count else { throw unterminated(start) }
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { break }
      flags &= ~TapeNode.simple
      index &+= 1
      guard byte == UInt8(ascii: "\\") else { continue }
      // An escape: the next byte is taken as is; `\u` needs four more, none of them a quote.
      guard index < count else { throw unterminated(start) }
      let escaped = text[index]
      index &+= 1
      if escaped == UInt8(ascii: "u") {
        guard index &+ 4 <= count else { throw unterminated(start) }
        for offset in 0..<4 where text[index &+ offset] == UInt8(ascii: "\"") { throw failure(.escape) }
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
    appendScalar(
      TapeNode(kind: .string, flags: flags, start: UInt32(start), count: UInt32(index &- start), next: UInt32(used &+ 1), parent: parent))
    index &+= 1
  }

  /// Compares the next `length` bytes (at most five) with a literal whose first four bytes are
  /// `prefix`, little-endian; the fifth is checked by the caller.
  @inline(__always)
  private mutating func expect(_ prefix: UInt32, length: Int) throws(TapeSyntaxError) {
    guard index &+ length <= count,
      text.word32(at: index) == prefix
    else { throw failure(.literal) }
    index &+= length
  }

  private mutating func close(_ container: UInt32) {
    index &+= 1
    if Extent.keepsEverything || container < Self.unkeptArray { nodes[Int(container)].next = UInt32(used) }
    depth &-= 1
  }

  @inline(__always)
  private mutating func nextNonWhitespace(expecting expected: TapeSyntaxError.Expected) throws(TapeSyntaxError) -> UInt8 {
    skipWhitespace()
    guard index < count else { throw failure(expected) }
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

  /// Kept out of line: only a text that fails builds one.
  @inline(never)
  private func failure(_ expected: TapeSyntaxError.Expected) -> TapeSyntaxError {
    TapeSyntaxError(offset: index, expected: expected, atEnd: index >= count)
  }

  @inline(never)
  private func unterminated(_ start: Int) -> TapeSyntaxError {
    TapeSyntaxError(offset: start &- 1, expected: .stringEnd)
  }

  /// A scalar or a key: kept unless it is nested below the top level's elements.
  @inline(__always)
  private mutating func appendScalar(_ node: TapeNode) {
    guard Extent.keepsEverything || depth < 2 else { return }
    append(node)
  }

  @discardableResult
  @inline(__always)
  private mutating func append(_ node: TapeNode) -> Int {
    if used == nodes.capacity { nodes.grow(toHold: used &+ 1) }
    nodes[used] = node
    used &+= 1
    return used &- 1
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
