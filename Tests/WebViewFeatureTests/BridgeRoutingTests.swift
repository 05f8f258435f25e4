import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@MainActor
struct BridgeRoutingTests {
  /// The error of the single dropped-message diagnostic in `calls`, if that is all there is.
  private func dropped(_ calls: [WebViewClient.Call]) -> BridgeMessageError? {
    guard calls.count == 1, case .diagnose(.messageDropped(let error)) = calls[0] else { return nil }
    return error
  }

  private func receive(_ body: JSONValue, frame: BridgeFrame = Fixture.mainFrame) -> Action {
    .scriptMessageReceived(body: body, frame: frame)
  }

  @Test func greetingEchoesThePayload() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("greeting", data: ["text": "안녕"])))
    #expect(h.page.scripts == [try Fixture.reply(.success("Hello from native", data: ["text": "안녕"]))])
    await h.finish()
  }

  @Test func getUserInfoRepliesWithTheUserAndDevice() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("getUserInfo")))
    let data: JSONValue = ["name": "Mina", "device": "iPhone15,2", "osVersion": "17.5"]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func getUserInfoSendsANullNameWhenNobodyIsSignedIn() async throws {
    var info = Fixture.appInfo
    info.userName = nil
    let h = Harness(Fixture.loadedPage, appInfo: info)
    await h.send(receive(Fixture.message("getUserInfo")))
    let data: JSONValue = ["name": nil, "device": "iPhone15,2", "osVersion": "17.5"]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func getAppVersionRepliesWithVersionOSAndDevice() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("getAppVersion")))
    let data: JSONValue = ["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func appVersionRepliesInTheWadInterfaceDialect() async {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(dialect: .wadInterface()))
    await h.send(receive(["action": "appVersion", "callbackId": 7]))
    #expect(h.page.scripts == [#"wadInterface.fromNative(7,true,{"version":"2.3.0"})"#])
    await h.finish()
  }

  @Test(arguments: ["pop", "close"])
  func popAndCloseReplyThenCloseTheScreen(action: String) async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message(action)))
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    #expect(h.web.calls == [.closeScreen])
    await h.finish()
  }

  @Test func openUrlToAnAllowedHostSetsTheURLToOpen() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("openUrl", data: ["url": "https://news.example.com/a?b=1"]))) {
      $0.urlToOpen = Fixture.url("https://news.example.com/a?b=1")
    }
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    await h.finish()
  }

  @Test(
    arguments: [
      nil, ["url": 5], ["url": "ftp://example.com/f"], ["url": "javascript:alert(1)"],
      ["url": "https://"], ["url": "/relative/path"], ["link": "https://example.com/"],
    ] as [JSONValue?])
  func openUrlWithoutAValidWebURLRepliesInvalidPayload(data: JSONValue?) async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("openUrl", data: data)))
    let failure = BridgeResponse.failure(.invalidPayload, "openUrl needs data.url: an absolute http(s) URL.")
    #expect(h.page.scripts == [try Fixture.reply(failure)])
    await h.finish()
  }

  @Test func readyRepliesSuccess() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("ready")))
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    await h.finish()
  }

  @Test func pluginAnswersAnActionTheFeatureDoesNotKnow() async throws {
    var plugins = PluginRegistry()
    try plugins.register("scanQR") { request in .success(data: ["code": request.payload["hint"] ?? nil]) }
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(plugins: plugins))
    await h.store.send(receive(Fixture.message("scanQR", data: ["hint": "x"])))
    let request = try Fixture.request("scanQR", data: ["hint": "x"])
    await h.receive(.pluginResponded(request, .success(data: ["code": "x"])))
    await h.finish()
    #expect(h.page.scripts == [try Fixture.reply(.success(data: ["code": "x"]))])
  }

  @Test func throwingPluginRepliesHandlerFailed() async throws {
    var plugins = PluginRegistry()
    try plugins.register("pay") { _ in throw PageGone() }
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(plugins: plugins))
    await h.store.send(receive(Fixture.message("pay")))
    let failure = BridgeResponse.failure(.handlerFailed, "the page went away")
    await h.receive(.pluginResponded(try Fixture.request("pay"), failure))
    await h.finish()
    #expect(h.page.scripts == [try Fixture.reply(failure)])
  }

  /// From the action a plugin's effect feeds back (the path there is pinned above).
  @Test func pluginResponseThatCannotBeSentBecomesAHandlerFailedReply() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(.pluginResponded(try Fixture.request("measure"), .success(data: ["ratio": .number(.infinity)])))
    await h.finish()
    let reason = "\(JavaScriptError.nonFiniteNumber)"
    #expect(h.web.calls == [.diagnose(.replyNotDelivered(action: "measure", reason: reason))])
    let failure = BridgeResponse.failure(.handlerFailed, "The response could not be sent to the page: \(reason)")
    #expect(h.page.scripts == [try Fixture.reply(failure)])
  }

  @Test func builtInActionWinsOverAPluginOfTheSameName() async throws {
    var plugins = PluginRegistry()
    try plugins.register("getAppVersion") { _ in .success(data: "plugin") }
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(plugins: plugins))
    await h.send(receive(Fixture.message("getAppVersion")))
    let data: JSONValue = ["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func leavingTheScreenCancelsRunningPlugins() async throws {
    var plugins = PluginRegistry()
    try plugins.register("wait") { _ in
      try await Task.sleep(for: .seconds(3600))
      return .success()
    }
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(plugins: plugins))
    await h.store.send(receive(Fixture.message("wait")))
    await h.send(.screenClosed) { $0.isClosed = true }
    await h.finish()
    #expect(h.page.scripts.isEmpty)
  }

  @Test func unknownActionRepliesUnknownAction() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("launchRockets")))
    let failure = BridgeResponse.failure(.unknownAction, #"No handler for action "launchRockets"."#)
    #expect(h.page.scripts == [try Fixture.reply(failure)])
    #expect(h.page.scripts == [#"cb({"code":"UNKNOWN_ACTION","message":"No handler for action \"launchRockets\".","success":false})"#])
    await h.finish()
  }

  @Test func messageWithoutAReplyRouteGetsNoReply() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("launchRockets", callback: nil)))
    #expect(h.page.scripts.isEmpty)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func messageFromAnUntrustedOriginIsDroppedWithADiagnostic() async {
    let h = Harness(Fixture.loadedPage)
    let frame = BridgeFrame(url: Fixture.evil, isMainFrame: true)
    await h.send(receive(Fixture.message("showToast", data: ["message": "pwned"]), frame: frame))
    #expect(h.page.scripts.isEmpty)
    #expect(dropped(h.web.calls)?.code == .untrustedOrigin)
    #expect(h.store.state.toastMessage == nil)
    await h.finish()
  }

  @Test func messageFromASubframeIsDroppedByDefault() async {
    let h = Harness(Fixture.loadedPage)
    let frame = BridgeFrame(url: Fixture.home, isMainFrame: false)
    await h.send(receive(Fixture.message("getUserInfo"), frame: frame))
    #expect(h.page.scripts.isEmpty)
    #expect(dropped(h.web.calls)?.code == .untrustedOrigin)
    await h.finish()
  }

  @Test func malformedMessageWithAReplyRouteGetsAnErrorReply() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(["callback": "cb", "data": 1]))
    let failure = BridgeResponse.failure(.malformedMessage, "field 'type' must be a non-empty string of at most 256 bytes")
    #expect(h.page.scripts == [try Fixture.reply(failure)])
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func malformedMessageWithoutAReplyRouteIsDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive([1, 2, 3]))
    #expect(h.page.scripts.isEmpty)
    let error = BridgeMessageError(code: .malformedMessage, reason: "the message must be a JSON object")
    #expect(h.web.calls == [.diagnose(.messageDropped(error))])
    await h.finish()
  }

  @Test func stringBodyIsReadAsJSONText() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(#"{"type":"getAppVersion","callback":"cb"}"#))
    let data: JSONValue = ["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func unparsableStringBodyIsDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive("{not json"))
    #expect(h.page.scripts.isEmpty)
    #expect(dropped(h.web.calls)?.code == .invalidPayload)
    await h.finish()
  }

  @Test func rejectedMessageWithAReplyRouteGetsAnErrorReply() async throws {
    let h = Harness(Fixture.loadedPage)
    let route = ReplyRoute.callback(try JSFunctionPath(validating: "cb"))
    let error = BridgeMessageError(code: .payloadTooLarge, reason: "too big", replyRoute: route)
    await h.send(.scriptMessageRejected(error))
    #expect(h.page.scripts == [try Fixture.reply(.failure(.payloadTooLarge, "too big"))])
    await h.finish()
  }

  @Test func rejectedMessageWithoutAReplyRouteIsDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    let error = BridgeMessageError(code: .invalidPayload, reason: "NSDate is not JSON")
    await h.send(.scriptMessageRejected(error))
    #expect(h.web.calls == [.diagnose(.messageDropped(error))])
    await h.finish()
  }

  @Test func undeliveredReplyIsDiagnosed() async {
    let failing = BridgeClient { _ in throw PageGone() }
    let h = Harness(Fixture.loadedPage, bridge: failing)
    await h.send(receive(Fixture.message("ready")))
    #expect(h.web.calls == [.diagnose(.replyNotDelivered(action: "ready", reason: "the page went away"))])
    await h.finish()
  }
}
