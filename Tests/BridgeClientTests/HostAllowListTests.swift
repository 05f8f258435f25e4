import BridgeClient
import Foundation
import Testing

struct HostAllowListTests {
  let list = HostAllowList(["example.com", "*.wild.org", "192.168.0.10", "::1", "xn--bcher-kva.de", "bücher.ch"])

  @Test(arguments: [
    "example.com", "www.example.com", "a.b.example.com", "EXAMPLE.COM", "Www.Example.Com",
    "example.com.", "example.com:8443", "www.wild.org", "a.b.wild.org", "192.168.0.10",
    "192.168.0.10:80", "::1", "[::1]", "[::1]:8080", "xn--bcher-kva.de", "shop.xn--bcher-kva.de",
    "bücher.ch", "BÜCHER.CH",
  ])
  func allowedHost(_ host: String) {
    #expect(list.allows(host: host))
  }

  @Test(arguments: [
    "evilexample.com", "example.com.evil.com", "example.co", "xample.com", "wild.org", "evilwild.org",
    "example.com..", "a..example.com", ".example.com", "", "192.168.0.1", "10.192.168.0.10",
    "168.0.10", "::2", "bücher.de", "shop.bücher.ch", "example.com\\", "evil.com\\example.com",
    "evil.com/example.com", "user@example.com", "exa mple.com", "ex%61mple.com", "example.com:abc",
    "a{b.example.com",
  ])
  func refusedHost(_ host: String) {
    #expect(!list.allows(host: host))
  }

  @Test(arguments: [
    "https://example.com/path", "https://www.example.com:8443/x?q=1", "http://EXAMPLE.com./",
    "https://bücher.de/", "https://user:pw@www.example.com/", "https://[::1]:8080/", "wss://EXAMPLE.com/",
    "app://www.example.com/index.html",
  ])
  func allowedURL(_ text: String) throws {
    #expect(list.allows(url: try #require(URL(string: text))))
  }

  @Test(arguments: [
    "https://example.com@evil.com/", "https://example.com.evil.com/", "https://evilexample.com/",
    "https://evil.com\\@example.com/", "https://evil.com%5C@example.com/", "file:///example.com/index.html",
    "about:blank", "data:text/html,example.com", "blob:https://example.com/6f9619ff",
    "mailto:someone@example.com", "https://%65vil.com%2Fexample.com/", "file://example.com/index.html",
  ])
  func refusedURL(_ text: String) throws {
    #expect(!list.allows(url: try #require(URL(string: text))))
  }

  /// The host the list reads from a URL, or `nil` where it cannot read one with confidence (and
  /// then never allows the URL): the reading the navigation policy names refused addresses by.
  @Test(
    arguments: [
      ("https://Example.COM./a", "example.com"), ("https://example.com@evil.com/", "evil.com"),
      ("https://EVIL.com:8443/", "evil.com"), ("http://[::1]:8080/", "::1"), ("https://%65vil.com/", "evil.com"),
      ("https://evil.com\\@example.com/", nil), ("https://evil.com%5c@example.com/", nil),
      ("https://example.com%00.evil.com/", nil), ("https://%65vil.com%2Fexample.com/", nil),
      ("https://example.com../", nil), ("about:blank", nil), ("https:evil.com", nil), ("file://example.com/x", nil),
      ("https://X/", "x"),
      // Ordinary authorities, read in one pass: the path, query or fragment ends the host; a
      // port or user info, which the pass stops at, sends the URL to the general reading.
      ("https://example.com/", "example.com"), ("https://example.com?q", "example.com"),
      ("https://example.com#f", "example.com"), ("https://example.com", "example.com"),
      ("https://example.com./", "example.com"), ("https://a.b-c_d.example.com/", "a.b-c_d.example.com"),
      ("https://example.com:8443/", "example.com"), ("https://example.com:x@evil.com/", "evil.com"),
      ("https://example.com:443@evil.com/", "evil.com"), ("https://example.com@evil.com", "evil.com"),
      ("https://./", nil), ("https:///x", nil), ("https://a..b/", nil), ("app://example.com/", "example.com"),
      // A scheme starts with a letter and holds letters, digits, `+`, `-` and `.` only; without
      // one there is no authority, so no host (Foundation reads these as relative paths).
      ("/a://example.com/", nil), ("ab/cd://example.com/", nil), ("./a://example.com/", nil),
    ] as [(String, String?)])
  func hostReadFromAURL(_ text: String, host: String?) throws {
    let url = try #require(URL(string: text))
    #expect(HostAllowList.host(of: url) == host)
    if host == nil { #expect(!HostAllowList(["example.com", "evil.com", "::1"]).allows(url: url)) }
  }

  /// The host is read from the URL's text by the package itself, as WebKit's parser reads it,
  /// so the reading is the same on Linux, iOS 16 and iOS 17+ (whose Foundation parsers differ).
  @Test(
    arguments: [
      ("https://a%40b@Example.com/", "example.com"), ("https://user:p%40ss@example.com:/x", "example.com"),
      ("https://example.com:443@evil.com/", "evil.com"), ("https://ex%61mple.com/", "example.com"),
      ("https://[::1]/", "::1"), ("https://[::1]:443/", "::1"), ("https://evil.com%3A443/", nil),
      ("https://example.com%40evil.com/", nil), ("https://exa%20mple.com/", nil), ("https://ex%2561mple.com/", nil),
      ("https://a%5Fb.example.com/", "a_b.example.com"), ("https://a%6Cb.example.com/", "alb.example.com"),
    ] as [(String, String?)])
  func hostReadFromTheURLsTextAsWebKitReadsIt(_ text: String, host: String?) throws {
    let url = try #require(URL(string: text))
    #expect(HostAllowList.host(of: url) == host)
    let list = HostAllowList(["example.com", "evil.com", "::1"])
    #expect(list.allows(url: url) == (host != nil))
  }

  /// A scheme the URL standard does not know has an opaque host: WebKit neither decodes nor
  /// lowercases it, so neither does the list, and only a host written plain can match.
  @Test(
    arguments: [
      ("app://example.com/", "example.com"), ("app://EXAMPLE.com/", nil), ("myapp+x://ex%61mple.com/", nil),
      ("app://user@example.com:9/", "example.com"), ("WS://EXAMPLE.com/", "example.com"), ("ftp://ex%61mple.com/", "example.com"),
      ("x://example.com/", "example.com"), ("a1+b-c.d://example.com/", "example.com"),
    ] as [(String, String?)])
  func hostOfASchemeTheStandardDoesNotKnowIsReadAsWritten(_ text: String, host: String?) throws {
    let url = try #require(URL(string: text))
    #expect(HostAllowList.host(of: url) == host)
    #expect(HostAllowList(["example.com"]).allows(url: url) == (host != nil))
  }

  @Test(
    arguments: [
      ("https://user:pw@Example.com:8443/a?b#c", "user:pw@Example.com:8443"), ("https://evil.com%5C@example.com/", "evil.com%5C@example.com"),
      ("https://example.com%00.evil.com?x", "example.com%00.evil.com"), ("https://a.com#frag", "a.com"), ("file:///etc/passwd", ""),
      ("mailto:someone@example.com", nil),
    ] as [(String, String?)])
  func authorityAsWritten(_ text: String, authority: String?) throws {
    let url = try #require(URL(string: text))
    #expect(HostAllowList.writtenAuthority(of: url).map(String.init) == authority)
  }

  @Test func subdomainWildcardExcludesTheApex() {
    let wildcard = HostAllowList(["*.example.com"])
    #expect(wildcard.allows(host: "api.example.com"))
    #expect(!wildcard.allows(host: "example.com"))
  }

  @Test func ipPatternMatchesOnlyTheSameAddress() {
    let addresses = HostAllowList(["10.0.0.1"])
    #expect(addresses.allows(host: "10.0.0.1"))
    #expect(!addresses.allows(host: "110.0.0.1"))
    #expect(!addresses.allows(host: "x.10.0.0.1"))
  }

  @Test func numericHostIsAnAddressAndNeverMatchesByLabels() {
    let labels = HostAllowList(["0.1"])
    #expect(!labels.allows(host: "10.0.0.1"))
  }

  @Test func invalidPatternsAreIgnoredAndListed() {
    let mixed = HostAllowList(["example.com", "*", "*example.com", "a.*.com", "", "*.10.0.0.1", "a..b", "exa mple.com"])
    #expect(mixed.invalidPatterns == ["*", "*example.com", "a.*.com", "", "*.10.0.0.1", "a..b", "exa mple.com"])
    #expect(mixed.allows(host: "example.com"))
    #expect(!mixed.allows(host: "anything.org"))
  }

  @Test func anAddressPatternWithATrailingDotStillMatchesOnlyThatAddress() {
    let list = HostAllowList(["10.0.0.1."])
    #expect(list.allows(host: "10.0.0.1"))
    #expect(!list.allows(host: "5.10.0.0.1"))
    #expect(HostAllowList(["*.10.0.0.1.", "::zz"]).invalidPatterns == ["*.10.0.0.1.", "::zz"])
  }

  @Test func aNameIsAtMost253BytesWithoutItsTrailingDot() {
    let labels = [String](repeating: String(repeating: "a", count: 63), count: 3).joined(separator: ".") + "."
    let longest = labels + String(repeating: "d", count: 61)
    let tooLong = longest + "d"
    #expect(longest.utf8.count == 253)
    #expect(HostAllowList([longest, longest + ".", tooLong, tooLong + "."]).invalidPatterns == [tooLong, tooLong + "."])
  }

  @Test func nonASCIIPatternsWithAForbiddenCharacterOrAnEmptyLabelAreInvalid() {
    let patterns = ["bü cher.de", "bü@cher.de", "bü%cher.de", "bü..cher.de", ".bücher.de", "bücher..de"]
    #expect(HostAllowList(patterns + ["bücher.de"]).invalidPatterns == patterns)
  }

  @Test func validatingInitThrowsForInvalidPatterns() {
    #expect(throws: HostAllowListError.invalidPatterns(["*"])) {
      try HostAllowList(validating: ["example.com", "*"])
    }
  }

  @Test func emptyListAllowsNothing() {
    #expect(!HostAllowList.none.allows(host: "example.com"))
  }

  @Test func patternTrailingDotAndCaseAreNormalised() {
    let list = HostAllowList(["Example.COM."])
    #expect(list.allows(host: "www.example.com"))
  }

  @Test func codableRoundTripKeepsPatterns() throws {
    let data = try JSONEncoder().encode(list)
    #expect(try JSONDecoder().decode(HostAllowList.self, from: data) == list)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("["))
  }
}
