import Foundation

/// Host text as ``HostAllowList`` reads it: one reader for the host of a URL's text and for a
/// host or pattern given bare, the kind of what it read, and the comparison by whole labels.
///
/// A URL's host is read the way a WHATWG URL parser (WebKit's) reads it: after `scheme://`, up to
/// the first `/`, `?` or `#`; user info up to the *last* `@` dropped; a bracketed IPv6 address
/// without its brackets; the port (`:` and digits) dropped; percent escapes decoded. Foundation's
/// `URL.host(percentEncoded:)` is not used: its parser differs between Linux, iOS 16 and iOS 17+,
/// and the allow-list must decide alike everywhere it is tested.
///
/// Everything here reads a string's UTF-8 bytes through a `Span`, whose every access is
/// bounds-checked, at integer offsets: the reading that `Substring.UTF8View` indices cost many
/// times over (`Scripts/instructions.sh origin-check`). An ordinary host (lowercase letters,
/// digits, `.`, `-`, `_`) is compared where it lies in the URL's text; only unusual ones
/// (uppercase, escapes, brackets, non-ASCII) are copied to be decoded and lowercased.
enum HostName {
  /// What a normalised host is, which decides how it may match.
  enum Kind {
    /// An ASCII DNS name: matched by whole labels.
    case name
    /// An IPv4 or IPv6 address (or numeric shorthand): matched exactly.
    case address
    /// A non-ASCII name: matched exactly.
    case unicode
    /// Not a host at all.
    case invalid
  }

  /// The text of a normalised host, from the bytes it was handed over with: for what is not
  /// compared by bytes (a pattern's rule, a non-ASCII host, a diagnostic).
  static func text(of bytes: borrowing Span<UInt8>) -> String {
    var copy: [UInt8] = []
    copy.reserveCapacity(bytes.count)
    for index in bytes.indices { copy.append(bytes[index]) }
    return String(decoding: copy, as: UTF8.self)
  }

  /// Where a host's text comes from, which decides how its port and escapes are read.
  private enum Source: Equatable {
    /// The authority of a URL of a special scheme (`http`, `https`, `ws`, `wss`, `ftp`): the
    /// first `:` starts the port, which may be empty; escapes are decoded and letters lowercased.
    case specialURL
    /// The authority of a URL of another scheme, whose host the URL standard leaves opaque: read
    /// as written, neither decoded nor lowercased (so only a plain one is valid).
    case opaqueURL
    /// A host or pattern given as text: an unbracketed host with several `:` is an IPv6 address,
    /// a port has digits, and `%` is not decoded (so such a host is invalid).
    case bare
  }

  /// Calls `body` with what trust reads from the URL whose text is `text`: its scheme (any case;
  /// `file:` is what `URL.isFileURL` says), and its host with the host's bytes, or `nil` and no
  /// bytes when it has no host that can be read with confidence.
  ///
  /// The host is lowercased, percent-decoded, without brackets, port or one trailing dot. There
  /// is none when there is no `scheme://` authority; for `file:` URLs, whose host names no web
  /// origin; when the authority holds a backslash or `%5C` (WebKit ends the host at a backslash,
  /// RFC 3986 parsers and Foundation do not: `https://evil.com\@example.com` is `evil.com` to
  /// WebKit); when the port is not digits; and when the decoded host holds a character no host
  /// may hold (`: / ? # @ [ ] \ %`, spaces, or a malformed escape). Such a URL is never allowed.
  /// A scheme the URL standard does not know (`app:`, `myapp+x:`) has an opaque host, which is
  /// neither decoded nor lowercased, so `app://EXAMPLE.com` is not `example.com`.
  static func withURL<Result>(
    _ text: consuming String, _ body: (URLScheme, Kind?, borrowing Span<UInt8>) -> Result
  ) -> Result {
    text.withUTF8Span { bytes in
      guard let (schemeEnd, scheme, source) = Self.scheme(of: bytes) else { return body(.other, nil, bytes.extracting(0..<0)) }
      guard let source else { return body(scheme, nil, bytes.extracting(0..<0)) }
      if let host = plainAuthority(in: bytes, after: schemeEnd + 1) {
        return body(scheme, host.kind, bytes.extracting(host.range))
      }
      if let hostAndPort = hostAndPort(in: bytes, after: schemeEnd + 1),
        let result = withNormalized(bytes, hostAndPort, from: source, { body(scheme, $0, $1) })
      {
        return result
      }
      return body(scheme, nil, bytes.extracting(0..<0))
    }
  }

  /// The host of an ordinary authority, read in one pass: `//`, then labels and dots up to the
  /// path, query or fragment (or the end), with no user info, port, brackets, escapes or
  /// uppercase; without one trailing dot. `nil` for any other authority, which
  /// ``hostAndPort(in:after:)`` and ``withNormalized(_:_:from:_:)`` read as they read every
  /// host, to the same result for this one (`Scripts/instructions.sh origin-check`).
  private static func plainAuthority(in bytes: borrowing Span<UInt8>, after start: Int) -> (range: Range<Int>, kind: Kind)? {
    guard bytes.count - start > 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else {
      return nil
    }
    let authority = start + 2..<bytes.count
    let labels = scanLabels(bytes, authority, endsAtPath: true)
    guard let kind = labels.kind, labels.end > authority.lowerBound,
      labels.end == bytes.count || bytes[labels.end] != UInt8(ascii: ":")
    else { return nil }
    let host = withoutTrailingDot(authority.lowerBound..<labels.end, in: bytes)
    return host.isEmpty ? nil : (host, kind)
  }

  /// `host`, a non-empty range of `bytes`, without one trailing `.`. By bytes: a `.` can end a
  /// grapheme cluster that starts before it.
  private static func withoutTrailingDot(_ host: Range<Int>, in bytes: borrowing Span<UInt8>) -> Range<Int> {
    bytes[host.upperBound - 1] == UInt8(ascii: ".") ? host.dropLast() : host
  }

  /// Calls `body` with a host given as text (optionally with `:port` or IPv6 brackets),
  /// lowercased, without brackets, port or one trailing dot, and its bytes; `nil` when it is
  /// obviously not a host.
  static func withHost<Result>(bare text: String, _ body: (Kind, borrowing Span<UInt8>) -> Result) -> Result? {
    text.withUTF8Span { withNormalized($0, 0..<$0.count, from: .bare, body) }
  }

  /// The scheme that starts `bytes`: where it ends (at its `:`), the scheme as trust tells it
  /// apart, and how the URL standard reads its hosts (as network hosts for its special schemes,
  /// opaque for the others, none for `file`'s); `nil` when they do not start with a scheme.
  private static func scheme(of bytes: borrowing Span<UInt8>) -> (end: Int, URLScheme, hostSource: Source?)? {
    // The schemes trust tells apart, read first: up to five bytes before a `:`, lowercased, as
    // one big-endian integer. `| 0x20` maps only `A–Z` onto `a–z`, so only those schemes' own
    // letters, in either case, can spell them, and their bytes need not be told apart first
    // (`Scripts/instructions.sh origin-check`).
    var name: UInt64 = 0
    var end = 0
    while end < 5, end < bytes.count, bytes[end] != UInt8(ascii: ":") {
      name = name << 8 | UInt64(bytes[end] | 0x20)
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: ":") {
      switch (end, name) {
      case (5, 0x68_74_74_70_73): return (end, .https, .specialURL)  // https
      case (4, 0x68_74_74_70): return (end, .http, .specialURL)  // http
      case (4, 0x66_69_6C_65): return (end, .file, nil)  // file
      case (3, 0x77_73_73), (3, 0x66_74_70), (2, 0x77_73): return (end, .other, .specialURL)  // wss, ftp, ws
      default: break
      }
    }
    // Any other scheme: a letter, then letters, digits, `+`, `-` and `.` (RFC 3986).
    guard !bytes.isEmpty, bytes[0].isASCIILetter else { return nil }
    end = 1
    while end < bytes.count, bytes[end].isSchemeByte { end += 1 }
    return end < bytes.count && bytes[end] == UInt8(ascii: ":") ? (end, .other, .opaqueURL) : nil
  }

  /// The authority's `host[:port]` that follows `//` at `start`: after the last `@`, up to the
  /// next `/`, `?` or `#`; `nil` when there is no `//` or the authority holds a backslash or `%5C`.
  private static func hostAndPort(in bytes: borrowing Span<UInt8>, after start: Int) -> Range<Int>? {
    guard bytes.count - start >= 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else {
      return nil
    }
    var index = start + 2
    var hostStart = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return hostStart..<index
      case UInt8(ascii: "\\"): return nil
      case UInt8(ascii: "@"): hostStart = index + 1
      case UInt8(ascii: "%"):
        let isEscapedBackslash =
          bytes.count - index > 2 && bytes[index + 1] == UInt8(ascii: "5") && bytes[index + 2] | 0x20 == UInt8(ascii: "c")
        if isEscapedBackslash { return nil }
      default: break
      }
      index += 1
    }
    return hostStart..<index
  }

  /// Calls `body` with `host[:port]` or `[address][:port]`, the bytes `range` of `bytes`, as a
  /// normalised host: its kind and its bytes; `nil` when it is not a host.
  private static func withNormalized<Result>(
    _ bytes: borrowing Span<UInt8>, _ range: Range<Int>, from source: Source,
    _ body: (Kind, borrowing Span<UInt8>) -> Result
  ) -> Result? {
    let isBracketed = !range.isEmpty && bytes[range.lowerBound] == UInt8(ascii: "[")
    let host: Range<Int>
    let plainKind: Kind?
    if isBracketed {
      guard let close = bytes.firstIndex(of: UInt8(ascii: "]"), in: range),
        isPort(bytes, close + 1..<range.upperBound, from: source)
      else { return nil }
      host = range.lowerBound + 1..<close
      let labels = scanLabels(bytes, host)
      plainKind = labels.end == close ? labels.kind : nil
    } else {
      let (colon, kind) = scanLabels(bytes, range)
      if colon < range.upperBound,
        source != .bare || bytes.firstIndex(of: UInt8(ascii: ":"), in: colon + 1..<range.upperBound) == nil
      {
        guard isPort(bytes, colon..<range.upperBound, from: source) else { return nil }
        host = range.lowerBound..<colon
        plainKind = kind
      } else {
        host = range
        plainKind = colon == range.upperBound ? kind : nil
      }
    }
    guard !host.isEmpty else { return nil }
    if let plainKind {
      let plain = withoutTrailingDot(host, in: bytes)
      return plain.isEmpty ? nil : body(plainKind, bytes.extracting(plain))
    }
    let written = Self.text(of: bytes.extracting(host))
    guard let plain = plainText(of: written, from: source, isBracketed: isBracketed) else { return nil }
    return plain.withUTF8Span { bytes in
      guard !bytes.isEmpty else { return nil }
      let host = withoutTrailingDot(bytes.indices, in: bytes)
      return host.isEmpty ? nil : body(kind(of: bytes.extracting(host)), bytes.extracting(host))
    }
  }

  /// Whether `bytes[range]` is empty, or `:` and digits (at least one, for a bare host).
  private static func isPort(_ bytes: borrowing Span<UInt8>, _ range: Range<Int>, from source: Source) -> Bool {
    guard let colon = range.first else { return true }
    let digits = colon + 1..<range.upperBound
    return bytes[colon] == UInt8(ascii: ":") && (source != .bare || !digits.isEmpty)
      && !digits.contains { !bytes[$0].isDigit }
  }

  /// A host that is not plain (uppercase, escapes, brackets, non-ASCII) as its source reads it:
  /// decoded when a special URL's, lowercased unless opaque; `nil` when a URL's host holds what no
  /// host may hold.
  private static func plainText(of host: String, from source: Source, isBracketed: Bool) -> String? {
    var text = host
    if source == .specialURL, host.utf8.contains(UInt8(ascii: "%")) {
      guard let decoded = text.removingPercentEncoding else { return nil }
      text = decoded
    }
    if source != .bare {
      let forbidden = text.unicodeScalars.contains { scalar in
        scalar == ":" ? !isBracketed : "/?#@[]\\%".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace
      }
      guard !forbidden else { return nil }
    }
    return source == .opaqueURL ? text : text.lowercased()
  }

  /// One pass over the host bytes `range`: where the host ends (its first `:`, or the end of
  /// `range`; or its first `/`, `?` or `#` when `endsAtPath`), and, when every byte before is a
  /// label byte (`a–z 0–9 - _`) or `.`, its kind: a name when, without one trailing dot, its
  /// labels are 1–63 bytes and it is at most 253 bytes, an address when its last label is all
  /// digits, invalid otherwise.
  private static func scanLabels(
    _ bytes: borrowing Span<UInt8>, _ range: Range<Int>, endsAtPath: Bool = false
  ) -> (end: Int, kind: Kind?) {
    var index = range.lowerBound
    var labelStart = index
    var lastLabelStart = index
    var isValid = true
    // Label lengths are checked at each `.` and at the end, so the loop over a label's bytes
    // only tells them apart (`Scripts/instructions.sh origin-check`).
    while index < range.upperBound {
      let byte = bytes[index]
      if byte.isHostLabelByte {
        index += 1
        continue
      }
      if byte == UInt8(ascii: ".") {
        isValid = isValid && (1...63).contains(index - labelStart)
        lastLabelStart = labelStart
        labelStart = index + 1
      } else if byte == UInt8(ascii: ":")
        || endsAtPath && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#"))
      {
        break
      } else {
        return (bytes.firstIndex(of: UInt8(ascii: ":"), in: index..<range.upperBound) ?? range.upperBound, nil)
      }
      index += 1
    }
    let endsWithDot = labelStart == index && index > range.lowerBound
    let lastLabel = endsWithDot ? lastLabelStart..<index - 1 : labelStart..<index
    let length = index - range.lowerBound - (endsWithDot ? 1 : 0)
    guard isValid, (1...63).contains(lastLabel.count), length <= 253 else { return (index, .invalid) }
    return (index, lastLabel.contains { !bytes[$0].isDigit } ? .name : .address)
  }

  /// The kind of the normalised host `host`, whose bytes are `bytes`: as ``scanLabels(_:_:)``
  /// reads it when it is plain (a `.` that remains at its end ends an empty label); with `:`, an
  /// address when it holds only hex digits, `:` and `.`; when it is not ASCII, as
  /// ``unicodeKind(of:)`` reads it; otherwise invalid.
  private static func kind(of bytes: borrowing Span<UInt8>) -> Kind {
    let labels = scanLabels(bytes, bytes.indices)
    if labels.end == bytes.count, let kind = labels.kind {
      return bytes[bytes.count - 1] == UInt8(ascii: ".") ? .invalid : kind
    }
    if labels.end < bytes.count {
      return bytes.indices.contains { !bytes[$0].isAddressByte } ? .invalid : .address
    }
    return bytes.indices.contains { bytes[$0] >= 0x80 } ? unicodeKind(of: Self.text(of: bytes)) : .invalid
  }

  /// The kind of a host that is not ASCII: a non-ASCII name when it has no empty label and holds
  /// nothing a host may not.
  private static func unicodeKind(of host: String) -> Kind {
    let forbidden: Set<Character> = ["/", "\\", "@", "%", "?", "#", " ", ":"]
    let valid =
      !host.contains(where: { forbidden.contains($0) || $0.isWhitespace })
      && !host.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    return valid ? .unicode : .invalid
  }

  /// Whether the host whose bytes are `host` is `domain`, or lies below it by whole labels
  /// (ends with `.` + `domain`) when `orBelow`, or only lies below it when `!orEqual`.
  static func matches(_ host: borrowing Span<UInt8>, _ domain: [UInt8], orEqual: Bool, orBelow: Bool) -> Bool {
    let offset = host.count - domain.count
    guard offset == 0 ? orEqual : offset > 0 && orBelow && host[offset - 1] == UInt8(ascii: ".") else { return false }
    var index = 0
    while index < domain.count {
      guard host[offset + index] == domain[index] else { return false }
      index += 1
    }
    return true
  }
}

extension String {
  /// Calls `body` with the string's UTF-8 bytes; only a string not stored as contiguous UTF-8
  /// (a bridged `NSString`) is copied first.
  fileprivate consuming func withUTF8Span<Result>(_ body: (borrowing Span<UInt8>) -> Result) -> Result {
    var text = self
    return text.withUTF8 { body($0.span) }
  }
}

extension Span<UInt8> {
  /// The offset of the first `byte` in `range`.
  fileprivate func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    range.first { self[$0] == byte }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  fileprivate var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }

  /// Letters, digits, `+`, `-` and `.`: RFC 3986 scheme characters after the first.
  fileprivate var isSchemeByte: Bool {
    isASCIILetter || isDigit || self == UInt8(ascii: "+") || self == UInt8(ascii: "-") || self == UInt8(ascii: ".")
  }

  /// Lowercase letters, digits, `-` and `_`: what a DNS label holds.
  fileprivate var isHostLabelByte: Bool {
    self &- UInt8(ascii: "a") < 26 || isDigit || self == UInt8(ascii: "-") || self == UInt8(ascii: "_")
  }

  /// Hex digits, `:` and `.`: the bytes of an IPv6 address (or an IPv4 one inside it).
  fileprivate var isAddressByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
