// The JSON module's speed tricks, all of them: every pointer and byte comparison the parser and
// the writer use lives in this file. The rest of the module reads bytes through ``TextBytes``,
// tests eight bytes at once with ``ByteMask``, and reads like ordinary Swift.
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
  /// word is padded with `A`, a byte no string search stops at. A short tail is taken from the
  /// last full word, shifted in a register: copied through memory, it would stall the next load.
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

  /// The bytes as a `String`, invalid UTF-8 repaired with replacement characters.
  package func string() -> String { String(decoding: buffer, as: UTF8.self) }

  /// Appends the bytes to `array`.
  package func append(to array: inout [UInt8]) { array.append(contentsOf: buffer) }
}

/// Tests eight bytes of a word at once (SWAR): the parser's way through the plain bytes of a
/// string.
///
/// What it is worth: a string's closing quote is found eight bytes a step instead of one
/// (`json-parser`; the byte-by-byte loop was not kept to measure against). Plain arithmetic, no
/// memory access: here because it is a trick a reader should meet once, not because it is
/// unchecked.
package enum ByteMask {
  private static let ones: UInt64 = 0x0101_0101_0101_0101

  /// The high bit of each byte of `word` that is a control character, `"` or `\`: the bytes
  /// that end a run of plain string bytes.
  @inline(__always)
  package static func stringStops(_ word: UInt64) -> UInt64 {
    zeroBytes(word & (ones &* 0xE0)) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// The high bit of each byte of `value` that is zero; exact, since no carry crosses a byte.
  @inline(__always)
  private static func zeroBytes(_ value: UInt64) -> UInt64 {
    let low = ones &* 0x7F
    return ~(((value & low) &+ low) | value | low)
  }
}
