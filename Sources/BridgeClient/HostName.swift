/// Host text as ``HostAllowList`` reads it: normalisation, validation and label comparison, on
/// strings for hosts given as text (`HostName+Text.swift`) and on bytes for hosts read straight
/// out of a URL (this file).
///
/// The module's speed tricks all live in this file: the byte-level reading of a URL's host (pointers,
/// eight bytes at a time) and the matching of patterns stored side by side (``Patterns``). What
/// it is worth: deciding whether a frame is trusted (`Scripts/instructions.sh origin-check`)
/// costs a small fraction of what it cost through the general reading of the authority on
/// `String`s (``authorityHost(inURL:)``, which unusual URLs still take), measured by making
/// `HostAllowList.judge` skip the byte-level answer.
/// The rest of the module calls these with `String`s.
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


  /// The kind of a normalised ASCII host without `:`, read from its bytes.
  static func asciiKind(of host: consuming String) -> Kind {
    var host = host
    return host.withUTF8 { kind(of: $0) }
  }

  /// The kind of a normalised ASCII host without `:`: a name when its labels are 1–63 bytes of
  /// `a–z 0–9 - _` and it is at most 253 bytes, an address when its last label is all digits.
  static func kind(of host: UnsafeBufferPointer<UInt8>) -> Kind {
    guard !host.isEmpty, host.count <= 253 else { return .invalid }
    var labelLength = 0
    var labelIsNumeric = true
    for byte in host {
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0 else { return .invalid }
        labelLength = 0
        labelIsNumeric = true
        continue
      }
      guard byte.isHostLabelByte else { return .invalid }
      labelLength &+= 1
      guard labelLength <= 63 else { return .invalid }
      labelIsNumeric = labelIsNumeric && byte.isDigit
    }
    guard labelLength > 0 else { return .invalid }
    return labelIsNumeric ? .address : .name
  }

  /// The host of an ordinary URL, as written: without port and one trailing dot.
  struct PlainHost {
    var bytes: UnsafeBufferPointer<UInt8>
    /// Whether `bytes` needs lowercasing before it is compared.
    var hasUppercase: Bool
  }

  /// The host of an ordinary URL, `scheme://host[:port]` followed by `/`, `?`, `#` or the end,
  /// where the host holds only letters, digits, `.`, `-` and `_`; `nil` when the authority holds
  /// anything else (user info, `%`, brackets, a backslash, non-ASCII, an empty host or port),
  /// which ``authorityHost(inURL:)`` reads.
  ///
  /// For the authorities it accepts, the host is exactly ``authorityHost(inURL:)`` without its
  /// trailing dot: there is nothing to decode and nothing to strip but the port. Its labels are not checked here: ``HostAllowList`` checks them only when a pattern
  /// matches.
  static func plainHost(inURL url: UnsafeBufferPointer<UInt8>) -> PlainHost? {
    // Shorter texts (`a://b`) are left to `authorityHost`, so every word below can be read in place.
    guard let text = url.baseAddress, url.count >= 8, let start = authorityStart(text, url.count) else { return nil }
    let count = url.count
    var index = start
    var hasUppercase = false
    // Eight bytes at a time: runs of lowercase letters and dots, most of a host, cost one step.
    // Past the end the word reads as `/`, so the end of the text ends the authority.
    while true {
      let special = notLowercaseLettersOrDots(word(text, at: index, count: count))
      guard special != 0 else {
        index &+= 8
        continue
      }
      index &+= special.trailingZeroBitCount &>> 3
      guard index < count else {
        index = count
        break
      }
      let byte = text[index]
      if byte.isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        index &+= 1
      } else if byte &- UInt8(ascii: "A") < 26 {
        hasUppercase = true
        index &+= 1
      } else if byte == UInt8(ascii: ":") || byte.endsAuthority {
        break
      } else {
        return nil
      }
    }
    var end = index
    if index < count, text[index] == UInt8(ascii: ":") {
      index &+= 1
      let portStart = index
      while index < count, text[index].isDigit { index &+= 1 }
      guard index > portStart, index == count || text[index].endsAuthority else { return nil }
    }
    if end > start, text[end &- 1] == UInt8(ascii: ".") { end &-= 1 }
    guard end > start else { return nil }
    return PlainHost(bytes: UnsafeBufferPointer(start: text + start, count: end &- start), hasUppercase: hasUppercase)
  }


  /// Whether `labels` (a host, or the part of one before a matched pattern) is 1–253 bytes of
  /// labels of 1–63 bytes separated by single dots.
  static func hasValidLabels(_ labels: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !labels.isEmpty, labels.count <= 253 else { return false }
    var length = 0
    for byte in labels {
      if byte == UInt8(ascii: ".") {
        guard length > 0 else { return false }
        length = 0
      } else {
        length &+= 1
        guard length <= 63 else { return false }
      }
    }
    return length > 0
  }

  /// Where the authority starts after `scheme://`; `nil` when the text does not start so.
  @inline(__always)
  private static func authorityStart(_ text: UnsafePointer<UInt8>, _ count: Int) -> Int? {
    // `https://` and `http://` are compared as one word; other schemes byte by byte.
    let prefix = load(text)
    if prefix == 0x2F2F_3A73_7074_7468 { return 8 }  // "https://"
    if prefix & 0x00FF_FFFF_FFFF_FFFF == 0x002F_2F3A_7074_7468 { return 7 }  // "http://"
    guard text[0].isASCIILetter else { return nil }
    var index = 1
    while index < count, text[index].isSchemeByte { index &+= 1 }
    guard index &+ 2 < count, text[index] == UInt8(ascii: ":"), text[index &+ 1] == UInt8(ascii: "/"),
      text[index &+ 2] == UInt8(ascii: "/")
    else { return nil }
    return index &+ 3
  }

  /// The eight bytes from `start` of a text of at least eight bytes, little-endian, reading `/`
  /// for bytes at or past `count`.
  @inline(__always)
  private static func word(_ text: UnsafePointer<UInt8>, at start: Int, count: Int) -> UInt64 {
    let available = count &- start
    if available >= 8 { return load(text + start) }
    let slashes: UInt64 = 0x2F2F_2F2F_2F2F_2F2F
    guard available > 0 else { return slashes }
    return load(text + (count &- 8)) >> ((8 &- available) &* 8) | slashes << (available &* 8)
  }

  /// The eight bytes at `pointer`, little-endian.
  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// The high bit of each byte of `word` that is neither a lowercase ASCII letter nor `.`.
  @inline(__always)
  private static func notLowercaseLettersOrDots(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let low = word & ~high
    // With the high bit cleared no byte carries into the next: `low + 0x1F` reaches 0x80 from
    // `a` on, `low + 0x05` from `{` on, and `(low ^ '.') + 0x7F` everywhere but at a dot.
    let atLeastA = low &+ 0x1F1F_1F1F_1F1F_1F1F
    let pastZ = low &+ 0x0505_0505_0505_0505
    let notDot = (low ^ 0x2E2E_2E2E_2E2E_2E2E) &+ 0x7F7F_7F7F_7F7F_7F7F
    let accepted = ((atLeastA & ~pastZ) | ~notDot) & ~word & high
    return ~accepted & high
  }

  /// Whether the authority (from the first `//` to the next `/`, `?` or `#`) holds a backslash
  /// or `%5C`: WebKit reads `https://evil.com\@example.com` as `evil.com`, Foundation as
  /// `example.com`.
  static func authorityHasBackslash(inURL text: consuming String) -> Bool {
    var text = text
    return text.withUTF8 { authorityHasBackslash(inURL: $0) }
  }

  private static func authorityHasBackslash(inURL url: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index &+ 1 < url.count, !(url[index] == UInt8(ascii: "/") && url[index &+ 1] == UInt8(ascii: "/")) {
      index &+= 1
    }
    guard index &+ 1 < url.count else { return false }
    index &+= 2
    while index < url.count {
      let byte = url[index]
      if byte.endsAuthority { return false }
      if byte == UInt8(ascii: "\\") { return true }
      if byte == UInt8(ascii: "%"), index &+ 2 < url.count, url[index &+ 1] == UInt8(ascii: "5"),
        url[index &+ 2] | 0x20 == UInt8(ascii: "c")
      {
        return true
      }
      index &+= 1
    }
    return false
  }

  /// Calls `body` with the host's bytes in lowercase, copying them only when they have
  /// uppercase letters.
  static func withLowercased<R>(_ host: PlainHost, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard host.hasUppercase else { return body(host.bytes) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: host.bytes.count) { lowered in
      for (index, byte) in host.bytes.enumerated() {
        lowered[index] = byte.isASCIIUppercase ? byte | 0x20 : byte
      }
      return body(UnsafeBufferPointer(lowered))
    }
  }

  static func equal(_ host: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    host.count == pattern.count && bytesEqual(host.baseAddress, pattern.baseAddress, host.count)
  }

  /// Whether `host` ends with `.` + `domain`, so it lies below `domain` by whole labels.
  static func isSubdomain(_ host: UnsafeBufferPointer<UInt8>, of domain: UnsafeBufferPointer<UInt8>) -> Bool {
    let offset = host.count &- domain.count
    guard offset > 0, let base = host.baseAddress, base[offset &- 1] == UInt8(ascii: ".") else { return false }
    return bytesEqual(base + offset, domain.baseAddress, domain.count)
  }

  /// The scheme that starts the URL's text (any case), as far as trust cares: `file:` (what
  /// `URL.isFileURL` says), `https:`, `http:` or another, read from the text `HostAllowList`
  /// scans anyway.
  static func scheme(ofURL url: UnsafeBufferPointer<UInt8>) -> URLScheme {
    guard url.count >= 5, let text = url.baseAddress else { return .other }
    let first4 = (text[0] | 0x20, text[1] | 0x20, text[2] | 0x20, text[3] | 0x20)
    if first4 == (UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "e")) {
      return text[4] == UInt8(ascii: ":") ? .file : .other
    }
    guard first4 == (UInt8(ascii: "h"), UInt8(ascii: "t"), UInt8(ascii: "t"), UInt8(ascii: "p")) else { return .other }
    if text[4] == UInt8(ascii: ":") { return .http }
    return url.count >= 6 && text[4] | 0x20 == UInt8(ascii: "s") && text[5] == UInt8(ascii: ":") ? .https : .other
  }

  /// Compares eight bytes at a time; hosts are too short for a call to `memcmp` to pay off.
  @inline(__always)
  private static func bytesEqual(_ lhs: UnsafePointer<UInt8>?, _ rhs: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
    guard count > 0, let lhs, let rhs else { return count == 0 }
    guard count >= 8 else {
      for index in 0..<count where lhs[index] != rhs[index] { return false }
      return true
    }
    var index = 0
    while index &+ 8 < count {
      guard load(lhs + index) == load(rhs + index) else { return false }
      index &+= 8
    }
    return load(lhs + (count &- 8)) == load(rhs + (count &- 8))
  }
}

extension HostName {
  /// The valid ASCII patterns of a ``HostAllowList``, normalised (lowercase, without brackets,
  /// port or trailing dot), their bytes one after the other: matching walks plain values, with no
  /// reference counting per pattern.
  struct Patterns: Sendable {
    /// Which hosts a pattern allows.
    enum Scope: Sendable {
      /// The domain and all its subdomains.
      case domain
      /// Subdomains only.
      case subdomains
      /// This exact host (addresses).
      case exact
    }

    /// A pattern: its scope and its span of ``bytes``.
    private struct Rule: Sendable {
      var scope: Scope
      var start: Int
      var count: Int
    }

    private var rules: [Rule] = []
    private var bytes: [UInt8] = []

    /// Adds a normalised ASCII `host` with `scope`.
    mutating func append(_ host: String, scope: Scope) {
      rules.append(Rule(scope: scope, start: bytes.count, count: host.utf8.count))
      bytes += host.utf8
    }

    /// Whether a pattern allows `host`: normalised ASCII, a valid name or address.
    func match(_ host: consuming String, isAddress: Bool) -> Bool {
      var host = host
      return host.withUTF8 { host in
        bytes.withUnsafeBufferPointer { all in
          for rule in rules {
            let pattern = UnsafeBufferPointer(rebasing: all[rule.start..<(rule.start &+ rule.count)])
            let matched =
              switch rule.scope {
              case .exact: HostName.equal(host, pattern)
              case .domain: !isAddress && (HostName.equal(host, pattern) || HostName.isSubdomain(host, of: pattern))
              case .subdomains: !isAddress && HostName.isSubdomain(host, of: pattern)
              }
            if matched { return true }
          }
          return false
        }
      }
    }

    /// Whether a pattern allows the host of an ordinary URL, read from the URL's text; `nil` when
    /// its authority is unusual (``plainHost(inURL:)``).
    func allows(urlText: consuming String) -> Bool? {
      var text = urlText
      return text.withUTF8 { allows(url: $0) }
    }

    /// The URL's scheme (``HostName/scheme(ofURL:)``) and ``allows(urlText:)``, from one read
    /// of the text.
    func judge(urlText: consuming String) -> (scheme: URLScheme, isAllowed: Bool?) {
      var text = urlText
      return text.withUTF8 { (HostName.scheme(ofURL: $0), allows(url: $0)) }
    }

    private func allows(url: UnsafeBufferPointer<UInt8>) -> Bool? {
      guard let host = HostName.plainHost(inURL: url) else { return nil }
      return HostName.withLowercased(host) { matchPlainHost($0) }
    }

    /// ``match(_:isAddress:)`` for a host of lowercase letters, digits, `.`, `-` and `_` whose
    /// labels and kind are not known yet.
    ///
    /// A pattern is a valid host, so a host equal to it is valid and of its kind, and a host
    /// ending in `.` + a name pattern is a name; only the labels in front of the pattern are left
    /// to check, and only when a pattern matched.
    private func matchPlainHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
      bytes.withUnsafeBufferPointer { all in
        for rule in rules {
          let pattern = UnsafeBufferPointer(rebasing: all[rule.start..<(rule.start &+ rule.count)])
          if rule.scope != .subdomains, HostName.equal(host, pattern) { return true }
          if rule.scope != .exact, HostName.isSubdomain(host, of: pattern) {
            let front = UnsafeBufferPointer(rebasing: host[..<(host.count &- pattern.count &- 1)])
            return host.count <= 253 && HostName.hasValidLabels(front)
          }
        }
        return false
      }
    }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  fileprivate var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }

  fileprivate var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }

  /// Letters, digits, `+`, `-` and `.`: RFC 3986 scheme characters after the first.
  fileprivate var isSchemeByte: Bool {
    (self | 0x20) &- UInt8(ascii: "a") < 26 || isDigit || self == UInt8(ascii: "+") || self == UInt8(ascii: "-")
      || self == UInt8(ascii: ".")
  }

  /// `/`, `?` or `#`: where an authority ends.
  fileprivate var endsAuthority: Bool {
    self == UInt8(ascii: "/") || self == UInt8(ascii: "?") || self == UInt8(ascii: "#")
  }

  fileprivate var isHostLabelByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
