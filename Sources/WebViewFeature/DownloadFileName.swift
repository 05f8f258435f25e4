/// The one place a file name a server or a page suggests becomes the name a file is saved under.
///
/// The suggestion is hostile: `../../Library/Preferences/x.plist` must not leave the folder, a NUL
/// must not cut the name, and `invoice\u{202E}fdp.exe` must not read as `invoiceexe.pdf` in a
/// share sheet. The result is one path component of at most ``maxBytes`` bytes of UTF-8, never
/// empty, `.` or `..`, without a path separator (`/`, `\`, `:`), a control character or a format
/// character (bidirectional overrides and isolates, zero-width characters), and without leading
/// or trailing dots and spaces; a name too long keeps its extension.
package enum DownloadFileName {
  /// The longest name, in bytes of UTF-8: APFS's and most file systems' limit.
  package static let maxBytes = 255

  /// `suggested` made safe to save under; `fallback` (the configuration's
  /// `WebViewMessages/untitledDownload`, itself made safe) when nothing of it is left.
  package static func sanitized(_ suggested: String, fallback: String = "download") -> String {
    var safeFallback = clean(fallback)
    if safeFallback.isEmpty || safeFallback.utf8.count > maxBytes { safeFallback = "download" }
    let name = clean(lastComponent(of: suggested))
    return name.isEmpty ? safeFallback : truncated(name, fallback: safeFallback)
  }

  /// The part after the last `/` or `\`: a path collapses to its file name.
  private static func lastComponent(of name: String) -> Substring {
    name.split(separator: "/", omittingEmptySubsequences: false).last?
      .split(separator: "\\", omittingEmptySubsequences: false).last ?? ""
  }

  /// Separators and invisible characters dropped, runs of white space made one space, dots and
  /// spaces trimmed at both ends.
  private static func clean(_ name: some StringProtocol) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      if scalar == "/" || scalar == "\\" || scalar == ":" || isInvisible(scalar) { continue }
      if scalar.properties.isWhitespace {
        if kept.last != " " { kept.append(" ") }
        continue
      }
      kept.append(scalar)
    }
    let text = String(kept)
    let trimmed = text.drop { $0 == "." || $0 == " " }.reversed().drop { $0 == "." || $0 == " " }.reversed()
    return String(trimmed)
  }

  /// Control characters (Cc), format characters (Cf: bidirectional controls, zero-width joiners,
  /// the byte order mark), and code points that are not characters or are private (unassigned
  /// ones included): nothing a file name needs.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isNoncharacterCodePoint
    }
  }

  /// `name` cut to ``maxBytes`` bytes on a character boundary, keeping an extension of up to 16
  /// bytes: `very-long…name.pdf` stays a `.pdf`; `fallback` when no character fits before it.
  private static func truncated(_ name: String, fallback: String) -> String {
    guard name.utf8.count > maxBytes else { return name }
    var suffix = ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex, name[dot...].utf8.count <= 16 {
      suffix = String(name[dot...])
    }
    // The name is longer than the limit, so the cut falls before the extension.
    var kept = ""
    for character in name {
      guard kept.utf8.count + character.utf8.count + suffix.utf8.count <= maxBytes else { break }
      kept.append(character)
    }
    let stemKept = clean(kept)
    return stemKept.isEmpty ? fallback : stemKept + suffix
  }
}
