import Browser
import Foundation
import JSON
import StoreRuntime
import StoreTesting
import Testing
import WebViewFeature

/// The browser example, tested exhaustively: pushing and popping screens, each screen talking
/// to its own web view, and a screen's effects ending with it.
@MainActor
@Suite struct BrowserTests {
  private let home = URL(string: "https://app.example.com/")!
  private let article = URL(string: "https://app.example.com/article")!
  private let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  private let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  private let screens = RecordingScreens()

  private func makeStore(plugins: PluginRegistry = PluginRegistry()) -> TestStore<Browser.State, Browser.Action> {
    var configuration = WebViewFeature.Configuration()
    configuration.navigation.allowedHosts = HostAllowList(["example.com"])
    configuration.bridge.trustedOrigins = HostAllowList(["example.com"])
    configuration.plugins = plugins
    return TestStore(initialState: Browser.State()) {
      Browser(configuration: configuration)
    } withDependencies: {
      $0.uuid = .incrementing
      $0.screenClients = screens.clients
    }
  }

  /// Opens `home` in the first screen, as an app does at launch.
  private func openHome(_ store: TestStore<Browser.State, Browser.Action>) async {
    await store.send(.open(home)) { $0.screens = [BrowserScreen.State(id: first, web: WebViewFeature.State())] }
    await store.receive(.screens(.element(id: first, action: .load(home)))) { $0.screens[id: first]?.web.lastURL = home }
  }

  @Test func openingAURLPushesAScreenThatLoadsItInItsOwnWebView() async {
    let store = makeStore()
    await openHome(store)
    await store.finish()
    #expect(screens.calls(first) == [.load(home)])
  }

  @Test func aPageAskingForANewScreenPushesOneOnTop() async {
    let store = makeStore()
    await openHome(store)
    await store.send(.screens(.element(id: first, action: .windowOpenRequested(NavigationRequest(url: article)))))
    await store.receive(\.screens[id: first].delegate, .openInNewScreen(article)) {
      $0.screens.append(BrowserScreen.State(id: second, web: WebViewFeature.State()))
    }
    await store.receive(.screens(.element(id: second, action: .load(article)))) {
      $0.screens[id: second]?.web.lastURL = article
    }
    await store.finish()
    #expect(screens.calls(first) == [.load(home)])
    #expect(screens.calls(second) == [.load(article)])
  }

  @Test func backClosesTheTopScreenAnsweringItsOpenPanelThenPopsIt() async {
    let store = makeStore()
    await openHome(store)
    let dialog = JSDialog(id: 1, kind: .confirm, message: "Leave?")
    await store.send(.screens(.element(id: first, action: .dialogRequested(dialog)))) {
      $0.screens[id: first]?.web.dialogs = [dialog]
    }
    await store.send(.backTapped)
    await store.receive(.screens(.element(id: first, action: .screenClosed))) { $0.screens = [] }
    await store.finish()
    #expect(screens.calls(first) == [.load(home), .completeDialog(1, .confirmed(false))])
  }

  @Test func backWithNoScreenDoesNothing() async {
    let store = makeStore()
    await store.send(.backTapped)
    await store.finish()
  }

  @Test func aPageClosingItsWindowPopsOnlyItsOwnScreen() async {
    let store = makeStore()
    await openHome(store)
    await store.send(.screens(.element(id: first, action: .windowOpenRequested(NavigationRequest(url: article)))))
    await store.receive(\.screens[id: first].delegate, .openInNewScreen(article)) {
      $0.screens.append(BrowserScreen.State(id: second, web: WebViewFeature.State()))
    }
    await store.receive(.screens(.element(id: second, action: .load(article)))) {
      $0.screens[id: second]?.web.lastURL = article
    }
    await store.send(.screens(.element(id: second, action: .windowCloseRequested)))
    await store.receive(\.screens[id: second].delegate, .closeRequested)
    await store.receive(.screens(.element(id: second, action: .screenClosed))) {
      $0.screens.remove(id: second)
    }
    await store.finish()
    #expect(screens.calls(first) == [.load(home)])
    #expect(screens.calls(second) == [.load(article)])
  }

  @Test func aScreensRunningPluginStopsWhenTheScreenIsPopped() async throws {
    let clock = TestClock()
    var plugins = PluginRegistry()
    try plugins.register("scan") { _ in
      try await clock.sleep(for: .seconds(60))
      return .success()
    }
    let store = makeStore(plugins: plugins)
    await openHome(store)
    let message: JSONValue = ["type": "scan", "callback": "cb"]
    await store.send(
      .screens(.element(id: first, action: .scriptMessageReceived(body: message, frame: BridgeFrame(url: home)))))
    while clock.sleeperCount == 0 { await Task.yield() }
    await store.send(.backTapped)
    await store.receive(.screens(.element(id: first, action: .screenClosed))) { $0.screens = [] }
    await store.finish()
    #expect(clock.sleeperCount == 0)
    #expect(screens.scripts(first).isEmpty)
  }

  @Test func aViewControllerBindsToOneScreenThroughAScopedStore() throws {
    let store = Store(initialState: Browser.State(), reducer: Browser(configuration: WebViewFeature.Configuration())) {
      $0.uuid = .incrementing
      $0.screenClients = screens.clients
    }
    store.send(.open(home))
    let screen = try #require(store.scope(state: \.screens[id: first], action: \.screens[id: first]))
    let web = screen.scope(state: \.web, action: CasePath({ $0 }, extract: { $0 }))
    var titles: [String?] = []
    let token = web.observe(\.title) { titles.append($0) }
    web.send(.titleChanged("Home"))
    #expect(titles == [nil, "Home"])
    #expect(store.state.screens[id: first]?.web.title == "Home")
    token.cancel()
  }
}

/// A recording web view and page per screen id.
private final class RecordingScreens: Sendable {
  private let web = LockIsolated<[UUID: (client: WebViewClient, recorder: WebViewClientRecorder)]>([:])
  private let pages = LockIsolated<[UUID: (client: BridgeClient, recorder: BridgeScriptRecorder)]>([:])

  var clients: ScreenClients {
    ScreenClients(
      webView: { id in
        self.web.withValue { screens in
          if screens[id] == nil { screens[id] = WebViewClient.recording() }
          return screens[id]!.client
        }
      },
      bridge: { id in
        self.pages.withValue { pages in
          if pages[id] == nil { pages[id] = BridgeClient.recording() }
          return pages[id]!.client
        }
      })
  }

  func calls(_ id: UUID) -> [WebViewClient.Call] {
    web.value[id]?.recorder.calls ?? []
  }

  func scripts(_ id: UUID) -> [String] {
    pages.value[id]?.recorder.scripts ?? []
  }
}
