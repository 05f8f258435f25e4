import BridgeClient
import Foundation
import Testing

/// A WebKit frame is judged by its security origin, not by the URL it loaded: a sandboxed
/// iframe at a trusted URL has an opaque origin and is never trusted.
struct FrameOriginTests {
  /// No reply route: a sub-frame's evaluated reply would be refused whatever its origin.
  let body: [String: Any] = ["type": "ping"]

  func decode(_ frame: BridgeFrame, _ change: (inout BridgeConfiguration) -> Void = { _ in })
    -> Result<BridgeRequest, BridgeMessageError>
  {
    var configuration = Fixtures.configuration(.typeCallback())
    configuration.allowsSubframes = true
    change(&configuration)
    return BridgeMessage.decode(body: body, frame: frame, configuration: configuration)
  }

  @Test func anOriginIsWrittenAsItsSchemeHostAndPort() {
    #expect(BridgeFrame(originScheme: "https", host: "example.com", port: 0, isMainFrame: true).url?.absoluteString == "https://example.com/")
    #expect(BridgeFrame(originScheme: "HTTP", host: "example.com", port: 8080, isMainFrame: false).url?.absoluteString == "http://example.com:8080/")
    #expect(BridgeFrame(originScheme: "https", host: "::1", port: 0, isMainFrame: true).url?.absoluteString == "https://[::1]/")
    #expect(BridgeFrame(originScheme: "https", host: "[::1]", port: 443, isMainFrame: true).url?.absoluteString == "https://[::1]:443/")
    #expect(BridgeFrame(originScheme: "https", host: "example.com", port: 0, isMainFrame: false).isMainFrame == false)
  }

  @Test func aTrustedOriginIsHandled() throws {
    let frame = BridgeFrame(originScheme: "https", host: "www.example.com", port: 0, isMainFrame: false)
    #expect(try decode(frame).get().action == "ping")
  }

  @Test func anOpaqueOriginIsNeverTrustedWhateverItLoaded() throws {
    // WebKit reports a sandboxed iframe's origin with an empty protocol and host.
    let frame = BridgeFrame(originScheme: "", host: "", port: 0, isMainFrame: false)
    #expect(frame.url == nil)
    #expect(try #require(decode(frame).failure).code == .untrustedOrigin)
  }

  @Test(arguments: [
    ("https", ""), ("", "example.com"), ("1https", "example.com"), ("ht tps", "example.com"),
    ("https", "example.com/evil"), ("https", "evil.com#example.com"), ("https", "evil.com?example.com"),
    ("https", "user@example.com"), ("https", "evil.com\\example.com"), ("https", "example%2Ecom"),
    ("https", "example .com"), ("https", "example\u{0}.com"), ("https", "example\u{7F}.com"),
  ])
  func anOriginThatIsNoURLIsNeverTrusted(_ origin: (scheme: String, host: String)) throws {
    let frame = BridgeFrame(originScheme: origin.scheme, host: origin.host, port: 0, isMainFrame: true)
    #expect(frame.url == nil)
    #expect(try #require(decode(frame).failure).code == .untrustedOrigin)
  }

  @Test(arguments: [-1, 65_536, Int.max])
  func aPortOutsideTheRangeIsNoOrigin(_ port: Int) {
    #expect(BridgeFrame(originScheme: "https", host: "example.com", port: port, isMainFrame: true).url == nil)
  }

  @Test func aFileOriginIsTrustedOnlyWhenLocalFilesAre() throws {
    let frame = BridgeFrame(originScheme: "file", host: "", port: 0, isMainFrame: true)
    #expect(frame.url?.absoluteString == "file:///")
    #expect(try #require(decode(frame).failure).code == .untrustedOrigin)
    #expect(try decode(frame) { $0.allowsLocalFiles = true }.get().action == "ping")
    #expect(BridgeFrame(originScheme: "file", host: "example.com", port: 0, isMainFrame: true).url == nil)
  }
}
