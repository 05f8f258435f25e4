/// Why a text does not scan, and where.
package struct TapeSyntaxError: Error, Equatable {
  /// What the scan expected where it stopped. A small enum rather than text, so the scan's hot
  /// path carries no strings.
  package enum Expected: UInt8 {
    case value, key, colon, commaOrBrace, commaOrBracket, literal, escape, stringEnd, endOfText
    /// The text nests deeper than the syntax's `maxDepth`.
    case shallowerNesting
  }

  /// The byte offset of the problem in the text.
  package var offset: Int
  package var expected: Expected
  /// Whether the text ended there.
  package var atEnd = false

  /// Whether the text nests deeper than the syntax allows.
  package var isTooDeep: Bool { expected == .shallowerNesting }

  /// What is wrong, for a developer.
  package var reason: String {
    switch expected {
    case .value: atEnd ? "unexpected end of text, expected a value" : "unexpected character, expected a value"
    case .key: "expected a string key"
    case .colon: "expected ':' after key"
    case .commaOrBrace: "expected ',' or '}' in object"
    case .commaOrBracket: "expected ',' or ']' in array"
    case .literal: "invalid literal, expected true, false or null"
    case .escape: "invalid \\u escape"
    case .stringEnd: "unterminated string"
    case .endOfText: "unexpected text after the JSON value"
    case .shallowerNesting: "nested too deep"
    }
  }
}
