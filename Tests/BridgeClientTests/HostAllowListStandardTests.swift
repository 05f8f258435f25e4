import BridgeClient
import Foundation
import TestSupport
import Testing

/// `allows(url:)` held to the URL standard as WebKit follows it, with Node's WHATWG `URL` as the
/// oracle: whatever the list allows, the host the standard reads from the same text is in the
/// list. And the scheme trust reads held to Foundation's `URL.isFileURL` and `URL.scheme`.
struct HostAllowListStandardTests {
  static let patterns = ["example.com", "*.wild.org", "10.0.0.1", "::1", "bücher.ch", "a_b.test", "xn--bcher-kva.de"]
  let list = HostAllowList(patterns)
  private let scratch = TemporaryFolder()

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
    "https://example.com%2e/", "https://%3A%3A1/", "https://example.com%00.evil.com/",
    "https://example.com:443@evil.com/", "https://a%40b@example.com/", "https://exa%20mple.com/",
    "https://bu\u{308}cher.ch/", "https://b%C3%BCcher.ch/", "https://\u{FF45}xample.com/",
    "https://" + String(repeating: "a", count: 63) + ".example.com/",
    "https://" + String(repeating: "a", count: 64) + ".example.com/",
    "https://" + String(repeating: "a.", count: 121) + "example.com/",
    "https://b" + String(repeating: "a.", count: 121) + "example.com/",
    "https://" + String(repeating: "a.", count: 122) + "example.com/",
  ]

  /// URL texts from pieces that parsers read differently around hosts the list allows, seeded so
  /// a failure repeats.
  static let randomTexts: [String] = {
    var generator = SeededGenerator(seed: 14)
    let schemes = ["https://", "http://", "HTTPS://", "file://", "ws://", "a+b://", "https:", "//", ""]
    let pieces = [
      "example", "com", "wild", "org", "www", "evil", "10", "0", "1", ".", ".", ".", "-", "_", ":", ":80", "@", "%",
      "%5C", "%2e", "%41", "%C3%BC", "\\", "/", "?", "#", "[", "]", "::1", "A", "Z", "ü", "\u{FF45}", "xn--bcher-kva",
      "bücher", "ch", "de", "a_b", "test", " ",
    ]
    let listed = [
      "example.com", "EXAMPLE.COM", "ex%61mple.com", "x.wild.org", "10.0.0.1", "[::1]", "bücher.ch", "b%C3%BCcher.ch",
      "a_b.test", "xn--bcher-kva.de",
    ]
    func some(_ range: ClosedRange<Int>) -> String {
      (0..<Int.random(in: range, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
    return (0..<20_000).map { _ in
      let scheme = schemes.randomElement(using: &generator)!
      let front = some(0...4)
      let host = Bool.random(using: &generator) ? listed.randomElement(using: &generator)! : ""
      return scheme + front + host + some(0...3)
    }
  }()

  @Test func everyCorpusURLTheListAllowsHasAListedHostInTheStandard() throws {
    let allowed = try checkAgainstTheStandard(Self.corpus)
    #expect(allowed >= 30)
  }

  @Test func everyRandomURLTheListAllowsHasAListedHostInTheStandard() throws {
    let allowed = try checkAgainstTheStandard(Self.randomTexts)
    #expect(allowed >= 400)
  }

  @Test(arguments: corpus)
  func schemeIsReadAsFoundationReadsIt(_ text: String) throws {
    let url = try #require(URL(string: text))
    #expect(list.judge(url).scheme == Self.scheme(asFoundationReads: url))
    #expect(list.judge(url).isAllowed == list.allows(url: url))
  }

  @Test func randomURLsSchemesAreReadAsFoundationReadsThem() {
    var checked = 0
    for text in Self.randomTexts {
      guard let url = URL(string: text) else { continue }
      checked += 1
      #expect(list.judge(url).scheme == Self.scheme(asFoundationReads: url), "\(text)")
      #expect(list.judge(url).isAllowed == list.allows(url: url), "\(text)")
    }
    #expect(checked > 5_000)
  }

  /// Checks every text Foundation parses that the list allows against the standard's host, and
  /// returns how many it compared, so a check that never runs fails its caller.
  private func checkAgainstTheStandard(_ texts: [String]) throws -> Int {
    let urls = texts.compactMap { URL(string: $0) }
    let hosts = try Self.standardHosts(of: urls.map(\.absoluteString), scratch: scratch)
    try #require(hosts.count == urls.count)
    var allowed = 0
    // A text the standard does not parse (a port on a `file:` URL, a label that is not punycode
    // after `xn--`) is one WebKit never loads, so it names no host to compare.
    for (url, standard) in zip(urls, hosts) where list.allows(url: url) {
      guard let standard else { continue }
      allowed += 1
      #expect(Self.isListed(standard), "allowed \(url.absoluteString), whose host the standard reads as \(standard.host)")
    }
    return allowed
  }

  /// What Node's `URL` reads as the host of each text (`Tests/Node/url-hosts.mjs`).
  private static func standardHosts(of texts: [String], scratch: TemporaryFolder) throws -> [StandardHost?] {
    let input = scratch.newFile("urls.json")
    try JSONEncoder().encode(texts).write(to: input)
    let output = try NodeProcess.run(
      script: NodeProcess.nodeTestsDirectory.appendingPathComponent("url-hosts.mjs"), arguments: [input.path],
      scratch: scratch.url)
    return try JSONDecoder().decode([StandardHost?].self, from: Data(output.utf8))
  }

  /// A host as the standard reads it: `hostname`, and that name from punycode back to Unicode.
  struct StandardHost: Decodable {
    var host: String
    var unicode: String
  }

  /// The oracle for "in the list": ``patterns`` matched by hand, apart from `HostAllowList`, on
  /// the standard's host without IPv6 brackets and one trailing dot.
  static func isListed(_ standard: StandardHost) -> Bool {
    func trimmed(_ text: String) -> String {
      var host = Substring(text)
      if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
      if host.hasSuffix(".") { host = host.dropLast() }
      return String(host)
    }
    let host = trimmed(standard.host)
    let unicode = trimmed(standard.unicode)
    func domain(_ name: String) -> Bool { host == name || host.hasSuffix("." + name) }
    return domain("example.com") || host.hasSuffix(".wild.org") || host == "10.0.0.1" || host == "::1"
      || unicode == "bücher.ch" || domain("a_b.test") || domain("xn--bcher-kva.de")
  }

  /// The oracle for the scheme: `URL.isFileURL`, and `URL.scheme` in any case.
  static func scheme(asFoundationReads url: URL) -> URLScheme {
    if url.isFileURL { return .file }
    switch url.scheme?.lowercased() {
    case "https": return .https
    case "http": return .http
    default: return .other
    }
  }
}
