import BridgeClient
import JSON

/// Values that broke real bridges when they crossed into a page as code.
enum NodeHostileCorpus {
  /// Strings that end a literal, a template or a `<script>` element, or that older engines
  /// treat as line ends.
  static let strings: [String] = [
    "",
    "'", "\"", "`", "\\", "\\'", "\\\"", "\\u0041", "\\\\",
    "\u{2028}", "\u{2029}", "a\u{2028}b\u{2029}c",
    allControlCharacters,
    "\u{0}", "\u{7F}", "\r\n", "\t",
    "</script>", "</SCRIPT><script>globalThis.pwned = true</script>", "<!--", "-->", "<![CDATA[",
    "${x}", "${globalThis.pwned = true}", "`;globalThis.pwned = true;`",
    "\"); globalThis.pwned = true; (\"", "'); globalThis.pwned = true; ('",
    "😀", "🇰🇷", "👩‍👩‍👧‍👦", "𝄞", "\u{10FFFF}", "\u{FEFF}", "\u{FFFD}",
    "e\u{301}", "\u{E9}", "Z\u{35F}\u{36C}\u{345}", "안녕하세요",
    "\u{200E}\u{200F}\u{202E}", "null", "undefined", "NaN", "[object Object]", "__proto__",
  ]

  /// Every C0 control character and DEL, in order.
  static let allControlCharacters = String(
    String.UnicodeScalarView((0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(0x7F)])
  )

  /// Over a megabyte (UTF-8) of quotes, backslashes, line separators, markup and non-BMP text.
  static let megabyteString = String(repeating: "a'\"`\\\u{2028}\u{2029}</script>\u{0}😀e\u{301}", count: 40_000)

  /// Object keys that are hostile as text or special in JavaScript objects.
  static let hostileKeys: [String] = [
    "", "'", "\"", "\\", "\u{2028}", "\u{0}", "</script>", "${x}", "😀", "e\u{301}",
    "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "0", "-1", "1e3",
    "a.b", "a\"]; globalThis.pwned = true; //",
  ]

  /// Numbers whose text must survive both encoders exactly.
  static let numbers: [Double] = [
    0, 1, -1, 0.1, -2.5e-10, 1e21, 1e-7, 123_456_789.123, 9_007_199_254_740_991,
    .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
  ]

  /// `{"k": [{"k": [ … ]}]}` nested `depth` containers deep, with a hostile string at the bottom.
  static func nested(depth: Int) -> JSONValue {
    var value: JSONValue = .string("bottom \u{2028}</script>")
    for level in 0..<depth {
      value = level.isMultiple(of: 2) ? .array([value]) : .object(["k\u{2029}\"": value])
    }
    return value
  }

  /// Everything above as separate values, for one call each.
  static let values: [JSONValue] =
    strings.map(JSONValue.string)
    + numbers.map(JSONValue.number)
    + [
      .null, .bool(true), .bool(false), .array([]), .object([:]),
      .string(megabyteString),
      nested(depth: 50),
      .object(Dictionary(uniqueKeysWithValues: hostileKeys.map { ($0, JSONValue.string($0)) })),
      .array(strings.map(JSONValue.string)),
      .object(["mixed": .array([.null, .bool(true), .number(-0.5), .string("\u{2028}"), .object([:])])]),
    ]

  /// Compares JSON values exactly: structurally (as `JSONValue`) and byte for byte, because
  /// Swift's `String ==` treats canonically equivalent text (`é` and `e` + U+0301) as equal.
  static func isExactly(_ actual: JSONValue?, _ expected: JSONValue) -> Bool {
    guard let actual else { return false }
    return actual == expected && Array(actual.jsonText().utf8) == Array(expected.jsonText().utf8)
  }
}
