import Foundation

/// A growable UTF-8 byte buffer that becomes one `String`, for ``JSONWriter``.
///
/// Non-copyable because it owns its memory. Callers only add whole UTF-8 sequences or ASCII, so
/// the result is valid UTF-8 by construction.
struct UTF8Output: ~Copyable {
  private var storage: RawStorage<UInt8>
  private var count = 0

  init(capacity: Int) {
    storage = RawStorage(capacity: max(capacity, 16))
  }

  deinit { storage.free() }

  /// The bytes as a `String`, validated again (see ``RawStorage/string(count:)``).
  func makeString() -> String {
    storage.string(count: count)
  }

  /// The bytes, copied once.
  func makeData() -> Data {
    storage.data(count: count)
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > storage.capacity { storage.grow(toHold: count + extra) }
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
    storage[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    appendReserved(byte)
  }

  @inline(__always)
  mutating func append(_ bytes: TextBytes) {
    reserve(bytes.count)
    storage.copy(bytes, to: count)
    count &+= bytes.count
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    reserve(text.utf8CodeUnitCount)
    storage.copy(text, to: count)
    count &+= text.utf8CodeUnitCount
  }

  mutating func append(contentsOf text: String) {
    TextBytes.withUTF8(of: text) { append($0) }
  }

  /// Appends the decimal digits of `value`, with a leading `-` when negative.
  mutating func appendDecimal(_ value: Int64) {
    reserve(20)
    if value < 0 { append(UInt8(ascii: "-")) }
    let first = count
    var magnitude = value.magnitude
    repeat {
      appendReserved(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    storage.reverse(first..<count)
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
