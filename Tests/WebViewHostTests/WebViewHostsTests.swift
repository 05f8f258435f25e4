import BridgeClient
import Browser
import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct WebViewHostsTests {
  let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

  @Test func eachIdHasOneKitMadeAtFirstUse() {
    let hosts = WebViewHosts<Int>(configuration: Screen.configuration)
    #expect(hosts[1] === hosts[1])
    #expect(hosts[1] !== hosts[2])
  }

  @Test func eachScreensCallsReachItsOwnWebViewEvenWhenAttachedAfterTheLoad() async {
    let hosts = WebViewHosts<Int>(configuration: Screen.configuration)
    await hosts.webViewClient(for: 1).load(Screen.home)
    await hosts.webViewClient(for: 2).load(Screen.article)
    let one = FakeWebView()
    let two = FakeWebView()
    hosts[2].attach(two)
    hosts[1].attach(one)
    await hosts.webViewClient(for: 1).reload()
    try? await hosts.bridgeClient(for: 2).evaluate("2")
    #expect(one.calls == [.load(Screen.home), .reload])
    #expect(two.calls == [.load(Screen.article), .evaluate("2")])
  }

  @Test func aScreenWithoutAWebViewCannotRunAScript() async {
    let hosts = WebViewHosts<Int>(configuration: Screen.configuration)
    await #expect(throws: WebViewGoneError()) { try await hosts.bridgeClient(for: 1).evaluate("1") }
  }

  @Test func diagnosticsNameTheScreen() async {
    let hosts = WebViewHosts<Int>(configuration: Screen.configuration)
    var diagnostics: [String] = []
    hosts.onDiagnostic = { id, diagnostic in diagnostics.append("\(id): \(diagnostic)") }
    hosts[7].didFinish(FakeNavigation())
    await hosts.webViewClient(for: 3).diagnose(.sessionNotDelivered(reason: "x"))
    #expect(
      diagnostics == ["7: staleLoadCallback(\"didFinish\")", "3: feature(WebViewFeature.WebViewDiagnostic.sessionNotDelivered(reason: \"x\"))"])
  }

  @Test func aTornDownScreenLoadsNothingMore() async {
    let hosts = WebViewHosts<Int>(configuration: Screen.configuration)
    let webView = FakeWebView()
    hosts[1].attach(webView)
    hosts[1].tearDown()
    await hosts.webViewClient(for: 1).load(Screen.home)
    #expect(webView.calls == [])
    #expect(hosts[1].pendingHandlerCount == 0)
  }

  @Test func aBrowsersScreensAttachTheirWebViewsLateAndCloseOnceWhenPopped() async throws {
    let configuration = WebViewFeature.Configuration()
    let hosts = WebViewHosts<UUID>(configuration: configuration)
    let store = Store(initialState: Browser.State(), reducer: Browser(configuration: configuration)) {
      $0.uuid = .incrementing
      $0.screenClients = ScreenClients(webView: hosts.webViewClient(for:), bridge: hosts.bridgeClient(for:))
    }
    store.send(.open(Screen.home))
    store.send(.open(Screen.article))
    await settle()
    let webView = FakeWebView()
    let screen = try #require(store.scope(state: \.screens[id: second], action: \.screens[id: second]))
    let web = screen.scope(state: \.web, action: CasePath({ $0 }, extract: { $0 }))
    hosts[second].connect(to: web)
    hosts[second].attach(webView)
    hosts[second].titleChanged("Article")
    #expect(webView.calls == [.load(Screen.article)])
    #expect(store.state.screens[id: second]?.web.title == "Article")
    #expect(store.state.screens[id: first]?.web.title == nil)

    let issues = LockIsolated<[ReportedIssue]>([])
    IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      store.send(.backTapped)
      hosts[second].tearDown()
    }
    #expect(store.state.screens.ids == [first])
    #expect(issues.value.map(\.message) == [])
  }
}
