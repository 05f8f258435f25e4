import BridgeClient
import Foundation
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct ScriptMessageTests {
  private let frame = BridgeFrame(url: Screen.home, isMainFrame: true)

  @Test func aMessageFromWebKitIsConvertedAndAnsweredInThePage() async throws {
    let screen = Screen()
    let body: [String: Any] = ["type": "greeting", "callback": "cb", "data": ["hello": NSNumber(value: 1)]]
    screen.host.didReceive(HostMessage(body: body, frame: frame))
    await settle()
    let expected = try ReplyRoute.callback(JSFunctionPath(validating: "cb")).script(
      for: .success("Hello from native", data: ["hello": 1]))
    #expect(screen.webView.scripts == [expected])
  }

  @Test func aBodyThatCannotBeConvertedIsRejectedWithAReplyAlongItsRoute() async throws {
    let screen = Screen()
    let body: [String: Any] = ["type": "greeting", "callback": "cb", "data": ["when": FakeNavigation()]]
    screen.host.didReceive(HostMessage(body: body, frame: frame))
    await settle()
    #expect(screen.webView.scripts.count == 1)
    #expect(screen.webView.scripts.first?.contains("INVALID_PAYLOAD") == true)
  }

  @Test func aReplyToAPageThatWentAwayIsReportedAsNotDelivered() async {
    let screen = Screen()
    screen.webView.evaluationError = URLError(.cancelled)
    screen.host.didReceive(HostMessage(body: ["type": "greeting", "callback": "cb"] as [String: Any], frame: frame))
    await settle()
    #expect(screen.diagnostics.count == 1)
    guard case .feature(.replyNotDelivered(let action, _))? = screen.diagnostics.first else {
      Issue.record("expected a reply-not-delivered diagnostic, got \(screen.diagnostics)")
      return
    }
    #expect(action == "greeting")
  }
}

@MainActor
@Suite struct JSONScriptMessageTests {
  private let frame = BridgeFrame(url: Screen.home, isMainFrame: true)

  @Test func aJSONBodyIsAnsweredInThePage() async throws {
    let screen = Screen()
    screen.host.didReceive(json: ["type": "greeting", "callback": "cb", "data": ["hello": 1]], frame: frame)
    await settle()
    let expected = try ReplyRoute.callback(JSFunctionPath(validating: "cb")).script(
      for: .success("Hello from native", data: ["hello": 1]))
    #expect(screen.webView.scripts == [expected])
  }

  @Test func aJSONBodyOverTheLimitsStillGetsAnErrorReplyAlongItsRoute() async throws {
    let screen = Screen()
    let tooLong = String(repeating: "x", count: Screen.configuration.bridge.limits.maxStringLength + 1)
    screen.host.didReceive(json: ["type": "greeting", "callback": "cb", "data": .string(tooLong)], frame: frame)
    await settle()
    #expect(screen.webView.scripts.count == 1)
    #expect(screen.webView.scripts.first?.contains("PAYLOAD_TOO_LARGE") == true)
  }

  @Test func aJSONBodyFromAnUntrustedFrameIsDroppedWithADiagnostic() async {
    let screen = Screen()
    screen.host.didReceive(json: ["type": "greeting", "callback": "cb"], frame: BridgeFrame(url: Screen.evil))
    await settle()
    #expect(screen.webView.scripts.isEmpty)
    guard case .feature(.messageDropped(let error))? = screen.diagnostics.first else {
      Issue.record("expected a dropped-message diagnostic, got \(screen.diagnostics)")
      return
    }
    #expect(error.code == .untrustedOrigin)
  }
}
