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
    let request = try decode(url: "https://example.com/", mainFrame: false) { $0.allowsSubframes = true }.get()
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
}
