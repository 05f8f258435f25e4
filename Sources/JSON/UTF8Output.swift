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

  /// The bytes, copied once.
  func makeData() -> Data {
    Data(bytes: buffer, count: count)
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

  /// How many bytes have been written: a mark to go back to with ``truncate(to:)``.
  var byteCount: Int { count }

  /// Drops every byte written after `mark` (a ``byteCount`` read earlier).
  mutating func truncate(to mark: Int) {
    count = mark
  }

  /// Appends `byte` where ``reserve(_:)`` already made room for it.
  @inline(__always)
  mutating func appendReserved(_ byte: UInt8) {
    buffer[count] = byte
    count &+= 1
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

  /// Appends a non-integral `value` in fixed notation when it has one to four decimals and a
  /// magnitude from 0.0001 up to 10^11, and returns `true`; otherwise returns `false`.
  ///
  /// That is exactly `value.description` there, without its general shortest-digits search:
  /// the text is the fewest decimals whose value rounds back to `value`, and below 2^38 two
  /// candidates with as many decimals cannot both round back, so the one found is the one
  /// `description` picks. Each candidate is checked by a correctly rounded division.
  mutating func appendShortFraction(_ value: Double) -> Bool {
    let magnitude = value.magnitude
    guard magnitude >= 1e-4, magnitude < 1e11 else { return false }
    var scale: Double = 1
    var decimals = 0
    while decimals < 4 {
      scale *= 10
      decimals &+= 1
      // The product is rounded too, so the decimal digits may be one off either way.
      let nearest = (magnitude * scale).rounded()
      var offset: Double = -1
      while offset <= 1 {
        let candidate = nearest + offset
        if candidate > 0 && candidate / scale == magnitude {
          appendFixed(UInt64(candidate), decimals: decimals, negative: value < 0)
          return true
        }
        offset += 1
      }
    }
    return false
  }

  /// `digits` with a decimal point before its last `decimals` digits (and `0.` and zeros in
  /// front when it has fewer), and a `-` in front when `negative`.
  private mutating func appendFixed(_ digits: UInt64, decimals: Int, negative: Bool) {
    reserve(24)
    if negative { append(UInt8(ascii: "-")) }
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor &*= 10 }
    appendDecimal(Int64(digits / divisor))
    append(UInt8(ascii: "."))
    var fraction = digits % divisor
    var place = divisor / 10
    while place > 0 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / place))
      fraction %= place
      place /= 10
    }
  }
}
