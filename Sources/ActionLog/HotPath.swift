import Foundation
import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The action log module's speed tricks, all of them: every pointer and raw buffer the reader
// uses lives in this file. A log is read through one reusable buffer (``LineBuffer``) and each
// line is handed on where it lies (``LogLine``); the rest of the module reads like ordinary
// Swift. What they are worth is memory, not time: the wall-clock replay case in
// `Benchmarks/README.md` measures a log's peak memory against one a fiftieth of its length.

/// The bytes of one line of an action log, without its newline, where they lie in the reader's
/// buffer: valid only until the reader next reads. Keep ``data`` or ``text`` to hold on to it.
struct LogLine {
  let bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// A copy of the line's bytes, to decode or to keep beyond the call.
  var data: Data { Data(bytes) }

  /// The line as text; bytes that are not UTF-8 become U+FFFD.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether the line has no bytes.
  var isEmpty: Bool { bytes.isEmpty }

  /// Whether the line holds nothing but spaces and tabs (or nothing).
  var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
}

/// Bytes this module allocates, fills and frees itself: the reader's buffer of lines, and a
/// migrated line.
///
/// What it is worth: lines are found with `memchr` and handed on where they lie, and memory
/// stays at the longest line however long the log.
///
/// The contract: a ``LogLine`` made by ``line(_:)`` is used before the buffer next changes. A
/// copy is a second handle on the same bytes; the owner calls ``free()`` once, in its `deinit`.
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
