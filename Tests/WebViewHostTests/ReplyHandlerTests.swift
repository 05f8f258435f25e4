import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

/// The kit keeps each reply handler WebKit gives it and calls it exactly once: with the
/// reducer's reply, or with `CANCELLED` when the screen, its store or its web view goes first.
@MainActor
@Suite struct ReplyHandlerTests {
  private let frame = Screen.mainFrame
  private let cancelled = #".reject("CANCELLED: The page went away before the app answered.")"#

  @Test func aMessageIsAnsweredThroughItsHandlerOnceAndNoScriptRuns() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.didReceive(
      HostMessage(body: ["type": "greeting", "data": ["hello": NSNumber(value: 1)]] as [String: Any], frame: frame),
      replyHandler: log.reply("greeting"))
    await settle()
    #expect(log.answers == ["greeting": [#".resolve({"hello":1})"#]])
    #expect(screen.webView.scripts.isEmpty)
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func aBodyThatCannotBeConvertedIsRejectedThroughItsHandler() async {
    let screen = Screen()
    let log = HandlerLog()
    let body: [String: Any] = ["type": "greeting", "data": ["when": FakeNavigation()]]
    screen.host.didReceive(HostMessage(body: body, frame: frame), replyHandler: log.reply("odd"))
    await settle()
    #expect(log.answers["odd"]?.count == 1)
    #expect(log.answers["odd"]?.first?.hasPrefix(#".reject("INVALID_PAYLOAD: "#) == true)
  }

  @Test func aJSONBodyIsAnsweredThroughItsHandler() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.didReceive(json: ["type": "appVersion"], frame: frame, replyHandler: log.reply("version"))
    await settle()
    #expect(log.answers == ["version": [#".resolve({"version":"2.3.0"})"#]])
  }

  @Test func tearingDownBeforeTheReplyCancelsThePromiseOnce() async throws {
    let screen = Screen()
    let log = HandlerLog()
    var plugins = PluginRegistry()
    try plugins.register("never") { _ in
      try await Task.sleep(for: .seconds(3600)); return .success()
    }
    let host = WebViewHost(configuration: WebViewFeature.Configuration(bridge: Screen.configuration.bridge, plugins: plugins))
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: host.configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = host.bridgeClient
    }
    host.connect(to: store)
    host.didReceive(json: ["type": "never"], frame: frame, replyHandler: log.reply("never"))
    await settle()
    #expect(log.answers.isEmpty)
    host.tearDown()
    await settle()
    #expect(log.answers == ["never": [cancelled]])
    #expect(host.pendingHandlerCount == 0)
    _ = screen
  }

  @Test func aMessageAfterTearDownIsCancelledAtOnce() {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.tearDown()
    screen.host.didReceive(HostMessage(body: ["type": "greeting"] as [String: Any], frame: frame), replyHandler: log.reply("late"))
    #expect(log.answers == ["late": [cancelled]])
    #expect(
      screen.diagnostics.last
        == .answeredWithoutStore(
          #".replyHandlerMessageReceived(reply handler #1, body: {"type":"greeting"}, frame: https://app.example.com/ [main])"#))
  }

  @Test func anUnconvertibleMessageAfterTearDownIsCancelledAtOnce() {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.tearDown()
    let body: [String: Any] = ["type": "greeting", "data": ["when": FakeNavigation()]]
    screen.host.didReceive(HostMessage(body: body, frame: frame), replyHandler: log.reply("late"))
    #expect(log.answers == ["late": [cancelled]])
  }

  @Test func replacingTheWebViewCancelsWhatTheOldPageWaitsFor() async {
    let webView = FakeWebView()
    let host = WebViewHost(configuration: Screen.configuration, driver: webView)
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
    host.connect(to: store)
    let log = HandlerLog()
    host.didReceive(json: ["type": "greeting"], frame: frame, replyHandler: log.reply("old page"))
    #expect(log.answers.isEmpty)
    host.attach(FakeWebView())
    #expect(log.answers == ["old page": [cancelled]])
    _ = store
  }

  @Test func releasingTheStoreCancelsWhatThePageWaitsFor() async {
    let host = WebViewHost(configuration: Screen.configuration, driver: FakeWebView())
    let log = HandlerLog()
    do {
      let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
      host.connect(to: store)
      host.didReceive(json: ["type": "greeting"], frame: frame, replyHandler: log.reply("greeting"))
    }
    while host.pendingHandlerCount > 0 { await Task.yield() }
    #expect(log.answers == ["greeting": [cancelled]])
  }

  @Test func aKitReleasedWithoutTearDownCancelsWhatThePageWaitsFor() async {
    let log = HandlerLog()
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
    do {
      let host = WebViewHost(configuration: Screen.configuration, driver: FakeWebView())
      host.connect(to: store)
      host.didReceive(json: ["type": "greeting"], frame: frame, replyHandler: log.reply("greeting"))
    }
    await settle()
    #expect(log.answers == ["greeting": [cancelled]])
  }

  @Test func aSecondAnswerForOneMessageIsIgnoredAndReported() async throws {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.didReceive(json: ["type": "greeting"], frame: frame, replyHandler: log.reply("greeting"))
    await settle()
    try await screen.host.bridgeClient.answer(1, .resolve("again"))
    #expect(log.answers == ["greeting": [".resolve(null)"]])
    #expect(screen.diagnostics == [.unknownAnswer(#"answer(reply handler #1, .resolve("again"))"#)])
  }

  @Test func anAnswerAfterTheKitIsGoneThrows() async {
    let client = WebViewHost(configuration: Screen.configuration).bridgeClient
    await #expect(throws: WebViewGoneError()) { try await client.answer(1, .resolve(.null)) }
  }

  @Test func idsCountUpPerMessage() async {
    let screen = Screen()
    let ids = LockIsolated<[ReplyHandlerID]>([])
    let token = screen.store.willReduce { incoming in
      if case .replyHandlerMessageReceived(let id, _, _) = incoming.action { ids.withValue { $0.append(id) } }
    }
    screen.host.didReceive(json: ["type": "ready"], frame: frame) { _ in }
    screen.host.didReceive(json: ["type": "ready"], frame: frame) { _ in }
    #expect(ids.value == [1, 2])
    token.cancel()
  }
}
