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
/// Patterns are normalised once, when the list is created. ``allows(url:)`` reads the host from
/// the URL's text as WebKit's parser does, with one reader for every URL; Foundation's URL parser
/// is never asked for a host: it differs between Linux, iOS 16 and iOS 17+, and a decision tested
/// here must be the decision on a phone.
public struct HostAllowList: Sendable, Equatable, Codable {
  /// The patterns as given, valid or not.
  public let patterns: [String]
  /// The patterns that were ignored because they are invalid.
  public let invalidPatterns: [String]
  /// The valid patterns, normalised, in order.
  package let rules: [Rule]

  /// A valid pattern: which hosts it allows, and its normalised host.
  package struct Rule: Sendable {
    /// Which hosts a pattern allows.
    package enum Scope: Sendable {
      /// The domain and all its subdomains.
      case domain
      /// Subdomains only.
      case subdomains
      /// This exact host (an address, or a non-ASCII name).
      case exact
    }

    /// Which hosts it allows.
    package let scope: Scope
    /// The host, lowercased, without brackets, port or trailing dot.
    package let host: String
    /// The host's UTF-8 bytes, which a URL's host is compared with.
    private let bytes: [UInt8]

    init(scope: Scope, host: String) {
      self.scope = scope
      self.host = host
      self.bytes = Array(host.utf8)
    }

    /// Whether it allows the normalised host whose bytes are `bytes` and whose kind is `kind`.
    func allows(_ kind: HostName.Kind, bytes: borrowing Span<UInt8>) -> Bool {
      switch (scope, kind) {
      case (_, .invalid): false
      // Canonical equivalence, as `String` compares: `ü` written in one scalar or two.
      case (.exact, .unicode): HostName.text(of: bytes) == host
      case (.exact, _): HostName.matches(bytes, self.bytes, orEqual: true, orBelow: false)
      case (_, .address), (_, .unicode): false
      case (.domain, .name): HostName.matches(bytes, self.bytes, orEqual: true, orBelow: true)
      case (.subdomains, .name): HostName.matches(bytes, self.bytes, orEqual: false, orBelow: true)
      }
    }
  }

  /// Creates a list; invalid patterns are ignored and listed in ``invalidPatterns``.
  public init(_ patterns: [String]) {
    var rules: [Rule] = []
    var invalid: [String] = []
    for pattern in patterns {
      if let rule = Self.rule(for: pattern) { rules.append(rule) } else { invalid.append(pattern) }
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
    HostName.withHost(bare: host) { allows($0, bytes: $1) } ?? false
  }

  /// Whether the host of `url` is allowed; `false` for URLs without a host (`file:`, `about:`,
  /// `data:`, `blob:`) and for URLs whose authority contains a backslash, which browsers and
  /// Foundation read differently (`https://evil.com\@example.com` is `evil.com` to WebKit).
  public func allows(url: URL) -> Bool {
    judge(url).isAllowed
  }

  /// The host of `url` as this type matches it (lowercased, without port or one trailing dot), or
  /// `nil` when there is none it can read with confidence: no host, a backslash or `%5C` in the
  /// authority (WebKit and Foundation disagree on where such a host ends), or host text that is
  /// neither a DNS name nor an address. A URL for which this is `nil` is never allowed.
  package static func host(of url: URL) -> String? {
    HostName.withURL(url.absoluteString) { _, kind, bytes in
      guard let kind, kind != .invalid else { return nil }
      return HostName.text(of: bytes)
    }
  }

  /// The authority of `url` exactly as written in its text (`user@host:port`, percent escapes
  /// kept): from the first `//` to the next `/`, `?` or `#`; `nil` when the text has no `//`.
  package static func writtenAuthority(of url: URL) -> Substring? {
    let text = url.absoluteString
    guard let start = text.range(of: "//") else { return nil }
    return text[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
  }

  /// The scheme of `url` as trust reads it (`file:` is what `URL.isFileURL` says) and whether
  /// its host is allowed, from one copy of its text: what bridge trust needs per message.
  package func judge(_ url: URL) -> (scheme: URLScheme, isAllowed: Bool) {
    HostName.withURL(url.absoluteString) { scheme, kind, bytes in
      guard let kind else { return (scheme, false) }
      return (scheme, allows(kind, bytes: bytes))
    }
  }

  /// Whether the normalised host whose bytes are `bytes` and whose kind is `kind` is allowed.
  private func allows(_ kind: HostName.Kind, bytes: borrowing Span<UInt8>) -> Bool {
    // By index: a rule copied out of the array would be retained per message
    // (`Scripts/instructions.sh origin-check`).
    for index in rules.indices where rules[index].allows(kind, bytes: bytes) { return true }
    return false
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

  /// The rule of a valid pattern; `nil` for an invalid one.
  private static func rule(for pattern: String) -> Rule? {
    let subdomainsOnly = pattern.hasPrefix("*.")
    let body = subdomainsOnly ? String(pattern.dropFirst(2)) : pattern
    guard !body.contains("*") else { return nil }
    return HostName.withHost(bare: body) { kind, bytes -> Rule? in
      switch kind {
      case .invalid: nil
      case .name: Rule(scope: subdomainsOnly ? .subdomains : .domain, host: HostName.text(of: bytes))
      case .address, .unicode: subdomainsOnly ? nil : Rule(scope: .exact, host: HostName.text(of: bytes))
      }
    } ?? nil
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
