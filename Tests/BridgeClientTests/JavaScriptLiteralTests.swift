import BridgeClient
import JSON
import Testing

struct JavaScriptLiteralTests {
  static let hostileStrings: [String] = [
    "it's \"quoted\"",
    "back\\slash \\u0041 \\n",
    "line\u{2028}separator\u{2029}paragraph",
    "controls \u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1B}\u{1F}\u{7F}",
    "</script><script>alert(1)</script><!--",
    "emoji 😀👨‍👩‍👧 and 𝄞 non-BMP",
    "한국어 텍스트",
    "",
  ]

  @Test(arguments: hostileStrings)
  func stringLiteralParsesBackToTheSameString(_ text: String) throws {
    let literal = try JavaScript.literal(.string(text))
    #expect(try JSONValue(jsonText: literal) == .string(text))
  }

  @Test(arguments: hostileStrings)
  func stringLiteralContainsNoRawScriptBreakers(_ text: String) throws {
    let literal = try JavaScript.literal(.string(text))
    #expect(!literal.contains("<"))
    #expect(!literal.contains(">"))
    #expect(!literal.contains("\u{2028}"))
    #expect(!literal.contains("\u{2029}"))
    #expect(!literal.unicodeScalars.contains { $0.value < 0x20 })
  }

  /// Every ASCII character, alone and after plain bytes in a short string (the writer's
  /// byte-by-byte path, which undoes its copy at an escape) and inside a longer string (its
  /// word-at-a-time path), in a script literal and in plain JSON text.
  @Test(arguments: 0..<0x80)
  func everyASCIICharacterIsEscapedExactlyWhereNeeded(_ code: Int) throws {
    let character = String(UnicodeScalar(UInt8(code)))
    func escaped(script: Bool) -> String {
      switch code {
      case 0x22: return #"\""#
      case 0x5C: return #"\\"#
      case 0x0A: return #"\n"#
      case 0x0D: return #"\r"#
      case 0x09: return #"\t"#
      case 0x08: return #"\b"#
      case 0x0C: return #"\f"#
      case 0..<0x20: return "\\u00" + (code < 0x10 ? "0" : "") + String(code, radix: 16)
      case 0x3C where script: return #"\u003c"#
      case 0x3E where script: return #"\u003e"#
      default: return character
      }
    }
    for (prefix, suffix) in [("", ""), ("ab", "c"), ("abcdefghij", "klm")] {
      let text = prefix + character + suffix
      #expect(try JavaScript.literal(.string(text)) == "\"\(prefix)\(escaped(script: true))\(suffix)\"")
      #expect(JSONValue.string(text).jsonText() == "\"\(prefix)\(escaped(script: false))\(suffix)\"")
    }
  }

  @Test func lineSeparatorsAreEscapedAsUnicodeEscapes() throws {
    #expect(try JavaScript.literal("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
  }

  @Test func angleBracketsAreEscapedAsUnicodeEscapes() throws {
    #expect(try JavaScript.literal("</script>") == #""\u003c/script\u003e""#)
  }

  @Test func quotesBackslashesAndControlsUseJSONEscapes() throws {
    #expect(try JavaScript.literal("\"\\\n\r\t\u{8}\u{C}\u{1}") == #""\"\\\n\r\t\b\f\u0001""#)
  }

  @Test func nonASCIIIsCopiedAsUTF8() throws {
    #expect(try JavaScript.literal("😀 한") == "\"😀 한\"")
  }

  @Test func objectKeysAreEscapedAndSorted() throws {
    let value: JSONValue = ["b<": 1, "a\"": 2]
    #expect(try JavaScript.literal(value) == #"{"a\"":2,"b\u003c":1}"#)
  }

  @Test func protoKeyBecomesAComputedKey() throws {
    let value: JSONValue = ["__proto__": ["polluted": true]]
    #expect(try JavaScript.literal(value) == #"{["__proto__"]:{"polluted":true}}"#)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreRejected(_ number: Double) {
    #expect(throws: JavaScriptError.nonFiniteNumber) {
      try JavaScript.literal(["deep": [.number(number)]])
    }
  }

  @Test(arguments: [
    (0.0 as Double, "0"), (-0.0, "-0"), (42, "42"), (-7, "-7"), (1.5, "1.5"), (0.1, "0.1"),
    (1e21, "1e+21"), (1e-7, "1e-07"), (9_007_199_254_740_992, "9007199254740992"),
    (123_456_789_012, "123456789012"),
  ])
  func numbersPrintAsValidJSON(_ number: Double, _ expected: String) throws {
    let literal = try JavaScript.literal(.number(number))
    #expect(literal == expected)
    #expect(try JSONValue(jsonText: literal) == .number(number))
  }

  @Test func callJoinsArgumentsWithCommas() throws {
    let function = try JSFunctionPath(validating: "app.bridge.receive")
    let script = try JavaScript.call(function, ["x", 1, true, nil, [1, 2], ["k": "v"]])
    #expect(script == #"app.bridge.receive("x",1,true,null,[1,2],{"k":"v"})"#)
  }

  @Test func callWithoutArgumentsHasEmptyParentheses() throws {
    #expect(try JavaScript.call(JSFunctionPath(validating: "ready"), []) == "ready()")
  }

  @Test func callRejectsNonFiniteArgument() throws {
    let function = try JSFunctionPath(validating: "f")
    #expect(throws: JavaScriptError.nonFiniteNumber) {
      try JavaScript.call(function, [1, .number(.nan)])
    }
  }

  @Test func guardedCallChecksEveryObjectOnItsPathBeforeCallingTheFunction() throws {
    let script = try JavaScript.callIfDefined(try JSFunctionPath(validating: "app.bridge.events.emit"), ["e"])
    #expect(
      script == #"typeof app!=="undefined"&&app!==null&&app.bridge!=null&&app.bridge.events!=null&&"#
        + #"typeof app.bridge.events.emit==="function"&&app.bridge.events.emit("e")"#)
  }

  @Test func guardedCallRefusesNonFiniteNumbersLikeAPlainCall() throws {
    #expect(throws: JavaScriptError.nonFiniteNumber) {
      try JavaScript.callIfDefined(try JSFunctionPath(validating: "f"), [.number(.nan)])
    }
  }
}
