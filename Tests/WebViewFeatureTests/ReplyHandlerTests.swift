import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// `replyHandlerMessageReceived`: a message posted to the reply handler is read like any other
/// and answered through the handler the host keeps, never with a script, also when refused.
@MainActor
struct ReplyHandlerTests {
  private func receive(_ body: JSONValue, id: ReplyHandlerID = 7, frame: BridgeFrame = Fixture.mainFrame) -> Action {
    .replyHandlerMessageReceived(id, body: body, frame: frame)
  }

  @Test func aBuiltInActionResolvesThePromiseWithItsData() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(["type": "greeting", "data": ["text": "안녕"]]))
    #expect(h.page.answers.map(\.id) == [7])
    #expect(h.page.answers.map(\.reply) == [.resolve(["text": "안녕"])])
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func theBodysCallbackIsNotCalled() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("getAppVersion", callback: "stealReply")))
    #expect(h.page.scripts.isEmpty)
    #expect(h.page.answers.map(\.reply) == [.resolve(["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"])])
    await h.finish()
  }

  @Test func anActionNobodyHandlesRejectsThePromiseWithItsCode() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(["type": "teleport"]))
    #expect(h.page.answers.map(\.reply) == [.reject(#"UNKNOWN_ACTION: No handler for action "teleport"."#)])
    await h.finish()
  }

  @Test func anUntrustedFrameIsRejectedWithoutDetailAndDiagnosed() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(["type": "greeting"], frame: BridgeFrame(url: Fixture.url("https://evil.com/"), isMainFrame: true)))
    #expect(h.page.answers.map(\.reply) == [.reject("UNTRUSTED_ORIGIN: This page may not talk to the app.")])
    let refused = BridgeMessageError(
      code: .untrustedOrigin, reason: "host of https://evil.com is not in trustedOrigins", replyRoute: .replyHandler(7))
    #expect(h.web.calls == [.diagnose(.messageDropped(refused))])
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func aBodyTheHostCouldNotConvertIsRejectedThroughTheHandler() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(.scriptMessageRejected(BridgeMessageError(code: .invalidPayload, reason: "a date", replyRoute: .replyHandler(9))))
    #expect(h.page.answers.map(\.id) == [9])
    #expect(h.page.answers.map(\.reply) == [.reject("INVALID_PAYLOAD: a date")])
    await h.finish()
  }

  @Test func aPluginsResponseSettlesThePromise() async throws {
    var plugins = PluginRegistry()
    try plugins.register("scanQR") { request in .success(data: ["code": request.payload["hint"] ?? nil]) }
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(plugins: plugins))
    await h.store.send(receive(["type": "scanQR", "data": ["hint": "x"]]))
    let request = BridgeRequest(action: "scanQR", payload: ["hint": "x"], replyRoute: .replyHandler(7), frame: Fixture.mainFrame)
    await h.receive(.pluginResponded(request, .success(data: ["code": "x"])))
    await h.finish()
    #expect(h.page.answers.map(\.reply) == [.resolve(["code": "x"])])
  }

  @Test func aResponseWithNaNBecomesAHandlerFailedRejection() async throws {
    let h = Harness(Fixture.loadedPage)
    let request = BridgeRequest(action: "measure", replyRoute: .replyHandler(7), frame: Fixture.mainFrame)
    await h.send(.pluginResponded(request, .success(data: ["ratio": .number(.infinity)])))
    await h.finish()
    let reason = "\(JavaScriptError.nonFiniteNumber)"
    #expect(h.web.calls == [.diagnose(.replyNotDelivered(action: "measure", reason: reason))])
    #expect(h.page.answers.map(\.reply) == [.reject("HANDLER_FAILED: The response could not be sent to the page: \(reason)")])
  }

  @Test func readyFromTheMainFrameFlushesQueuedEventsAndResolves() async throws {
    var state = Fixture.loadedPage
    state.isPageReady = false
    state.pendingEvents = [.networkChange(isOnline: false)]
    let h = Harness(state)
    await h.send(receive(["type": "ready"])) {
      $0.isPageReady = true
      $0.pendingEvents = []
    }
    #expect(h.page.answers.map(\.reply) == [.resolve(.null)])
    #expect(h.page.scripts == [try Fixture.event(.networkChange(isOnline: false))])
    await h.finish()
  }
}
