import BridgeClient
import JSON
import TestSupport
import Testing

struct JSONValueTextTests {
  @Test func jsonTextSortsKeysAndIsCompact() {
    let value: JSONValue = ["zeta": 1, "alpha": [true, nil, "x"], "mid": ["b": 2, "a": 1.5]]
    #expect(value.jsonText() == #"{"alpha":[true,null,"x"],"mid":{"a":1.5,"b":2},"zeta":1}"#)
  }

  @Test func jsonTextIsTheSameForEqualValuesBuiltInDifferentOrder() {
    var first: [String: JSONValue] = [:]
    var second: [String: JSONValue] = [:]
    for index in 0..<50 { first["k\(index)"] = .number(Double(index)) }
    for index in (0..<50).reversed() { second["k\(index)"] = .number(Double(index)) }
    #expect(JSONValue.object(first).jsonText() == JSONValue.object(second).jsonText())
  }

  /// Objects of every size up to 40 members (small ones take the writer's own sort), with keys
  /// whose byte order and `String` order differ (`é` composed and decomposed, `Z` before `a`).
  @Test(arguments: 0...40)
  func objectKeysAreWrittenInStringOrder(_ count: Int) {
    var generator = SeededGenerator(seed: UInt64(count))
    let pieces = ["a", "b", "Z", "é", "e\u{301}x", "ab", "", "1", "ß"]
    var members: [String: JSONValue] = [:]
    while members.count < count {
      let key = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
      members[key] = .number(Double(members.count))
    }
    let expected = "{" + members.keys.sorted().map { #""\#($0)":\#(members[$0]!.jsonText())"# }.joined(separator: ",") + "}"
    #expect(JSONValue.object(members).jsonText() == expected)
  }

  @Test func jsonTextWritesNonFiniteNumbersAsNull() {
    #expect(JSONValue.array([.number(.nan), .number(.infinity)]).jsonText() == "[null,null]")
  }

  @Test func jsonTextDoesNotEscapeAngleBrackets() {
    #expect(JSONValue.string("<b>").jsonText() == #""<b>""#)
  }

  @Test func parsingReadsEveryKind() throws {
    let text = #" { "a" : [ 1 , -2.5e3 , true , false , null ] , "b" : { } , "c" : [ ] , "d" : "x\u00e9\ud83d\ude00" } "#
    let expected: JSONValue = ["a": [1, -2500, true, false, nil], "b": [:], "c": [], "d": "xé😀"]
    #expect(try JSONValue(jsonText: text) == expected)
  }

  @Test(arguments: [
    "", " ", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[+1]", "NaN", "[Infinity]", "{a:1}",
    "['x']", "[1] [2]", "\"unterminated", "\"bad \\x escape\"", "\"\\ud800\"", "\"\\udc00\"",
    "\"\\ud800\\u0041\"", "\"tab\tinside\"", "[1e400]", "tru", "nul", "{\"a\" 1}", "[1 2]", "/* c */1",
    "\u{FEFF}[1]", "[1]\u{FEFF}",
    // Numbers `Double(_:)` reads but JSON does not: no digit before the point, none after the
    // exponent; and hex digits with a sign, which `UInt16(_:radix:)` would take.
    "[-.5]", "[-]", "[-e1]", "[1e]", "[1e+]", "\"\\u+041\"", "\"\\u-041\"",
  ])
  func invalidTextIsASyntaxError(_ text: String) {
    #expect {
      try JSONValue(jsonText: text)
    } throws: { error in
      guard case .syntax = error as? JSONValueError else { return false }
      return true
    }
  }

  @Test func aSyntaxErrorSaysWhereAndWhatWasExpected() {
    #expect(throws: JSONValueError.syntax(offset: 3, reason: "unexpected character, expected a value")) {
      try JSONValue(jsonText: "[1,]")
    }
    #expect(throws: JSONValueError.syntax(offset: 2, reason: "unexpected end of text, expected a value")) {
      try JSONValue(jsonText: "[ ")
    }
    #expect(throws: JSONValueError.syntax(offset: 7, reason: "expected ',' or '}' in object")) {
      try JSONValue(jsonText: #"{"a":1 "b":2}"#)
    }
    #expect(throws: JSONValueError.syntax(offset: 1, reason: "unterminated string")) {
      try JSONValue(jsonText: #"["abc"#)
    }
  }

  @Test func anInvalidStringIsASyntaxErrorAtItsOpeningQuote() {
    #expect(
      throws: JSONValueError.syntax(
        offset: 1, reason: "invalid string: a bad escape, a lone surrogate or a control character")
    ) {
      try JSONValue(jsonText: #"["\ud800"]"#)
    }
  }

  @Test func literalsMayEndTheText() throws {
    #expect(try JSONValue(jsonText: "false") == false)
    #expect(try JSONValue(jsonText: "true") == true)
    #expect(try JSONValue(jsonText: "null") == nil)
  }

  /// A quote among a `\u` escape's four digits would end the string: the escape is the error.
  @Test func aQuoteInsideAUnicodeEscapeIsAnInvalidEscape() {
    #expect(throws: JSONValueError.syntax(offset: 4, reason: "invalid \\u escape")) {
      try JSONValue(jsonText: #"["\u"1234]"#)
    }
  }

  @Test func aStringMayBeExactlyAsLongAsTheLimit() throws {
    let limits = JSONLimits(maxStringLength: 3)
    #expect(try JSONValue(jsonText: #"{"abc":"xyz"}"#, limits: limits) == ["abc": "xyz"])
    #expect(throws: JSONValueError.stringTooLong(limit: 3)) { try JSONValue(jsonText: #""wxyz""#, limits: limits) }
    #expect(throws: JSONValueError.stringTooLong(limit: 3)) { try JSONValue(jsonText: #"{"abcd":1}"#, limits: limits) }
  }

  @Test func aNumberTooSmallForADoubleReadsAsZero() throws {
    #expect(try JSONValue(jsonText: "[1e-400, -1e-400]") == [0, 0])
  }

  @Test func nestingDeeperThanTheLimitIsTooDeep() {
    #expect(throws: JSONValueError.tooDeep(limit: 3)) {
      try JSONValue(jsonText: "[[[[1]]]]", limits: JSONLimits(maxDepth: 3))
    }
  }

  @Test func siblingsOfEverySizeReadWhole() throws {
    // Each level's storage is sized by the container before it there: smaller, larger and empty
    // siblings must all read whole.
    let text = #"[{"a":1},{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6},{},{"z":[1,2,3,4,5,6,7,8,9]},{"y":[]},{"x":[1]}]"#
    let expected: JSONValue = [
      ["a": 1], ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6], [:], ["z": [1, 2, 3, 4, 5, 6, 7, 8, 9]], ["y": []], ["x": [1]],
    ]
    #expect(try JSONValue(jsonText: text) == expected)
  }

  @Test func aDuplicateKeyInALaterSiblingIsStillRejected() {
    #expect(throws: JSONValueError.duplicateKey("a", path: "byte 23")) {
      try JSONValue(jsonText: #"[{"a":1,"b":2},{"a":1,"a":2}]"#)
    }
  }

  @Test func duplicateKeyIsRejectedWhereItStands() {
    #expect(throws: JSONValueError.duplicateKey("a", path: "byte 8")) {
      try JSONValue(jsonText: #"{"a":1,"a":2}"#)
    }
  }

  @Test func parsedTextRoundTripsThroughJSONText() throws {
    let value: JSONValue = ["list": [1, 2.25, "three", ["four": nil]], "flag": false, "empty": ""]
    #expect(try JSONValue(jsonText: value.jsonText()) == value)
  }

  @Test func literalsBuildTheMatchingCases() {
    let value: JSONValue = ["s": "x", "i": 1, "d": 1.5, "b": true, "n": nil, "a": [1]]
    #expect(value["s"] == .string("x"))
    #expect(value["i"] == .number(1))
    #expect(value["d"] == .number(1.5))
    #expect(value["b"] == .bool(true))
    #expect(value["n"] == .null)
    #expect(value["a"] == .array([.number(1)]))
  }

  @Test func accessorsReturnNilForOtherKinds() {
    let value: JSONValue = "text"
    #expect(value.stringValue == "text")
    #expect(value.numberValue == nil)
    #expect(value.boolValue == nil)
    #expect(value.arrayValue == nil)
    #expect(value.objectValue == nil)
    #expect(value["key"] == nil)
    #expect(value[0] == nil)
  }

  @Test func intValueRequiresAWholeNumber() {
    #expect(JSONValue.number(3).intValue == 3)
    #expect(JSONValue.number(3.5).intValue == nil)
  }
}
