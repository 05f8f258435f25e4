/// The rules a scan checks the text against.
package struct JSONSyntax: Sendable {
  /// Also accept what Foundation's `JSONDecoder` accepts beyond RFC 8259: a trailing comma
  /// before `]` or `}`, and a UTF-8 byte order mark. Log lines are read this way, so a line
  /// decodes exactly as it would there; a page's JSON never is.
  package var lenient: Bool
  /// The most arrays and objects nested inside each other.
  package var maxDepth: Int

  /// RFC 8259 and nothing else, with `maxDepth` levels of nesting at most.
  package static func strict(maxDepth: Int) -> Self { Self(lenient: false, maxDepth: maxDepth) }

  /// What `JSONDecoder` reads: its leniencies, and its depth bound of 512.
  package static let decoder = Self(lenient: true, maxDepth: 512)
}

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
