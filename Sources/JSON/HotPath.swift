import Foundation

// The JSON module's speed tricks, all of them: every pointer, raw allocation and byte comparison
// the parser and the writer use lives in this file. The rest of the module reads bytes through
// ``TextBytes``, keeps its growing buffers in ``RawStorage``, tests eight bytes at once with
// ``ByteMask``, and reads like ordinary Swift.
//
// Each trick names the budget case that measures it, counted by `Scripts/instructions.sh`
// (callgrind, release build; the figures are in `Benchmarks/`); run `Scripts/instructions.sh
// json-parser reply-writer bridge-message` to measure them again after replacing a trick with
// the plain construct it stands for.

/// A read-only window on UTF-8 bytes someone else owns: a text being parsed, or a piece of it
/// (a string's or a number's text).
///
/// What it is worth: the parser reads a page's message where it lies, with no copy and no
/// bounds check in a release build, from text to a ``JSONValue`` (`json-parser`,
/// `bridge-message`). Not measured: the same code over `[UInt8]` and its checked subscripts.
///
/// The contract a safe type would enforce: the bytes outlive every window on them. A window is
/// made by ``withUTF8(of:_:)`` and used only inside its closure.
@usableFromInline
package struct TextBytes {
  private let buffer: UnsafeBufferPointer<UInt8>

  private init(buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Calls `body` with the UTF-8 bytes of `string`, where they lie when the string is stored
  /// contiguously (a native string), else from a contiguous copy.
  @inline(__always)
  package static func withUTF8<Result, Failure: Error>(
    of string: String, _ body: (TextBytes) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let inPlace = string.utf8.withContiguousStorageIfAvailable { buffer in
      Swift.Result { () throws(Failure) in try body(TextBytes(buffer: buffer)) }
    }
    if let inPlace { return try inPlace.get() }
    var contiguous = string
    return try contiguous.withUTF8 { buffer in
      Swift.Result { () throws(Failure) in try body(TextBytes(buffer: buffer)) }
    }.get()
  }

  /// How many bytes there are.
  @inline(__always)
  package var count: Int { buffer.count }

  /// The byte at `index`, which must be below ``count`` (checked in debug builds only).
  @inline(__always)
  package subscript(index: Int) -> UInt8 { buffer[index] }

  /// The `count` bytes from `start`, which must lie inside this window.
  @inline(__always)
  package func slice(_ start: Int, count: Int) -> TextBytes {
    TextBytes(buffer: UnsafeBufferPointer(rebasing: buffer[Range(uncheckedBounds: (start, start &+ count))]))
  }

  /// The eight bytes from `start` (below ``count``) as a little-endian word; past the end the
  /// word is padded with `A`, a byte no string search stops at.
  ///
  /// A tail shorter than eight is taken from the last full word when there is one, shifted in a
  /// register: a tail copied through memory would stall the load that follows it.
  @inline(__always)
  package func word(at start: Int) -> UInt64 {
    @inline(__always) func load(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }
    let available = buffer.count &- start
    if available >= 8 { return load(start) }
    let padding: UInt64 = 0x4141_4141_4141_4141 << (available &* 8)
    if buffer.count >= 8 { return load(buffer.count &- 8) >> ((8 &- available) &* 8) | padding }
    var word = padding
    for offset in 0..<available { word |= UInt64(buffer[start &+ offset]) << (offset &* 8) }
    return word
  }

  /// The four bytes from `start` (which must all be inside) as a little-endian word.
  @inline(__always)
  package func word32(at start: Int) -> UInt32 {
    UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + start).loadUnaligned(as: UInt32.self))
  }

  /// The bytes as a `String`, invalid UTF-8 repaired with replacement characters.
  package func string() -> String { String(decoding: buffer, as: UTF8.self) }

  /// Calls `body` with the bytes as the standard library's buffer, for ``RawStorage``'s copies.
  fileprivate func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { body(buffer) }
}

/// Elements in memory this module allocates, grows and frees itself, read and written in place:
/// the writer's bytes (``UTF8Output``).
///
/// What it is worth: the writer stores each byte with a plain store, where an `Array` would
/// check uniqueness and bounds on each write (`reply-writer`; not measured in this form, the
/// writer has used raw storage since it was written). `realloc` moves a large buffer by
/// remapping its pages, without copying or touching fresh memory.
///
/// The contract: a copy is a second handle on the same memory, not a second array. The owner
/// (a non-copyable type's `deinit`) calls ``free()`` once.
@usableFromInline
package struct RawStorage<Element: BitwiseCopyable> {
  private var start: UnsafeMutablePointer<Element>
  /// How many elements fit before ``grow(toHold:)`` must move the storage.
  package private(set) var capacity: Int

  /// Room for `capacity` elements, uninitialised: write an element before reading it.
  @inline(__always)
  package init(capacity: Int) {
    self.capacity = capacity
    guard let memory = malloc(Swift.max(capacity, 1) * MemoryLayout<Element>.stride) else {
      fatalError("JSON: out of memory for \(capacity) elements")
    }
    start = memory.bindMemory(to: Element.self, capacity: capacity)
  }

  /// The element at `index`, which must be below ``capacity`` and written before.
  @inline(__always)
  package subscript(index: Int) -> Element {
    unsafeAddress { UnsafePointer(start + index) }
    nonmutating unsafeMutableAddress { start + index }
  }

  /// Makes room for at least `needed` elements, at least doubling so appends stay amortised
  /// O(1), and keeps the elements written so far. Out of line: a write rarely grows.
  @inline(never)
  package mutating func grow(toHold needed: Int) {
    capacity = Swift.max(needed, capacity * 2)
    guard let memory = realloc(start, capacity * MemoryLayout<Element>.stride) else {
      fatalError("JSON: out of memory for \(capacity) elements")
    }
    start = memory.bindMemory(to: Element.self, capacity: capacity)
  }

  /// Frees the memory; no handle on it may be used afterwards.
  package func free() {
    Foundation.free(start)
  }
}

extension RawStorage where Element == UInt8 {
  /// The first `count` bytes as a `String`.
  ///
  /// Validated again on purpose, at a cost (`reply-writer`): scripts go into the page, and a
  /// writer bug must surface as replacement characters, never as a malformed `String`.
  package func string(count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// The first `count` bytes, copied once.
  package func data(count: Int) -> Data {
    Data(bytes: start, count: count)
  }

  /// Copies `bytes` to `index` onwards, where there must be room for them.
  @inline(__always)
  package func copy(_ bytes: TextBytes, to index: Int) {
    bytes.withBuffer { source in
      guard let base = source.baseAddress else { return }
      (start + index).update(from: base, count: source.count)
    }
  }

  /// Copies the bytes of `literal` to `index` onwards, where there must be room for them.
  @inline(__always)
  package func copy(_ literal: StaticString, to index: Int) {
    (start + index).update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// Reverses the bytes in `range`.
  @inline(__always)
  package func reverse(_ range: Range<Int>) {
    var bytes = UnsafeMutableBufferPointer(start: start + range.lowerBound, count: range.count)
    bytes.reverse()
  }
}

/// Tests eight bytes of a word at once (SWAR): the parser's and the writer's way through the
/// plain bytes of a string.
///
/// What it is worth: a string's closing quote is found, and a reply's strings are checked, eight
/// bytes a step instead of one (`json-parser`, `reply-writer`; the byte-by-byte loop was not kept
/// to measure against). Plain arithmetic, no memory access: here because it is a trick a reader
/// should meet once, not because it is unchecked.
package enum ByteMask {
  private static let ones: UInt64 = 0x0101_0101_0101_0101

  /// The high bit of each byte of `word` that is a control character, `"` or `\`: the bytes
  /// that end a run of plain string bytes.
  @inline(__always)
  package static func stringStops(_ word: UInt64) -> UInt64 {
    zeroBytes(word & (ones &* 0xE0)) | bytes(of: word, equalTo: 0x22) | bytes(of: word, equalTo: 0x5C)
  }

  /// The high bit of each byte of `word` that equals `byte`.
  @inline(__always)
  package static func bytes(of word: UInt64, equalTo byte: UInt64) -> UInt64 {
    zeroBytes(word ^ (ones &* byte))
  }

  /// The high bit of each byte of `value` that is zero; exact, since no carry crosses a byte.
  @inline(__always)
  private static func zeroBytes(_ value: UInt64) -> UInt64 {
    let low = ones &* 0x7F
    return ~(((value & low) &+ low) | value | low)
  }
}

extension [JSONWriter.Member] {
  /// Sorts the members from `start` on by key. A short run, the common case for an object, is
  /// sorted by insertion, moving each member once and comparing keys where they lie.
  ///
  /// What it is worth: the same insertion sort on the array itself (`swapAt`, checked
  /// subscripts) made every byte of a reply script cost more to write (`reply-writer`).
  mutating func sortByKey(from start: Int) {
    guard count &- start <= 16 else {
      self[start...].sort { $0.key < $1.key }
      return
    }
    withUnsafeMutableBufferPointer { Self.insertionSort($0, from: start) }
  }

  private static func insertionSort(_ members: UnsafeMutableBufferPointer<JSONWriter.Member>, from start: Int) {
    guard let base = members.baseAddress else { return }
    var sorted = start &+ 1
    while sorted < members.count {
      var hole = sorted
      if base[hole].key < base[hole &- 1].key {
        let member = (base + hole).move()
        repeat {
          (base + hole).moveInitialize(from: base + (hole &- 1), count: 1)
          hole &-= 1
        } while hole > start && member.key < base[hole &- 1].key
        (base + hole).initialize(to: member)
      }
      sorted &+= 1
    }
  }
}
