import BridgeClient
import Foundation
import TestSupport
import Testing

/// The app's own origins (`app://localhost`): which are accepted, which URLs belong to one (held
/// to the URL standard, Node's `URL`, as WebKit follows it), and the bridge's trust in them.
struct AppOriginTests {
  private let scratch = TemporaryFolder()

  @Test func theDefaultOriginIsAppLocalhost() {
    #expect(AppOrigin.app.scheme == "app")
    #expect(AppOrigin.app.host == "localhost")
    #expect(AppOrigin.app.description == "app://localhost")
    #expect(AppOrigin.app.root.absoluteString == "app://localhost/")
  }

  @Test func theSchemeIsLowercased() throws {
    let origin = try AppOrigin(scheme: "My-App+1.x", host: "web.local")
    #expect(origin.scheme == "my-app+1.x")
    #expect(origin.host == "web.local")
  }

  @Test(arguments: ["", "1app", "-app", "app:", "a pp", "app/", "äpp", "app_x"])
  func aTextThatIsNoSchemeIsRefused(_ scheme: String) {
    #expect(throws: AppOriginError.invalidScheme(scheme.lowercased())) { try AppOrigin(scheme: scheme, host: "localhost") }
  }

  @Test(arguments: ["https", "HTTP", "file", "about", "data", "blob", "javascript", "ws", "wss", "ftp", "applewebdata"])
  func aSchemeWebKitHandlesIsRefused(_ scheme: String) {
    #expect(throws: AppOriginError.schemeHandledByWebKit(scheme.lowercased())) { try AppOrigin(scheme: scheme, host: "localhost") }
  }

  @Test(arguments: [
    "", "LocalHost", "local_host", "localhost.", ".localhost", "a..b", "-a", "a-", "local host", "host:80", "a/b", "bücher",
    "local%68ost", String(repeating: "a", count: 64), String(repeating: "a.", count: 127) + "a",
  ])
  func aHostThatIsNoLowercaseNameIsRefused(_ host: String) {
    #expect(throws: AppOriginError.invalidHost(host)) { try AppOrigin(scheme: "app", host: host) }
  }

  @Test(arguments: [
    "a", "web2.local", "my-app.ui", "0", String(repeating: "a", count: 63),
    String(repeating: "abc.", count: 62) + "abcde",
  ])
  func aLowercaseHostOfLabelsUpToTheLimitsIsAccepted(_ host: String) throws {
    #expect(try AppOrigin(scheme: "app", host: host).host == host)
  }

  @Test func aHostLongerThanADomainNameIsRefused() {
    let host = String(repeating: "abc.", count: 62) + "abcdef"
    #expect(host.utf8.count == 254)
    #expect(throws: AppOriginError.invalidHost(host)) { try AppOrigin(scheme: "app", host: host) }
  }

  @Test func everyRefusalSaysWhatToWriteInstead() {
    #expect(AppOriginError.invalidScheme("1x").description.contains("e.g. \"app\""))
    #expect(AppOriginError.schemeHandledByWebKit("https").description.contains("WebKit handles \"https:\" itself"))
    #expect(AppOriginError.invalidHost("LocalHost").description.contains("e.g. \"localhost\""))
  }

  @Test(arguments: [
    ("app://localhost/", true), ("app://localhost", true), ("APP://localhost/index.html", true), ("app://localhost/a/b?c#d", true),
    ("app://user@localhost/", true), ("app://LocalHost/", false), ("app://localhost:80/", false), ("app://localhost./", false),
    ("app://local%68ost/", false), ("app://localhost.evil.com/", false), ("app://evil.com/", false), ("app:///index.html", false),
    ("app:localhost/", false), ("apps://localhost/", false), ("https://localhost/", false), ("blob:app://localhost/1", false),
  ])
  func aURLBelongsToTheOriginByItsSchemeAndExactHost(_ text: String, _ belongs: Bool) throws {
    #expect(AppOrigin.app.contains(try #require(URL(string: text))) == belongs)
  }

  @Test func everyURLTheOriginContainsHasItsSchemeAndHostInTheStandard() throws {
    let schemes = ["app://", "APP://", "aPp://", "app:", "app:///", "app:/", "app:\\\\"]
    let users = ["", "", "user@", "a:b@", "@", "localhost@", "evil.com@"]
    let hosts = ["localhost", "localhost", "LOCALHOST", "local%68ost", "localhost.", "localhost%2e", "evil.com", "[::1]", ""]
    let ports = ["", "", "", ":", ":80", ":0", ":x"]
    let rest = ["", "/", "/a", "/%2e%2e/", "?q", "#f", "\\x", "/..", "%2f", "@evil.com", ".evil.com", ":1@x"]
    var generator = SeededGenerator(seed: 46)
    func any(_ pieces: [String]) -> String { pieces.randomElement(using: &generator)! }
    let texts = (0..<6_000).map { _ in any(schemes) + any(users) + any(hosts) + any(ports) + any(rest) + any(rest) }
    let urls = Set(texts).sorted().compactMap(URL.init(string:)).filter(AppOrigin.app.contains)
    let input = scratch.newFile("urls.json")
    try JSONEncoder().encode(urls.map(\.absoluteString)).write(to: input)
    let output = try NodeProcess.run(
      script: NodeProcess.nodeTestsDirectory.appendingPathComponent("url-origins.mjs"), arguments: [input.path], scratch: scratch.url)
    let standard = try JSONDecoder().decode([StandardOrigin?].self, from: Data(output.utf8))
    try #require(standard.count == urls.count)
    #expect(urls.count >= 100)
    for (url, origin) in zip(urls, standard) {
      #expect(origin == StandardOrigin(protocol: "app:", hostname: "localhost", port: ""), "\(url.absoluteString)")
    }
  }

  /// What Node's `URL` reads from a text (`Tests/Node/url-origins.mjs`).
  struct StandardOrigin: Codable, Equatable {
    var `protocol`: String
    var hostname: String
    var port: String
  }

  @Test func anOriginRoundTripsThroughJSON() throws {
    let origin = try AppOrigin(scheme: "bundle", host: "ui.local")
    #expect(try JSONDecoder().decode(AppOrigin.self, from: JSONEncoder().encode(origin)) == origin)
  }

  @Test(arguments: [#"{"scheme":"https","host":"localhost"}"#, #"{"scheme":"app","host":"LocalHost"}"#])
  func decodingRefusesWhatTheInitializerRefuses(_ text: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(AppOrigin.self, from: Data(text.utf8)) }
  }

  // MARK: The bridge's trust

  private func reason(_ frame: BridgeFrame, trusting origins: [AppOrigin]) -> String? {
    var configuration = BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"]), allowsSubframes: true)
    configuration.trustedAppOrigins = origins
    return BridgeMessage.decode(body: ["type": "ping"], frame: frame, configuration: configuration).failure?.reason
  }

  @Test func aPageOfATrustedAppOriginUsesTheBridge() {
    let frame = BridgeFrame(originScheme: "app", host: "localhost", port: 0, isMainFrame: true)
    #expect(reason(frame, trusting: [.app]) == nil)
  }

  @Test func anAppOriginIsNotTrustedUntilListed() {
    let frame = BridgeFrame(originScheme: "app", host: "localhost", port: 0, isMainFrame: true)
    #expect(reason(frame, trusting: [])?.contains("trustedAppOrigins") == true)
  }

  @Test(arguments: [("app", "evil.com", 0), ("app", "localhost", 8080), ("bundle", "localhost", 0), ("https", "localhost", 0)])
  func anotherHostPortOrSchemeIsNotTheAppOrigin(_ scheme: String, _ host: String, _ port: Int) {
    let frame = BridgeFrame(originScheme: scheme, host: host, port: port, isMainFrame: true)
    #expect(reason(frame, trusting: [.app]) != nil)
  }

  @Test func anIframeOfTheAppOriginNeedsSubframesAllowed() {
    var configuration = BridgeConfiguration(trustedAppOrigins: [.app])
    let frame = BridgeFrame(originScheme: "app", host: "localhost", port: 0, isMainFrame: false)
    #expect(!configuration.trusts(frame))
    configuration.allowsSubframes = true
    #expect(configuration.trusts(frame))
  }

  @Test func trustedAppOriginsRoundTripAndDefaultToNone() throws {
    let configuration = BridgeConfiguration(trustedAppOrigins: [.app])
    #expect(try JSONDecoder().decode(BridgeConfiguration.self, from: JSONEncoder().encode(configuration)) == configuration)
    #expect(try JSONDecoder().decode(BridgeConfiguration.self, from: Data("{}".utf8)).trustedAppOrigins == [])
  }
}
