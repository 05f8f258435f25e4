import Foundation

/// Which hosts are trusted, matched by whole DNS labels on the parsed host.
///
/// Used for bridge origin trust and reused by navigation policy, so both follow one set of rules:
///
/// | pattern | allows | never allows |
/// |---|---|---|
/// | `example.com` | `example.com`, `www.example.com`, `a.b.example.com` | `evilexample.com`, `example.com.evil.com` |
/// | `*.example.com` | `www.example.com`, `a.b.example.com` | `example.com` (the apex) |
/// | `192.168.0.10`, `::1`, `[::1]` | that address only | any other address |
/// | `bücher.de` (non-ASCII) | exactly `bücher.de` | its subdomains, `xn--bcher-kva.de` |
///
/// Hosts and patterns are lowercased and lose one trailing dot. Ports never matter. A host whose
/// last label is all digits (IPv4, or shorthand like `2130706433`) or that contains `:` (IPv6) is an
/// address and matches only an identical pattern. IDN: WebKit and Foundation hand over hosts in
/// punycode (`xn--…`), compared as plain ASCII; list the punycode form to trust an IDN domain. No
/// conversion between Unicode and punycode happens here. Host text with a backslash, `%`, `/`, `@`,
/// spaces or empty labels (`a..b`) is never allowed.
///
/// Invalid patterns (empty, `*`, a `*` not in front, `*.` before an address, bad characters) are
/// ignored and listed in ``invalidPatterns``; use ``init(validating:)`` to get an error instead.
public struct HostAllowList: Sendable, Equatable, Codable {
  /// The patterns as given, valid or not.
  public let patterns: [String]
  /// The patterns that were ignored because they are invalid.
  public let invalidPatterns: [String]
  private let rules: [Rule]

  private enum Rule: Sendable, Equatable {
    /// The domain and all its subdomains.
    case domain(String)
    /// Subdomains only.
    case subdomains(String)
    /// This exact host (addresses and non-ASCII names).
    case exact(String)
  }

  /// Creates a list; invalid patterns are ignored and listed in ``invalidPatterns``.
  public init(_ patterns: [String]) {
    var rules: [Rule] = []
    var invalid: [String] = []
    for pattern in patterns {
      if let rule = Self.rule(for: pattern) {
        rules.append(rule)
      } else {
        invalid.append(pattern)
      }
    }
    self.patterns = patterns
    self.invalidPatterns = invalid
    self.rules = rules
  }

  /// Creates a list, throwing ``HostAllowListError/invalidPatterns(_:)`` if any pattern is invalid.
  public init(validating patterns: [String]) throws(HostAllowListError) {
    self.init(patterns)
    guard invalidPatterns.isEmpty else { throw .invalidPatterns(invalidPatterns) }
  }

  /// Trusts nothing.
  public static let none = HostAllowList([])

  /// Whether `host` (a bare host, optionally with `:port` or IPv6 brackets) is allowed.
  public func allows(host: String) -> Bool {
    guard let (host, kind) = Self.readable(host) else { return false }
    return matches(host, kind)
  }

  /// Whether the host of `url` is allowed; `false` for URLs without a host (`file:`, `about:`,
  /// `data:`, `blob:`) and for URLs whose authority contains a backslash, which browsers and
  /// Foundation read differently (`https://evil.com\@example.com` is `evil.com` to WebKit).
  public func allows(url: URL) -> Bool {
    guard let (host, kind) = Self.readableHost(of: url) else { return false }
    return matches(host, kind)
  }

  /// The host of `url` as this type matches it (lowercased, without port or one trailing dot), or
  /// `nil` when there is none it can read with confidence: no host, a backslash or `%5C` in the
  /// authority (WebKit and Foundation disagree on where such a host ends), or host text that is
  /// neither a DNS name nor an address. A URL for which this is `nil` is never allowed.
  package static func host(of url: URL) -> String? {
    readableHost(of: url)?.host
  }

  /// The authority of `url` exactly as written in its text (`user@host:port`, percent escapes
  /// kept): from the first `//` to the next `/`, `?` or `#`; `nil` when the text has no `//`.
  package static func writtenAuthority(of url: URL) -> Substring? {
    let text = url.absoluteString
    guard let start = text.range(of: "//") else { return nil }
    return text[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
  }

  private static func readableHost(of url: URL) -> (host: String, kind: HostKind)? {
    if let authority = writtenAuthority(of: url),
      authority.contains("\\") || authority.lowercased().contains("%5c")
    {
      return nil
    }
    return url.host(percentEncoded: false).flatMap(readable)
  }

  /// The normalised host and its kind; `nil` when `raw` is not a host this type can match.
  private static func readable(_ raw: String) -> (host: String, kind: HostKind)? {
    guard let host = normalizedHost(raw) else { return nil }
    let kind = kind(of: host)
    return kind == .invalid ? nil : (host, kind)
  }

  private func matches(_ host: String, _ kind: HostKind) -> Bool {
    switch kind {
    case .invalid:
      return false
    case .address, .unicode:
      return rules.contains(.exact(host))
    case .name:
      return rules.contains { rule in
        switch rule {
        case .domain(let domain): host == domain || host.hasSuffix("." + domain)
        case .subdomains(let domain): host.hasSuffix("." + domain)
        case .exact(let exact): host == exact
        }
      }
    }
  }

  /// Lists are equal when their patterns, as given, are equal.
  public static func == (lhs: HostAllowList, rhs: HostAllowList) -> Bool {
    lhs.patterns == rhs.patterns
  }

  /// Decodes the pattern list (a JSON array of strings); invalid patterns are ignored as in
  /// ``init(_:)``.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String].self))
  }

  /// Encodes the patterns as given.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(patterns)
  }

  private enum HostKind {
    case name, address, unicode, invalid
  }

  private static func rule(for pattern: String) -> Rule? {
    let subdomainsOnly = pattern.hasPrefix("*.")
    let body = subdomainsOnly ? String(pattern.dropFirst(2)) : pattern
    guard !body.contains("*"), let host = normalizedHost(body) else { return nil }
    switch kind(of: host) {
    case .invalid: return nil
    case .name: return subdomainsOnly ? .subdomains(host) : .domain(host)
    case .address, .unicode: return subdomainsOnly ? nil : .exact(host)
    }
  }

  /// Lowercased, without brackets, port or one trailing dot; `nil` when obviously not a host.
  private static func normalizedHost(_ raw: String) -> String? {
    var host = Substring(raw)
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { return nil }
      let suffix = host[host.index(after: close)...]
      guard suffix.isEmpty || isPort(suffix) else { return nil }
      host = host[host.index(after: host.startIndex)..<close]
    } else if host.filter({ $0 == ":" }).count == 1, let colon = host.firstIndex(of: ":") {
      guard isPort(host[colon...]) else { return nil }
      host = host[..<colon]
    }
    if host.hasSuffix(".") { host = host.dropLast() }
    guard !host.isEmpty else { return nil }
    return host.lowercased()
  }

  private static func isPort(_ text: Substring) -> Bool {
    text.count > 1 && text.first == ":" && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func kind(of host: String) -> HostKind {
    if host.contains(":") {
      return host.utf8.allSatisfy { $0.isHexDigitOrColonOrDot } ? .address : .invalid
    }
    if !host.utf8.allSatisfy({ $0 < 0x80 }) {
      let forbidden: Set<Character> = ["/", "\\", "@", "%", "?", "#", " ", ":"]
      let valid = !host.contains(where: { forbidden.contains($0) || $0.isWhitespace })
        && !host.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
      return valid ? .unicode : .invalid
    }
    let labels = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard host.utf8.count <= 253,
      labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && $0.allSatisfy(\.isHostLabelByte) })
    else { return .invalid }
    let last = labels[labels.count - 1]
    return last.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ? .address : .name
  }
}

/// Why ``HostAllowList/init(validating:)`` refused its patterns.
public enum HostAllowListError: Error, Sendable, Equatable, CustomStringConvertible {
  /// These patterns are not hosts, `*.`-prefixed domains or IP addresses.
  case invalidPatterns([String])

  /// The invalid patterns and examples of valid ones.
  public var description: String {
    switch self {
    case .invalidPatterns(let patterns):
      "Invalid host patterns \(patterns); use e.g. \"example.com\", \"*.example.com\" or \"192.168.0.10\"."
    }
  }
}

extension UInt8 {
  fileprivate var isHostLabelByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  fileprivate var isHexDigitOrColonOrDot: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: ":"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
