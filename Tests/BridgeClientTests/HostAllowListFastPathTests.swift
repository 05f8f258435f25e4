import BridgeClient
import Foundation
import TestSupport
import Testing

/// `allows(url:)` reads ordinary URLs from their bytes; these tests hold it to the decision the
/// general reading of the authority gives for the same URL (`allowsReadingAuthority(url:)`), and
/// its `file:` test to `URL.isFileURL`.
struct HostAllowListFastPathTests {
  let list = HostAllowList(["example.com", "*.wild.org", "10.0.0.1", "::1", "bücher.ch", "a_b.test", "xn--bcher-kva.de"])

  static let corpus = [
    "https://example.com/", "https://www.example.com/a?b#c", "https://EXAMPLE.com./", "http://Www.Example.COM:8080/",
    "https://example.com:/", "https://example.com?x=1",
    "https://example.com#top", "https://example.com", "https://example.com.", "https://example.com..",
    "https://.example.com/", "https://a..example.com/", "https://evilexample.com/", "https://example.com.evil.com/",
    "https://www.wild.org/", "https://wild.org/", "https://a.b.wild.org:1/", "https://10.0.0.1/", "https://10.0.0.1:80/",
    "https://110.0.0.1/", "https://x.10.0.0.1/", "https://[::1]/", "https://[::1]:8080/", "https://user@example.com/",
    "https://user:pw@www.example.com/", "https://example.com@evil.com/", "https://evil.com\\@example.com/",
    "https://evil.com%5C@example.com/", "https://evil.com%5c@example.com/", "https://ex%61mple.com/",
    "https://%65vil.com%2Fexample.com/", "https://bücher.ch/", "https://BÜCHER.ch/", "https://xn--bcher-kva.de/",
    "https://XN--BCHER-KVA.DE/", "https://shop.xn--bcher-kva.de/", "https://a_b.test/", "https://x.a_b.test/",
    "https://a-b.example.com/", "https://-.example.com/", "https://1.example.com/", "https://example.com~/",
    "https://example.com;x/", "file:///example.com/index.html", "FILE:///x", "file://example.com/x", "File://x/y",
    "fil:///x", "files://example.com/", "about:blank", "data:text/html,example.com", "blob:https://example.com/6f",
    "mailto:someone@example.com", "//example.com/x", "https:example.com", "https:/example.com", "a://b",
    "a+b-c.d://example.com/", "ws://example.com:9/", "https://0x7f.1/", "https://2130706433/",
    "https://" + String(repeating: "a", count: 63) + ".example.com/",
    "https://" + String(repeating: "a", count: 64) + ".example.com/",
    "https://" + String(repeating: "a.", count: 121) + "example.com/",
    "https://b" + String(repeating: "a.", count: 121) + "example.com/",
    "https://" + String(repeating: "a.", count: 122) + "example.com/",
  ]

  @Test(arguments: corpus)
  func fastPathDecidesAsTheGeneralReadingDoes(_ text: String) throws {
    let url = try #require(URL(string: text))
    #expect(list.allows(url: url) == list.allowsReadingAuthority(url: url))
  }

  @Test(arguments: corpus)
  func schemeIsReadAsFoundationReadsIt(_ text: String) throws {
    let url = try #require(URL(string: text))
    #expect(list.judge(url).scheme == Self.scheme(asFoundationReads: url))
    #expect(list.judge(url).isAllowed == list.allows(url: url))
  }

  @Test func randomURLsAreDecidedAsTheGeneralReadingDecidesThem() {
    var generator = SeededGenerator(seed: 14)
    let schemes = ["https://", "http://", "HTTPS://", "file://", "ws://", "a+b://", "https:", "//", ""]
    let pieces = [
      "example", "com", "wild", "org", "www", "evil", "10", "0", "1", ".", ".", ".", "-", "_", ":", ":80", "@", "%",
      "%5C", "%2e", "\\", "/", "?", "#", "[", "]", "::1", "A", "Z", "ü", "xn--bcher-kva", "de", "a_b", "test", " ",
    ]
    var checked = 0
    for _ in 0..<20_000 {
      var text = schemes.randomElement(using: &generator)!
      for _ in 0..<Int.random(in: 1...8, using: &generator) { text += pieces.randomElement(using: &generator)! }
      guard let url = URL(string: text) else { continue }
      checked += 1
      #expect(list.allows(url: url) == list.allowsReadingAuthority(url: url), "\(text)")
      #expect(list.judge(url).scheme == Self.scheme(asFoundationReads: url), "\(text)")
    }
    #expect(checked > 5_000)
  }

  /// The oracle: `URL.isFileURL`, and `URL.scheme` in any case.
  static func scheme(asFoundationReads url: URL) -> URLScheme {
    if url.isFileURL { return .file }
    switch url.scheme?.lowercased() {
    case "https": return .https
    case "http": return .http
    default: return .other
    }
  }
}
