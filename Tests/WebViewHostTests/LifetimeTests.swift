import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct LifetimeTests {
  @Test func aConfigurationTrustingCleartextPagesIsReportedOnceWhenTheKitConnects() {
    var configuration = Screen.configuration
    configuration.bridge.cleartextOrigins = HostAllowList(["localhost", "10.0.2.2"])
    configuration.sessionOrigins = .hosts(HostAllowList(["app.example.com"]), cleartext: HostAllowList(["localhost", "dev.example.com"]))
    let screen = Screen(configuration: configuration)
    #expect(screen.diagnostics == [.cleartextOriginsTrusted(["localhost", "10.0.2.2", "dev.example.com"])])
  }

  @Test func aConfigurationTrustingNoCleartextPageConnectsWithoutADiagnostic() {
    #expect(Screen().diagnostics.isEmpty)
  }

  @Test func tearingDownMidNavigationWithPanelsOpenAnswersEveryHandlerOnceWithItsDefault() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runAlertPanel(message: "a", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
    screen.host.runConfirmPanel(message: "b", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    screen.host.runTextInputPanel(prompt: "c", defaultText: nil, frame: Screen.mainFrame, completionHandler: log.prompt("prompt"))
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("navigation"))
    screen.host.decidePolicy(for: NavigationResponse(url: Screen.article), decisionHandler: log.decision("response"))
    screen.host.tearDown()
    await settle()
    #expect(
      log.answers == [
        "alert": ["done"], "confirm": ["false"], "prompt": ["nil"], "navigation": ["cancel"], "response": ["cancel"],
      ])
    #expect(screen.store.state.isClosed)
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func aCallbackAfterTeardownIsAnsweredWithItsDefaultAtOnce() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.tearDown()
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("late"))
    screen.host.runConfirmPanel(message: "late", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    #expect(log.answers == ["late": ["cancel"], "confirm": ["false"]])
    #expect(
      screen.diagnostics == [
        .answeredWithoutStore(
          ".navigationRequested(navigation #1, NavigationRequest(url: https://app.example.com/article, type: .other, target: .mainFrame, isFromMainFrame: true))"
        ),
        .answeredWithoutStore(".dialogRequested(JSDialog(id: dialog #1, kind: .confirm, message: \"late\", frame: https://app.example.com/ [main]))"),
      ])
  }

  @Test func releasingTheStoreAnswersEveryWaitingHandlerWithItsDefault() async {
    let webView = FakeWebView()
    let host = WebViewHost(configuration: Screen.configuration, driver: webView)
    let log = HandlerLog()
    do {
      let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
      host.connect(to: store)
      host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("navigation"))
      host.runAlertPanel(message: "a", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
      #expect(log.answers.isEmpty)
    }
    while host.pendingHandlerCount > 0 { await Task.yield() }
    #expect(log.answers == ["navigation": ["cancel"], "alert": ["done"]])
    host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("later"))
    #expect(log.answers["later"] == ["cancel"])
  }

  @Test func afterTearDownTheSessionScriptsAreNoLongerInstalled() async {
    let screen = Screen()
    let installed = screen.webView.documentStartScripts.count
    screen.host.tearDown()
    screen.store.send(.accessTokenChanged("token-after-teardown"))
    await settle()
    #expect(screen.webView.documentStartScripts.count == installed)
  }

  @Test func releasingTheKitWithoutTearDownAnswersEveryWaitingHandlerWithItsDefault() async throws {
    let webView = FakeWebView()
    let log = HandlerLog()
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
    weak var released: WebViewHost?
    do {
      let host = WebViewHost(configuration: Screen.configuration, driver: webView)
      host.connect(to: store)
      host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("navigation"))
      host.decidePolicy(for: NavigationResponse(url: Screen.article), decisionHandler: log.decision("response"))
      host.runAlertPanel(message: "a", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
      host.runConfirmPanel(message: "b", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
      host.runTextInputPanel(prompt: "c", defaultText: "x", frame: Screen.mainFrame, completionHandler: log.prompt("prompt"))
      released = host
      #expect(log.answers.isEmpty)
    }
    #expect(released == nil)
    try await waitUntil("the released kit's answers") { !log.answers.isEmpty }
    #expect(
      log.answers == [
        "navigation": ["cancel"], "response": ["cancel"], "alert": ["done"], "confirm": ["false"], "prompt": ["nil"],
      ])
  }

  @Test func releasingTheKitOffTheMainActorAnswersOnTheMainActor() async throws {
    let log = HandlerLog()
    var host: WebViewHost? = WebViewHost(configuration: Screen.configuration, driver: FakeWebView())
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
    host?.connect(to: store)
    host?.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("navigation"))
    let box = UncheckedBox(host.take())
    await Task.detached { box.value = nil }.value
    try await waitUntil("the released kit's answer") { !log.answers.isEmpty }
    #expect(log.answers == ["navigation": ["cancel"]])
  }

  @Test func connectingAfterTearDownIsRefusedWithADiagnosticAndAnIssueAtTheCallersLine() async {
    let screen = Screen()
    screen.host.tearDown()
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Screen.configuration))
    let issues = LockIsolated<[ReportedIssue]>([])
    let connectLine: UInt = #line + 2
    IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      screen.host.connect(to: store)
    }
    #expect(
      issues.value.map(\.message) == [
        "connect(to:) after tearDown(): a torn-down WebViewHost answers WebKit with its defaults for good; make a new one for a new screen."
      ])
    #expect(issues.value.map(\.fileID) == [#fileID])
    #expect(issues.value.map(\.line) == [connectLine])
    let log = HandlerLog()
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("navigation"))
    #expect(log.answers == ["navigation": ["cancel"]])
    #expect(store.state == WebViewFeature.State())
    #expect(screen.diagnostics.first == .connectedAfterTearDown)
  }

  @Test func attachingAnotherWebViewAnswersTheOldOnesHandlersAndMakesItsLoadsStale() async {
    let screen = Screen()
    let log = HandlerLog()
    let oldNavigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(oldNavigation, url: Screen.home)
    screen.host.runAlertPanel(message: "a", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
    let newWebView = FakeWebView()
    screen.host.attach(newWebView)
    screen.host.didFinish(oldNavigation)
    screen.store.send(.reload)
    await settle()
    #expect(log.answers == ["alert": ["done"]])
    #expect(screen.diagnostics.contains(.staleLoadCallback("didFinish")))
    #expect(newWebView.documentStartScripts == [[BridgeScript.source(for: Screen.configuration.bridge)]])
    #expect(newWebView.calls == [.load(Screen.home)])
  }

  @Test func bridgeJSAndTheSessionScriptsAreInstalledOnConnectAndWhenTheyChange() async {
    let screen = Screen()
    screen.store.send(.accessTokenChanged("secret"))
    #expect(screen.webView.documentStartScripts.count == 2)
    #expect(screen.webView.documentStartScripts[0] == [BridgeScript.source(for: Screen.configuration.bridge)])
    #expect(
      screen.webView.documentStartScripts[1] == [BridgeScript.source(for: Screen.configuration.bridge)] + screen.store.state.documentStartScripts)
    #expect(screen.store.state.documentStartScripts.first?.contains("secret") == true)
  }

  @Test func tearingDownTwiceDoesNothingMore() async {
    let screen = Screen()
    screen.host.tearDown()
    screen.host.tearDown()
    await settle()
    #expect(screen.store.state.isClosed)
    #expect(screen.diagnostics.isEmpty)
  }
}

/// Carries the last reference to a main-actor object to another thread, so it is released there.
private final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value?
  init(_ value: Value?) { self.value = value }
}
