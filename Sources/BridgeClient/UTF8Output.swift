import Foundation

/// A growable UTF-8 byte buffer that becomes one `String`, for ``JSONWriter``.
///
/// Non-copyable because it owns its memory. Callers only add whole UTF-8 sequences or ASCII, so
/// the result is valid UTF-8 by construction.
struct UTF8Output: ~Copyable {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    buffer = Self.reallocate(nil, capacity: self.capacity)
  }

  deinit { free(buffer) }

  /// The bytes as a `String`.
  ///
  /// Validated again on purpose (about 10% of a large reply): scripts go into the page, and a
  /// writer bug must surface as replacement characters, never as a malformed `String`.
  func makeString() -> String {
    String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
  }

  /// Makes room for `extra` more bytes, doubling so appends stay amortised O(1).
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count + extra) }
  }

  /// `realloc` rather than allocate-and-copy: large blocks are moved by remapping pages, without
  /// copying or touching fresh memory.
  private mutating func grow(to needed: Int) {
    capacity = max(needed, capacity * 2)
    buffer = Self.reallocate(buffer, capacity: capacity)
  }

  private static func reallocate(_ buffer: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
    guard let memory = realloc(buffer, capacity) else { fatalError("UTF8Output: out of memory") }
    return memory.bindMemory(to: UInt8.self, capacity: capacity)
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    buffer[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    (buffer + count).update(from: start, count: length)
    count &+= length
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { if let base = $0.baseAddress { append(base, $0.count) } }
  }

  /// Appends the decimal digits of `value`, with a leading `-` when negative.
  mutating func appendDecimal(_ value: Int64) {
    reserve(20)
    if value < 0 { append(UInt8(ascii: "-")) }
    let first = count
    var magnitude = value.magnitude
    repeat {
      buffer[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      count &+= 1
      magnitude /= 10
    } while magnitude > 0
    var digits = UnsafeMutableBufferPointer(start: buffer + first, count: count &- first)
    digits.reverse()
  }
}
