#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import JSON

// The action log module's speed tricks, all of them: every pointer, raw buffer and unchecked
// access the readers use lives in this file. A log is read through one reusable buffer
// (``LineBuffer``), each line is handed to the decoder where it lies (``LogLine``), and the
// reader's position is kept without exclusivity checks (``ReadingPosition``); the rest of the
// module reads like ordinary Swift.
//
// The cases are counted by `Scripts/instructions.sh` (callgrind, release build; the figures are
// in `Benchmarks/`); run `Scripts/instructions.sh replay-entry log-decoder-entry` to measure
// them again after replacing a trick with the plain construct it stands for.

/// The bytes of one line of an action log, without its newline: what an ``ActionLogReader``
/// hands its ``ActionLogDecoding`` decoder.
///
/// A line lies in the reader's buffer, so no line is copied on its way to the decoder; it is
/// valid only during the call it is passed to. Keep ``data`` or ``text`` to hold on to it.
///
/// A decoder of its own reads the bytes with ``withUnsafeBytes(_:)``; a test or a tool makes a
/// line from text or bytes with `withLine`:
///
/// ```swift
/// let entry = try LogLine.withLine(lineText) { try decoder.decodeEntry($0, startDate: start, includingCheckpoint: true) }
/// ```
public struct LogLine {
  @usableFromInline let bytes: UnsafeRawBufferPointer

  @usableFromInline
  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Calls `body` with a line made of the UTF-8 of `text` (a line from a file, a test, a tool).
  public static func withLine<Result>(_ text: String, _ body: (LogLine) throws -> Result) rethrows -> Result {
    var text = text
    return try text.withUTF8 { try body(LogLine(UnsafeRawBufferPointer($0))) }
  }

  /// Calls `body` with a line made of `bytes` (`Data`, `[UInt8]`).
  public static func withLine<Result>(_ bytes: some ContiguousBytes, _ body: (LogLine) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes { try body(LogLine($0)) }
  }

  /// How many bytes the line has.
  public var count: Int { bytes.count }

  /// Whether the line has no bytes.
  public var isEmpty: Bool { bytes.isEmpty }

  /// A copy of the line's bytes, to keep beyond the call.
  public var data: Data { Data(bytes) }

  /// The line as text; bytes that are not UTF-8 become U+FFFD.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Calls `body` with the line's bytes, valid only inside `body`: for a decoder that reads them
  /// without copying.
  public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try body(bytes)
  }

  /// The line as the package's JSON scanner reads it.
  var textBytes: TextBytes { TextBytes(bytes) }

  /// Whether the line holds nothing but spaces and tabs (or nothing).
  @usableFromInline
  var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
}

/// Bytes this module allocates, fills and frees itself: the reader's buffer of lines, and a
/// migrated line.
///
/// What it is worth: lines are found with `memchr` and handed on where they lie, so reading a
/// log costs no copy and no allocation per line, and memory stays at the longest line however
/// long the log. Not measured against a `[UInt8]` buffer, whose lines could not be handed on
/// without copying them.
///
/// The contract: a ``LogLine`` made by ``line(_:)`` is used before the buffer next changes. A
/// copy is a second handle on the same bytes; the owner calls ``free()`` once, in its `deinit`.
/// (Copyable, and changed only by assignment, on purpose: a buffer in a class property that is
/// borrowed or changed in place for a call costs an exclusivity check at each use; as a
/// non-copyable buffer with mutating methods, a replayed entry cost more, `replay-entry`.)
struct LineBuffer {
  private var storage: UnsafeMutableRawBufferPointer

  /// Room for `capacity` bytes.
  init(capacity: Int) {
    storage = .allocate(byteCount: capacity, alignment: 1)
  }

  /// Frees the bytes; no handle on them may be used afterwards.
  func free() { storage.deallocate() }

  /// How many bytes fit.
  var capacity: Int { storage.count }

  /// The byte at `index`.
  subscript(index: Int) -> UInt8 { storage[index] }

  /// The first newline in `range`, if any.
  func firstNewline(in range: Range<Int>) -> Int? {
    guard !range.isEmpty, let base = storage.baseAddress,
      let hit = memchr(base + range.lowerBound, 0x0A, range.count)
    else { return nil }
    return base.distance(to: hit)
  }

  /// The bytes in `range` as a line.
  func line(_ range: Range<Int>) -> LogLine {
    LogLine(UnsafeRawBufferPointer(rebasing: storage[range]))
  }

  /// Moves the bytes in `range` to the front.
  func moveToFront(_ range: Range<Int>) {
    guard let base = storage.baseAddress else { return }
    memmove(base, base + range.lowerBound, range.count)
  }

  /// A buffer with twice the room holding the first `count` bytes; this one is freed.
  func doubled(keeping count: Int) -> LineBuffer {
    let larger = LineBuffer(capacity: storage.count * 2)
    larger.storage.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
    free()
    return larger
  }

  /// Reads from `descriptor` into the room from `start` on: the count `read` returns.
  func fill(from descriptor: Int32, at start: Int) -> Int {
    read(descriptor, storage.baseAddress! + start, storage.count - start)
  }

  /// A buffer holding `text`'s UTF-8: this one when it has room, else a larger one (this one
  /// freed).
  func holding(_ text: String) -> LineBuffer {
    var buffer = self
    if text.utf8.count > storage.count {
      free()
      buffer = LineBuffer(capacity: text.utf8.count)
    }
    buffer.storage.copyBytes(from: text.utf8)
    return buffer
  }
}

/// Where an ``ActionLogReader`` is: the entry read ahead, the calls before the next entry and
/// the line of the entry last returned. Touched only by the thread reading, one call at a time.
///
/// What it is worth: these are read and written on the path every entry takes; with Swift's
/// exclusivity checks on them (and `!` for ``Optional/knownToHoldAValue``), a replayed entry cost
/// more (`replay-entry`).
@usableFromInline
final class ReadingPosition<State, Action> {
  @usableFromInline @exclusivity(unchecked) var lookahead: ActionLogReader<State, Action>.Lookahead?
  /// Calls read before the entry returned next (made by effects started before recording, or
  /// a call line in a log that does not record calls).
  @usableFromInline @exclusivity(unchecked) var leadingCalls: [RecordedCall] = []
  @usableFromInline @exclusivity(unchecked) var entryLine = 1

  @usableFromInline init() {}
}

extension Optional {
  /// The value, which the caller has just checked is there, without checking again (see
  /// ``ReadingPosition`` for what that is worth).
  @inlinable
  var knownToHoldAValue: Wrapped { unsafelyUnwrapped }
}
