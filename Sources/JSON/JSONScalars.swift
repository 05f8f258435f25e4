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

  private static func hex4(_ bytes: TextBytes, at start: Int) -> UInt16? {
    guard start &+ 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[start &+ offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  // MARK: Numbers

  /// A number's text split into its parts, after checking it is an RFC 8259 number.
  struct Number {
    var isNegative: Bool
    /// Up to 19 significant digits as an integer (leading zeros dropped).
    var significand: UInt64
    /// How many significant digits there are in all (more than 19 do not fit `significand`).
    var digitCount: Int
    /// The power of ten to multiply `significand`'s digits by.
    var exponent: Int
  }

  /// Parses a number's text; `nil` when it is not an RFC 8259 number.
  static func number(_ bytes: TextBytes) -> Number? {
    var index = 0
    let count = bytes.count
    var number = Number(isNegative: false, significand: 0, digitCount: 0, exponent: 0)
    if index < count, bytes[index] == UInt8(ascii: "-") {
      number.isNegative = true
      index &+= 1
    }
    guard index < count, bytes[index].isDigit else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index &+= 1
      if index < count, bytes[index].isDigit { return nil }
    } else {
      while index < count, bytes[index].isDigit {
        number.addDigit(bytes[index], fractional: false)
        index &+= 1
      }
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      let start = index
      while index < count, bytes[index].isDigit {
        number.addDigit(bytes[index], fractional: true)
        index &+= 1
      }
      guard index > start else { return nil }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index &+= 1
      var negativeExponent = false
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        negativeExponent = bytes[index] == UInt8(ascii: "-")
        index &+= 1
      }
      let start = index
      var exponent = 0
      while index < count, bytes[index].isDigit {
        // Clamped: anything this large over- or underflows every type anyway.
        exponent = min(exponent &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0")), 100_000)
        index &+= 1
      }
      guard index > start else { return nil }
      number.exponent &+= negativeExponent ? -exponent : exponent
    }
    guard index == count else { return nil }
    return number
  }

  /// The `Double` the text denotes, correctly rounded; `nil` when it is not a number or is too
  /// large for a `Double`. A number too small for one is zero.
  static func double(_ bytes: TextBytes) -> Double? {
    guard let number = number(bytes) else { return nil }
    if let exact = number.exactDouble { return exact }
    guard let value = Double(bytes.string()), value.isFinite else { return nil }
    return value
  }
}

extension JSONScalars.Number {
  fileprivate mutating func addDigit(_ byte: UInt8, fractional: Bool) {
    let digit = UInt64(byte &- UInt8(ascii: "0"))
    if fractional { exponent &-= 1 }
    // Leading zeros are not significant digits.
    guard digitCount > 0 || digit != 0 else { return }
    if digitCount < 19 {
      significand = significand &* 10 &+ digit
    } else {
      // Digits past the 19th only scale the value; `exactDouble` then gives up.
      exponent &+= 1
    }
    digitCount &+= 1
  }

  /// The value when the significand and the power of ten are both exact `Double`s (Clinger's
  /// fast path): one multiplication or division, hence one correct rounding.
  fileprivate var exactDouble: Double? {
    guard digitCount <= 19, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    let magnitude = Double(significand)
    let scaled = exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
    return isNegative ? -scaled : scaled
  }

  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]
}

extension UInt8 {
  fileprivate var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}
