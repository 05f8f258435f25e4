import BridgeClient
import JSON

/// An independent, strict reader for the scripts `JavaScript.call` writes: `path(arg,arg,…)`
/// with compact JSON-literal arguments, nothing before or after.
///
/// It checks the safety rules on the way, so a script it accepts is a single call of `path`
/// whose arguments are data: no raw `<`, `>`, U+2028, U+2029 or control characters in strings,
/// no whitespace, no identifiers other than `null`/`true`/`false`, and object keys that are
/// strings or the computed key `["__proto__"]`.
struct ScriptCall {
  var function: String
  var arguments: [JSONValue]

  struct Rejection: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "byte \(offset): \(reason)" }
  }

  init(parsing script: String) throws(Rejection) {
    var reader = Reader(bytes: Array(script.utf8))
    (function, arguments) = try reader.call()
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    func reject(_ reason: String) -> Rejection { Rejection(offset: index, reason: reason) }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func expect(_ byte: UInt8) throws(Rejection) {
      guard peek() == byte else { throw reject("expected '\(Character(Unicode.Scalar(byte)))'") }
      index += 1
    }

    mutating func call() throws(Rejection) -> (String, [JSONValue]) {
      let start = index
      while let byte = peek(), byte != UInt8(ascii: "(") {
        guard byte.isPathByte else { throw reject("unexpected byte in the function path") }
        index += 1
      }
      let function = String(decoding: bytes[start..<index], as: UTF8.self)
      try expect(UInt8(ascii: "("))
      var arguments: [JSONValue] = []
      if peek() == UInt8(ascii: ")") {
        index += 1
      } else {
        while true {
          arguments.append(try value(depth: 0))
          if peek() == UInt8(ascii: ",") { index += 1; continue }
          try expect(UInt8(ascii: ")"))
          break
        }
      }
      guard index == bytes.count else { throw reject("text after the call") }
      return (function, arguments)
    }

    mutating func value(depth: Int) throws(Rejection) -> JSONValue {
      guard depth < 300 else { throw reject("nested too deep for the checker") }
      switch peek() {
      case UInt8(ascii: "n"): try word("null"); return .null
      case UInt8(ascii: "t"): try word("true"); return .bool(true)
      case UInt8(ascii: "f"): try word("false"); return .bool(false)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "["):
        index += 1
        var elements: [JSONValue] = []
        if peek() == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
          elements.append(try value(depth: depth + 1))
          if peek() == UInt8(ascii: ",") { index += 1; continue }
          try expect(UInt8(ascii: "]"))
          return .array(elements)
        }
      case UInt8(ascii: "{"):
        index += 1
        var members: [String: JSONValue] = [:]
        if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
          let key: String
          if peek() == UInt8(ascii: "[") {
            try word("[\"__proto__\"]")
            key = "__proto__"
          } else {
            key = try string()
            guard key != "__proto__" else { throw reject("plain __proto__ key sets the prototype") }
          }
          try expect(UInt8(ascii: ":"))
          guard members.updateValue(try value(depth: depth + 1), forKey: key) == nil else {
            throw reject("duplicate key")
          }
          if peek() == UInt8(ascii: ",") { index += 1; continue }
          try expect(UInt8(ascii: "}"))
          return .object(members)
        }
      case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
        return .number(try number())
      default:
        throw reject("expected a literal")
      }
    }

    mutating func word(_ text: String) throws(Rejection) {
      for byte in text.utf8 { try expect(byte) }
    }

    mutating func number() throws(Rejection) -> Double {
      let start = index
      while let byte = peek(), byte.isNumberByte { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
      let leadingZero = digits.count > 1 && digits.first == "0" && digits.dropFirst().first?.isNumber == true
      guard let number = Double(text), number.isFinite, !leadingZero, digits.first?.isNumber == true else {
        throw reject("invalid number \(text)")
      }
      return number
    }

    mutating func string() throws(Rejection) -> String {
      try expect(UInt8(ascii: "\""))
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while true {
        guard let byte = peek() else { throw reject("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
          throw reject("raw angle bracket in a string")
        case 0..<0x20:
          throw reject("raw control character in a string")
        case 0xE2
        where index + 1 < bytes.count && bytes[index] == 0x80
          && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
          throw reject("raw U+2028/U+2029 in a string")
        case UInt8(ascii: "\\"):
          flush()
          scalars.append(try escape())
        default:
          raw.append(byte)
        }
      }
    }

    mutating func escape() throws(Rejection) -> Unicode.Scalar {
      guard let byte = peek() else { throw reject("unterminated escape") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "u"):
        guard index + 4 <= bytes.count,
          let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(code)
        else { throw reject("invalid or surrogate \\u escape") }
        index += 4
        return scalar
      default:
        throw reject("escape JavaScript reads differently from JSON")
      }
    }
  }
}

/// Equality that also tells apart strings Swift considers equal (canonically equivalent ones),
/// because the bridge promises the page the exact scalars.
func identical(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
  switch (lhs, rhs) {
  case (.string(let a), .string(let b)):
    return a.unicodeScalars.elementsEqual(b.unicodeScalars)
  case (.array(let a), .array(let b)):
    return a.count == b.count && zip(a, b).allSatisfy { identical($0, $1) }
  case (.object(let a), .object(let b)):
    guard a.count == b.count else { return false }
    return a.allSatisfy { key, value in
      guard let index = b.index(forKey: key) else { return false }
      return b[index].key.unicodeScalars.elementsEqual(key.unicodeScalars) && identical(value, b[index].value)
    }
  default:
    return lhs == rhs
  }
}

extension UInt8 {
  fileprivate var isPathByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  fileprivate var isNumberByte: Bool {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
