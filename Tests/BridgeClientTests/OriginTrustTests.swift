import BridgeClient
import Foundation
import Testing

struct OriginTrustTests {
  let body: [String: Any] = ["type": "ping", "callback": "cb"]

  func decode(url: String?, mainFrame: Bool = true, _ change: (inout BridgeConfiguration) -> Void = { _ in })
    -> Result<BridgeRequest, BridgeMessageError>
  {
    var configuration = Fixtures.configuration(.typeCallback())
    change(&configuration)
    let frame = BridgeFrame(url: url.flatMap(URL.init(string:)), isMainFrame: mainFrame)
    return BridgeMessage.decode(body: body, frame: frame, configuration: configuration)
  }

  @Test(arguments: [
    "https://evil.com/", "https://evilexample.com/", "https://example.com.evil.com/",
    "https://example.com@evil.com/", "about:blank", "data:text/html,hi",
  ])
  func untrustedOriginIsRefusedWithoutReply(_ url: String) throws {
    let error = try #require(decode(url: url).failure)
    #expect(error.code == .untrustedOrigin)
    #expect(error.replyRoute == nil)
  }

  @Test func trustedOriginIsHandled() throws {
    #expect(try decode(url: "https://www.example.com/a").get().action == "ping")
  }

  @Test func frameWithoutURLIsRefused() throws {
    #expect(try #require(decode(url: nil).failure).code == .untrustedOrigin)
  }

  @Test func subframeIsRefusedByDefault() throws {
    let error = try #require(decode(url: "https://example.com/", mainFrame: false).failure)
    #expect(error.code == .untrustedOrigin)
  }

  @Test func subframeFromTrustedOriginIsHandledWhenAllowed() throws {
    let frame = BridgeFrame(url: URL(string: "https://example.com/"), isMainFrame: false)
    var configuration = Fixtures.configuration(.typeCallback())
    configuration.allowsSubframes = true
    let request = try BridgeMessage.decode(body: ["type": "ping"], frame: frame, configuration: configuration).get()
    #expect(request.frame.isMainFrame == false)
  }

  @Test func subframeFromUntrustedOriginIsRefusedEvenWhenSubframesAreAllowed() throws {
    let error = try #require(decode(url: "https://ads.evil.com/", mainFrame: false) { $0.allowsSubframes = true }.failure)
    #expect(error.code == .untrustedOrigin)
  }

  @Test func localFileIsRefusedByDefault() throws {
    #expect(try #require(decode(url: "file:///app/index.html").failure).code == .untrustedOrigin)
  }

  @Test func localFileIsHandledWhenAllowed() throws {
    #expect(try decode(url: "file:///app/index.html") { $0.allowsLocalFiles = true }.get().action == "ping")
  }

  @Test func defaultConfigurationTrustsNoOrigin() throws {
    let frame = BridgeFrame(url: URL(string: "https://example.com/"))
    let result = BridgeMessage.decode(body: body, frame: frame, configuration: .default)
    #expect(try #require(result.failure).code == .untrustedOrigin)
  }

  @Test func jsonDecodingChecksTrustToo() throws {
    let frame = BridgeFrame(url: URL(string: "https://evil.com/"))
    let result = BridgeMessage.decode(
      json: ["type": "ping"], frame: frame, configuration: Fixtures.configuration(.typeCallback()))
    #expect(try #require(result.failure).code == .untrustedOrigin)
  }

  @Test func trustsReportsTheDecision() {
    let configuration = Fixtures.configuration(.typeCallback())
    #expect(configuration.trusts(Fixtures.trustedFrame))
    #expect(!configuration.trusts(BridgeFrame(url: URL(string: "https://evil.com/"))))
  }

  // MARK: Schemes

  @Test(arguments: ["http://example.com/account", "http://www.example.com/", "HTTP://example.com/"])
  func cleartextPageOfATrustedHostIsRefused(_ url: String) throws {
    let error = try #require(decode(url: url).failure)
    #expect(error.code == .untrustedOrigin)
    #expect(error.reason.contains("cleartext (http:) page"))
    #expect(error.reason.contains("cleartextOrigins"))
  }

  @Test func cleartextPageIsHandledWhenItsHostIsListedAsCleartext() throws {
    let request = try decode(url: "http://localhost:3000/") { $0.cleartextOrigins = HostAllowList(["localhost"]) }.get()
    #expect(request.action == "ping")
  }

  @Test func cleartextListingTrustsNoHttpsPageOfItsOwn() throws {
    let error = try #require(decode(url: "https://localhost/") { $0.cleartextOrigins = HostAllowList(["localhost"]) }.failure)
    #expect(error.code == .untrustedOrigin)
  }

  @Test(arguments: ["ftp://example.com/", "ws://example.com/", "app://example.com/", "blob:https://example.com/x"])
  func otherSchemesOfATrustedHostAreRefused(_ url: String) throws {
    let error = try #require(decode(url: url).failure)
    #expect(error.code == .untrustedOrigin)
    #expect(error.reason.contains("not an https: page"))
  }

  @Test func aConfigurationWithoutCleartextOriginsTrustsNoCleartextPage() throws {
    let written = #"{"trustedOrigins":["example.com"]}"#
    let configuration = try JSONDecoder().decode(BridgeConfiguration.self, from: Data(written.utf8))
    #expect(configuration.cleartextOrigins == .none)
  }

  // MARK: Sub-frames

  @Test func subframeRequestForAnEvaluatedReplyIsRefusedWithoutReply() throws {
    let error = try #require(decode(url: "https://example.com/frame", mainFrame: false) { $0.allowsSubframes = true }.failure)
    #expect(error.code == .notAllowed)
    #expect(error.replyRoute == nil)
    #expect(error.reason.contains("replyHandlerName"))
  }

  @Test func subframeRequestWithoutReplyIsHandled() throws {
    let frame = BridgeFrame(url: URL(string: "https://example.com/frame"), isMainFrame: false)
    var configuration = Fixtures.configuration(.typeCallback())
    configuration.allowsSubframes = true
    let request = try BridgeMessage.decode(body: ["type": "ping"], frame: frame, configuration: configuration).get()
    #expect(request.replyRoute == nil)
  }

  @Test func subframeRequestToTheReplyHandlerKeepsItsRoute() throws {
    let frame = BridgeFrame(url: URL(string: "https://example.com/frame"), isMainFrame: false)
    var configuration = Fixtures.configuration(.typeCallback())
    configuration.allowsSubframes = true
    let id = ReplyHandlerID(7)
    let request = try BridgeMessage.decode(body: body, frame: frame, configuration: configuration, replyHandler: id).get()
    #expect(request.replyRoute == .replyHandler(id))
  }

  @Test func subframeRefusalAlongAnEvaluatedRouteIsDroppedNotEvaluated() throws {
    let frame = BridgeFrame(url: URL(string: "https://example.com/frame"), isMainFrame: false)
    var configuration = Fixtures.configuration(.typeCallback())
    configuration.allowsSubframes = true
    let error = try #require(
      BridgeMessage.decode(json: ["callback": "cb"], frame: frame, configuration: configuration).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }
}
