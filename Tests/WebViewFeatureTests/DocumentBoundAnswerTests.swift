import BridgeClient
import Foundation
import JSON
import StoreRuntime
import Testing
import WebViewFeature

/// An answer goes only to the document that asked: when that document goes before its answer is
/// ready, the answer is withdrawn and the developer hears why (issue 45).
///
/// The configuration is seed 004's shape: navigation allows `example.com` (every subdomain) and
/// `google.com`, the bridge trusts `app.example.com` only.
@MainActor
struct DocumentBoundAnswerTests {
  static let account = URL(string: "https://app.example.com/account")!
  static let accountFrame = BridgeFrame(url: URL(string: "https://app.example.com/"), isMainFrame: true)
  static let request = BridgeRequest(
    action: "accountToken", replyRoute: .callback(try! JSFunctionPath(validating: "onToken")), frame: accountFrame)

  /// A plugin that answers only when its task is cancelled (a network call, a biometric prompt
  /// the user has not answered): the registry turns the cancellation into `CANCELLED`.
  static func configuration(replyHandlerName: String? = nil) throws -> WebViewFeature.Configuration {
    var plugins = PluginRegistry()
    try plugins.register("accountToken") { _ in
      try await Task.sleep(for: .seconds(3600))
      return .success(data: ["token": "secret"])
    }
    return WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com", "google.com"])),
      bridge: BridgeConfiguration(replyHandlerName: replyHandlerName, trustedOrigins: HostAllowList(["app.example.com"])),
      plugins: plugins)
  }

  static var accountPage: State {
    var state = Fixture.loadedPage
    state.url = account
    state.lastURL = account
    state.title = "Account"
    return state
  }

  static let asks = Action.scriptMessageReceived(
    body: ["type": "accountToken", "callback": "onToken"], frame: accountFrame)

  /// What ends the account document before the plugin answers, with the state it leaves.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case linkToAnotherOrigin, newDocumentOnTheSameHost, reload, processTerminated, screenClosed

    var testDescription: String { rawValue }

    func run(_ h: Harness) async {
      switch self {
      case .linkToAnotherOrigin: await Self.commit(URL(string: "https://blog.example.com/post")!, h)
      case .newDocumentOnTheSameHost: await Self.commit(URL(string: "https://app.example.com/settings")!, h)
      case .reload: await Self.commit(DocumentBoundAnswerTests.account, h)
      case .processTerminated:
        await h.send(.processTerminated) {
          $0.title = nil
          $0.progress = 0
          $0.isPageReady = false
          $0.recentTerminations = [Fixture.start]
        }
      case .screenClosed:
        await h.send(.screenClosed) { $0.isClosed = true }
      }
    }

    private static func commit(_ url: URL, _ h: Harness) async {
      await h.send(.loadStarted(2, url: url)) {
        $0.currentLoad = 2
        $0.isLoading = true
        $0.progress = 0
        $0.lastURL = url
      }
      await h.send(.loadCommitted(2, url: url)) {
        $0.url = url
        $0.title = nil
        $0.isPageReady = false
      }
    }
  }

  @Test(arguments: Ending.allCases)
  func aPluginsAnswerNeverReachesTheDocumentsThatFollowTheOneThatAsked(_ ending: Ending) async throws {
    let h = Harness(Self.accountPage, configuration: try Self.configuration())
    await h.store.send(Self.asks)
    await ending.run(h)
    await h.finish()
    #expect(h.page.scripts.isEmpty)
    let webCalls = h.web.calls.filter { if case .load = $0 { false } else { true } }
    #expect(webCalls == [.diagnose(.answerDropped(action: "accountToken", frame: Self.accountFrame))])
  }

  @Test func aReplyHandlersPromiseIsRejectedCancelledWhenItsDocumentGoes() async throws {
    let h = Harness(Self.accountPage, configuration: try Self.configuration(replyHandlerName: "nativeReply"))
    await h.store.send(.replyHandlerMessageReceived(7, body: ["type": "accountToken"], frame: Self.accountFrame))
    await Ending.linkToAnotherOrigin.run(h)
    await h.finish()
    #expect(h.page.scripts.isEmpty)
    #expect(h.page.answers.map(\.id) == [7])
    #expect(h.page.answers.map(\.reply) == [try HandlerReply(.failure(.cancelled, "The page went away before the app answered."))])
    #expect(h.web.calls == [.diagnose(.answerDropped(action: "accountToken", frame: Self.accountFrame))])
  }

  @Test func aPluginsAnswerReachesTheDocumentThatAskedWhileItIsOnScreen() async throws {
    var plugins = PluginRegistry()
    try plugins.register("accountToken") { _ in .success(data: ["token": "secret"]) }
    var configuration = try Self.configuration()
    configuration.plugins = plugins
    let h = Harness(Self.accountPage, configuration: configuration)
    await h.send(Self.asks)
    await h.receive(.pluginResponded(Self.request, .success(data: ["token": "secret"])))
    await h.finish()
    #expect(h.page.scripts == [#"onToken({"data":{"token":"secret"},"message":"OK","success":true})"#])
    #expect(h.web.calls.isEmpty)
  }

  @Test func aReplyWhoseDocumentWentBeforeItWasSentIsWithdrawn() async throws {
    // The plugin's response was on its way when WebKit committed the next document: the reply's
    // effect starts after the commit. (TestStore waits for each effect to start, so this is a
    // real Store.)
    let (store, web, page) = Self.store(try Self.configuration())
    await Self.sendAtOnce([.pluginResponded(Self.request, .success(data: ["token": "secret"]))] + Self.toTheBlog, to: store)
    #expect(store.state.url == Self.blog)
    #expect(page.scripts.isEmpty)
    #expect(web.calls == [.diagnose(.answerDropped(action: "accountToken", frame: Self.accountFrame))])
  }

  /// A real `Store` on the account page, and what its effects asked of the web view and the
  /// page: its effects start after the job that sent their action, as on a device.
  static func store(_ configuration: WebViewFeature.Configuration) -> (Store<State, Action>, WebViewClientRecorder, BridgeScriptRecorder) {
    let (webView, web) = WebViewClient.recording()
    let (bridge, page) = BridgeClient.recording()
    let store = Store(initialState: accountPage, reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = webView
      $0.bridgeClient = bridge
    }
    return (store, web, page)
  }

  /// Sends `actions` in one job, then waits for all their effects.
  static func sendAtOnce(_ actions: [Action], to store: Store<State, Action>) async {
    let tasks = actions.map { store.send($0) }
    for task in tasks { await task.finish() }
  }

  static let blog = URL(string: "https://blog.example.com/post")!
  static let toTheBlog: [Action] = [.loadStarted(2, url: blog), .loadCommitted(2, url: blog)]

  @Test func aRefusalWhoseDocumentWentBeforeItWasSentIsWithdrawn() async throws {
    let (store, web, page) = Self.store(try Self.configuration())
    let malformed = Action.scriptMessageReceived(body: ["callback": "onToken"], frame: Self.accountFrame)
    await Self.sendAtOnce([malformed] + Self.toTheBlog, to: store)
    #expect(page.scripts.isEmpty)
    #expect(web.calls == [.diagnose(.answerDropped(action: "(rejected message)", frame: Self.accountFrame))])
  }

  @Test func aReplyHandlersRefusalIsStillAnsweredAfterItsDocumentWent() async throws {
    let (store, web, page) = Self.store(try Self.configuration(replyHandlerName: "nativeReply"))
    let malformed = Action.replyHandlerMessageReceived(7, body: ["data": 1], frame: Self.accountFrame)
    await Self.sendAtOnce([malformed] + Self.toTheBlog, to: store)
    #expect(page.scripts.isEmpty)
    #expect(page.answers.map(\.id) == [7])
    #expect(web.calls.isEmpty)
  }

  @Test func theSessionIsNotEvaluatedInTheDocumentThatReplacedTheOneOnScreen() async throws {
    let (store, web, page) = Self.store(try Self.configuration())
    await Self.sendAtOnce([.accessTokenChanged("eyJ.secret")] + Self.toTheBlog, to: store)
    #expect(store.state.documentStartScripts.count == 1)
    #expect(page.scripts.isEmpty)
    #expect(web.calls.isEmpty)
  }

  @Test func aCleartextPageOfTheTrustedHostReachesNoPlugin() async throws {
    let h = Harness(Self.accountPage, configuration: try Self.configuration())
    let cleartext = BridgeFrame(url: URL(string: "http://app.example.com/"), isMainFrame: true)
    await h.send(.scriptMessageReceived(body: ["type": "accountToken", "callback": "onToken"], frame: cleartext))
    await h.finish()
    #expect(h.page.scripts.isEmpty)
    guard case .diagnose(.messageDropped(let error)) = h.web.calls.first else {
      Issue.record("expected a dropped message, got \(h.web.calls)")
      return
    }
    #expect(error.code == .untrustedOrigin)
    #expect(error.replyRoute == nil)
    #expect(h.web.calls.count == 1)
  }

  @Test func aTrustedSubframesRequestIsNotAnsweredInTheMainFrame() async throws {
    var configuration = try Self.configuration()
    configuration.bridge.allowsSubframes = true
    let h = Harness(Self.accountPage, configuration: configuration)
    let frame = BridgeFrame(url: URL(string: "https://app.example.com/"), isMainFrame: false)
    await h.send(.scriptMessageReceived(body: ["type": "getUserInfo", "callback": "onInfo"], frame: frame))
    await h.finish()
    #expect(h.page.scripts.isEmpty)
    guard case .diagnose(.messageDropped(let error)) = h.web.calls.first else {
      Issue.record("expected a dropped message, got \(h.web.calls)")
      return
    }
    #expect(error.code == .notAllowed)
    #expect(h.web.calls.count == 1)
  }
}
