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
///
/// Patterns are normalised once, when the list is created. ``allows(url:)`` reads the host of an
/// ordinary URL (`scheme://host[:port]/…`, ASCII) straight from its bytes and compares labels
/// byte by byte; only unusual authorities (user info, `%`, brackets, non-ASCII) take the slower
/// path, which reads the host from the URL's text as WebKit's parser does. Foundation's URL
/// parser is never asked for a host: it differs between Linux, iOS 16 and iOS 17+, and a
/// decision tested here must be the decision on a phone.
public struct HostAllowList: Sendable, Equatable, Codable {
  /// The patterns as given, valid or not.
  public let patterns: [String]
  /// The patterns that were ignored because they are invalid.
  public let invalidPatterns: [String]
  /// The valid ASCII patterns, matched byte by byte.
  private let asciiPatterns: HostName.Patterns
  /// The valid non-ASCII patterns, which match only an equal host (canonical equivalence).
  private let unicodeNames: [String]

  /// Creates a list; invalid patterns are ignored and listed in ``invalidPatterns``.
  public init(_ patterns: [String]) {
    var asciiPatterns = HostName.Patterns()
    var unicodeNames: [String] = []
    var invalid: [String] = []
    for pattern in patterns {
      guard let (scope, host) = Self.rule(for: pattern) else {
        invalid.append(pattern)
        continue
      }
      if host.utf8.allSatisfy({ $0 < 0x80 }) {
        asciiPatterns.append(host, scope: scope)
      } else {
        unicodeNames.append(host)
      }
    }
    self.patterns = patterns
    self.invalidPatterns = invalid
    self.asciiPatterns = asciiPatterns
    self.unicodeNames = unicodeNames
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
    guard let host = HostName.normalized(host) else { return false }
    let kind = HostName.kind(of: host)
    switch kind {
    case .invalid:
      return false
    case .unicode:
      return unicodeNames.contains(host)
    case .address, .name:
      return asciiPatterns.match(host, isAddress: kind == .address)
    }
  }

  /// Whether the host of `url` is allowed; `false` for URLs without a host (`file:`, `about:`,
  /// `data:`, `blob:`) and for URLs whose authority contains a backslash, which browsers and
  /// Foundation read differently (`https://evil.com\@example.com` is `evil.com` to WebKit).
  public func allows(url: URL) -> Bool {
    asciiPatterns.allows(urlText: url.absoluteString) ?? allowsReadingAuthority(url: url)
  }

  /// The host of `url` as this type matches it (lowercased, without port or one trailing dot), or
  /// `nil` when there is none it can read with confidence: no host, a backslash or `%5C` in the
  /// authority (WebKit and Foundation disagree on where such a host ends), or host text that is
  /// neither a DNS name nor an address. A URL for which this is `nil` is never allowed.
  package static func host(of url: URL) -> String? {
    let text = url.absoluteString
    guard !HostName.authorityHasBackslash(inURL: text), let raw = HostName.authorityHost(inURL: text),
      let host = HostName.normalized(raw),
      HostName.kind(of: host) != .invalid
    else { return nil }
    return host
  }

  /// The authority of `url` exactly as written in its text (`user@host:port`, percent escapes
  /// kept): from the first `//` to the next `/`, `?` or `#`; `nil` when the text has no `//`.
  package static func writtenAuthority(of url: URL) -> Substring? {
    let text = url.absoluteString
    guard let start = text.range(of: "//") else { return nil }
    return text[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
  }

  /// The scheme of `url` as trust reads it (`file:` is what `URL.isFileURL` says) and whether
  /// its host is allowed, from one read of its text: what bridge trust needs per message.
  package func judge(_ url: URL) -> (scheme: URLScheme, isAllowed: Bool) {
    let (scheme, allowed) = asciiPatterns.judge(urlText: url.absoluteString)
    return (scheme, allowed ?? allowsReadingAuthority(url: url))
  }

  /// ``allows(url:)`` through the general reading of the URL's authority alone
  /// (`HostName.authorityHost(inURL:)`): the path for unusual authorities, and the reference the
  /// byte-level fast path is tested and fuzzed against.
  package func allowsReadingAuthority(url: URL) -> Bool {
    let text = url.absoluteString
    guard !HostName.authorityHasBackslash(inURL: text), let host = HostName.authorityHost(inURL: text) else {
      return false
    }
    return allows(host: host)
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

  /// The valid patterns as rules, in order: what the page-side check
  /// (`OriginTrust.pageCondition(secure:cleartext:)`) is written from.
  var rules: [(scope: HostName.Patterns.Scope, host: String)] {
    patterns.compactMap(Self.rule(for:)).map { (scope: $0.0, host: $0.1) }
  }

  /// The scope and normalised host of a valid pattern; `nil` for an invalid one.
  private static func rule(for pattern: String) -> (HostName.Patterns.Scope, String)? {
    let subdomainsOnly = pattern.hasPrefix("*.")
    let body = subdomainsOnly ? String(pattern.dropFirst(2)) : pattern
    guard !body.contains("*"), let host = HostName.normalized(body) else { return nil }
    switch HostName.kind(of: host) {
    case .invalid: return nil
    case .name: return (subdomainsOnly ? .subdomains : .domain, host)
    case .address, .unicode: return subdomainsOnly ? nil : (.exact, host)
    }
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
