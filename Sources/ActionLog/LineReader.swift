#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits the bytes of a file descriptor into lines through one reusable buffer.
///
/// Memory stays at the size of the longest line (at least the initial capacity), however long
/// the input is. A line's bytes are only valid until the next call to ``nextLine()``.
final class LineReader {
  /// One line: its bytes without the newline (or carriage return + newline).
  struct Line {
    var bytes: LogLine
    /// False for a last line that the input ended in the middle of.
    var isTerminated: Bool
  }

  private let descriptor: Int32
  private let closesDescriptor: Bool
  private var buffer: LineBuffer
  private var start = 0
  private var end = 0
  private var reachedEnd = false

  /// The 1-based number of the line last returned; 0 before the first.
  private(set) var lineNumber = 0
  /// How many bytes of the input the returned lines covered.
  private(set) var bytesConsumed = 0

  /// Reads from `descriptor`, closing it on deinit only when `closesDescriptor` is set.
  init(descriptor: Int32, closesDescriptor: Bool, initialCapacity: Int = 1 << 16) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
    buffer = LineBuffer(capacity: max(initialCapacity, 16))
  }

  deinit {
    buffer.free()
    if closesDescriptor { close(descriptor) }
  }

  /// The next line, or `nil` at the end of the input.
  func nextLine() throws(ActionLogError) -> Line? {
    var searchFrom = start
    while true {
      if let newline = buffer.firstNewline(in: searchFrom..<end) {
        return take(upTo: newline, consuming: newline + 1, isTerminated: true)
      }
      searchFrom = end
      if reachedEnd {
        guard start < end else { return nil }
        return take(upTo: end, consuming: end, isTerminated: false)
      }
      searchFrom -= start
      try fill()
    }
  }

  private func take(upTo lineEnd: Int, consuming next: Int, isTerminated: Bool) -> Line {
    var contentEnd = lineEnd
    if contentEnd > start, buffer[contentEnd - 1] == 0x0D { contentEnd -= 1 }
    let bytes = buffer.line(start..<contentEnd)
    bytesConsumed += next - start
    start = next
    lineNumber += 1
    return Line(bytes: bytes, isTerminated: isTerminated)
  }

  /// Moves the unread bytes to the front, grows the buffer if a line fills it, and reads more.
  private func fill() throws(ActionLogError) {
    if start > 0 {
      buffer.moveToFront(start..<end)
      end -= start
      start = 0
    }
    if end == buffer.capacity { buffer = buffer.doubled(keeping: end) }
    while true {
      let count = buffer.fill(from: descriptor, at: end)
      if count > 0 {
        end += count
        return
      }
      if count == 0 {
        reachedEnd = true
        return
      }
      if errno != EINTR {
        throw .readFailed(reason: String(cString: strerror(errno)))
      }
    }
  }
}
