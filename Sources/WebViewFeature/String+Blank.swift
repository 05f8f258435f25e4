extension String {
  /// Whether the text holds nothing but white space and line breaks: the same characters as
  /// Foundation's `CharacterSet.whitespacesAndNewlines` (Unicode categories Zs, Zl and Zp,
  /// U+200B, tab, line feed, vertical tab, form feed, carriage return and next line).
  ///
  /// Checked scalar by scalar, without Foundation: trimming the text would copy it through
  /// `NSString`, which cost more than the rest of a `showToast` message's handling together.
  package var isBlank: Bool {
    unicodeScalars.allSatisfy(\.isWhitespaceOrNewline)
  }
}

extension Unicode.Scalar {
  /// Membership in `CharacterSet.whitespacesAndNewlines`.
  fileprivate var isWhitespaceOrNewline: Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
