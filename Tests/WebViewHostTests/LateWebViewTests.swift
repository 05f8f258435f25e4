import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

/// A kit made before its web view, as a SwiftUI screen makes it: the store runs first, the
/// web view comes when SwiftUI makes the view.
@MainActor
@Suite struct LateWebViewTests {
  @Test func theLastLoadAskedForBeforeTheWebViewIsItsFirstLoadAfterTheScripts() async {
    let (host, store) = makeScreen()
    store.send(.load(Screen.home))
    store.send(.load(Screen.article))
    store.send(.accessTokenChanged("secret"))
    await settle()
    let webView = FakeWebView()
    host.attach(webView)
    #expect(webView.documentStartScripts == [[BridgeScript.source(for: Screen.configuration.bridge)] + store.state.documentStartScripts])
    #expect(store.state.documentStartScripts.first?.contains("secret") == true)
    #expect(webView.calls == [.load(Screen.article)])
  }

  @Test func aLoadAlreadyHandedToAWebViewIsNotLoadedAgainByTheNext() async {
    let (host, store) = makeScreen()
    store.send(.load(Screen.home))
    await settle()
    host.attach(FakeWebView())
    let next = FakeWebView()
    host.attach(next)
    #expect(next.calls == [])
    #expect(next.documentStartScripts == [[BridgeScript.source(for: Screen.configuration.bridge)]])
  }

  @Test func withAWebViewAttachedLoadsGoStraightToIt() async {
    let (host, store) = makeScreen()
    let webView = FakeWebView()
    host.attach(webView)
    store.send(.load(Screen.home))
    await settle()
    #expect(webView.calls == [.load(Screen.home)])
  }

  @Test func aReloadBeforeTheWebViewKeepsTheWaitingLoad() async {
    let (host, store) = makeScreen()
    store.send(.load(Screen.home))
    await settle()
    await host.webViewClient.reload()
    let webView = FakeWebView()
    host.attach(webView)
    #expect(webView.calls == [.load(Screen.home)])
  }

  @Test func aScriptBeforeTheWebViewFailsAsGone() async {
    let (host, _) = makeScreen()
    await #expect(throws: WebViewGoneError()) { try await host.bridgeClient.evaluate("1") }
  }

  @Test func tearDownDoesNotCloseAScreenItsParentClosedAlready() async {
    let (host, store) = makeScreen()
    var actions: [WebViewFeature.Action] = []
    let token = store.willReduce { actions.append($0.action) }
    store.send(.screenClosed)
    host.tearDown()
    await settle()
    #expect(actions == [.screenClosed])
    token.cancel()
  }

  @Test func tearDownClosesAScreenStillOpen() async {
    let (host, store) = makeScreen()
    var actions: [WebViewFeature.Action] = []
    let token = store.willReduce { actions.append($0.action) }
    host.tearDown()
    #expect(actions == [.screenClosed])
    #expect(store.state.isClosed)
    token.cancel()
  }

  @Test func theReleaseOfAStoreTheKitMovedAwayFromLeavesTheNewConnectionAlone() async throws {
    let host = WebViewHost(configuration: Screen.configuration)
    var old: Store<WebViewFeature.State, WebViewFeature.Action>? = makeStore(host)
    host.connect(to: try #require(old))
    let current = makeStore(host)
    host.connect(to: current)
    old = nil
    let log = HandlerLog()
    for _ in 0..<8 { await settle() }
    host.runConfirmPanel(message: "Leave?", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    for _ in 0..<8 { await settle() }
    #expect(log.answers == [:])
    #expect(current.state.dialogs.map(\.message) == ["Leave?"])
    #expect(host.pendingHandlerCount == 1)
    host.tearDown()
    #expect(log.answers == ["confirm": ["false"]])
  }

  private func makeScreen() -> (WebViewHost, Store<WebViewFeature.State, WebViewFeature.Action>) {
    let host = WebViewHost(configuration: Screen.configuration)
    let store = makeStore(host)
    host.connect(to: store)
    return (host, store)
  }

  private func makeStore(_ host: WebViewHost) -> Store<WebViewFeature.State, WebViewFeature.Action> {
    Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Screen.configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = host.bridgeClient
      $0.appInfo = AppInfo(appVersion: "1.0", build: "1", osVersion: "17.5", device: "iPhone15,2", userName: nil)
    }
  }
}
