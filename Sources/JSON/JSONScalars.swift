import Foundation

/// Reads strings and numbers out of the text ``JSONParser`` found them in: strict RFC 8259
/// syntax, correctly rounded floating point, numbers too large for a `Double` refused. Every
/// failure is `nil`.
enum JSONScalars {
  // MARK: Strings

  /// The text of a string's bytes (between its quotes): as they stand when they are `plain` (no
  /// escape, no control character), else unescaped; `nil` for a bad escape, a lone surrogate or a
  /// raw control character.
  ///
  /// The bytes come from a Swift `String`, so they are valid UTF-8 already, and so is what
  /// unescaping makes of them: nothing is validated again.
  static func string(_ bytes: TextBytes, isPlain: Bool) -> String? {
    isPlain ? bytes.string() : unescaped(bytes)
  }

  private static func unescaped(_ bytes: TextBytes) -> String? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index &+= 1
      if byte < 0x20 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        continue
      }
      guard index < bytes.count else { return nil }
      let escape = bytes[index]
      index &+= 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard let lead = hex4(bytes, at: index) else { return nil }
        index &+= 4
        var scalar = UInt32(lead)
        if UTF16.isLeadSurrogate(lead) {
          guard index &+ 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index &+ 1] == UInt8(ascii: "u"),
            let trail = hex4(bytes, at: index &+ 2), UTF16.isTrailSurrogate(trail)
          else { return nil }
          index &+= 6
          scalar = 0x10000 &+ ((UInt32(lead) &- 0xD800) << 10) &+ (UInt32(trail) &- 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { return nil }
        output.append(contentsOf: UTF8.encode(unicode)!)
      default:
        return nil
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The four hex digits from `start`; `nil` when there are not four (a sign is not a digit).
  private static func hex4(_ bytes: TextBytes, at start: Int) -> UInt16? {
    guard start &+ 4 <= bytes.count, bytes[start] != UInt8(ascii: "+"), bytes[start] != UInt8(ascii: "-") else { return nil }
    return UInt16(bytes.slice(start, count: 4).string(), radix: 16)
  }

  // MARK: Numbers

  /// The `Double` the text denotes, correctly rounded (the standard library's reading, once the
  /// text is known to be an RFC 8259 number); `nil` when it is not one or is too large for a
  /// `Double`. A number too small for one is zero.
  static func double(_ bytes: TextBytes) -> Double? {
    guard isNumber(bytes), let value = Double(bytes.string()), value.isFinite else { return nil }
    return value
  }

  /// Whether the text is an RFC 8259 number: `-`, an integer without leading zeros, a fraction
  /// and an exponent (each with at least one digit), nothing else.
  private static func isNumber(_ bytes: TextBytes) -> Bool {
    var index = 0
    let count = bytes.count
    func skipDigits() -> Bool {
      let start = index
      while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index &+= 1 }
      return index > start
    }
    if index < count, bytes[index] == UInt8(ascii: "-") { index &+= 1 }
    if index < count, bytes[index] == UInt8(ascii: "0") {
      index &+= 1
    } else if !skipDigits() {
      return false
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      guard skipDigits() else { return false }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index &+= 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index &+= 1 }
      guard skipDigits() else { return false }
    }
    return index == count
  }
}
