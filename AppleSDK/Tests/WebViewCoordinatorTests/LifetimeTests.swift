import Foundation
import StoreRuntime
import Testing
import TestSupport
import WebKit
import WebViewFeature
import WebViewHost

/// Who keeps the coordinator alive, what connecting twice and tearing down do, and what is
/// answered when a screen goes away without `tearDown()`.
@MainActor
@Suite struct LifetimeTests {
  @Test func droppingTheAppsReferenceLeavesThePolicyOn() async throws {
    let page = Page()
    weak let coordinator = page.coordinator
    page.coordinator = nil
    #expect(coordinator != nil)
    let answers = page.webView.decide(Page.link(Page.evil))
    try await waitUntil("the decision") { answers.value != nil }
    #expect(answers.values == [.cancel])
    #expect(answers.answeredByWebKitDefault == false)
  }

  @Test func releasingTheWebViewReleasesTheCoordinatorAndAnswersWhatWasPending() async throws {
    var answers: [Answers<WKNavigationActionPolicy>] = []
    var panels: [Answers<Bool>] = []
    weak var coordinator: WebViewCoordinator?
    do {
      let page = Page(reducer: EmptyReducer())
      answers.append(page.webView.decide(Page.link(Page.article)))
      panels.append(page.webView.runConfirm("Leave?", from: Page.frame()))
      coordinator = page.coordinator
      page.coordinator = nil
    }
    #expect(coordinator == nil)
    try await waitUntil("the defaults") { answers[0].value != nil && panels[0].value != nil }
    #expect(answers[0].values == [.cancel])
    #expect(panels[0].values == [false])
  }

  @Test func connectingTwiceAddsOneHandlerAndObservesOnce() async throws {
    let page = Page()
    let other = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Page.configuration))
    page.coordinator?.connect(to: other)
    #expect(page.webView.configuration.userContentController.messageHandlers.keys.sorted() == ["nativeBridge"])
    #expect(page.webView.observerCount(\.estimatedProgress) == 1)
    #expect(page.webView.observerCount(\.title) == 1)
    page.webView.setTitle("Moved")
    #expect(other.state.title == "Moved")
    #expect(page.store.state.title == nil)
  }

  @Test func connectingAfterTearDownIsRefusedWithADiagnostic() {
    let page = Page()
    page.coordinator?.tearDown()
    page.coordinator?.connect(to: page.store)
    #expect(page.diagnostics == [.connectedAfterTearDown])
    #expect(page.webView.configuration.userContentController.messageHandlers.isEmpty)
    #expect(page.webView.observerCount(\.title) == 0)
  }

  @Test func tearDownAnswersWhatIsPendingAndRemovesOnlyWhatTheCoordinatorAdded() async throws {
    let configuration = WKWebViewConfiguration()
    let appScript = WKUserScript(source: "window.app = 1", injectionTime: .atDocumentEnd, forMainFrameOnly: false)
    configuration.userContentController.addUserScript(appScript)
    let webView = WKWebView(frame: .zero, configuration: configuration)
    let coordinator = WebViewCoordinator(webView: webView, configuration: Page.configuration) {}
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>()) {
      $0.webView = coordinator.host.webViewClient
      $0.bridgeClient = coordinator.host.bridgeClient
    }
    coordinator.connect(to: store)
    #expect(configuration.userContentController.userScripts.count == 2)
    let answers = webView.decide(Page.link(Page.article))
    coordinator.tearDown()
    #expect(answers.values == [.cancel])
    #expect(configuration.userContentController.userScripts == [appScript])
    #expect(configuration.userContentController.messageHandlers.isEmpty)
    #expect(webView.observerCount(\.estimatedProgress) == 0)
    coordinator.tearDown()
    #expect(answers.values == [.cancel])
  }

  @Test func newSessionScriptsReplaceOnlyTheCoordinatorsScripts() async throws {
    let page = Page()
    let controller = page.webView.configuration.userContentController
    let appScript = WKUserScript(source: "window.app = 1", injectionTime: .atDocumentEnd, forMainFrameOnly: false)
    controller.addUserScript(appScript)
    page.store.send(.accessTokenChanged("token-1"))
    try await waitUntil("the session script") { controller.userScripts.count == 3 }
    #expect(controller.userScripts.first == appScript)
    #expect(controller.userScripts[1].source == BridgeScript.source)
    #expect(controller.userScripts[2].source.contains("token-1"))
  }

  @Test func theCloseRequestOfThePageReachesTheApp() async throws {
    let page = Page()
    page.webView.uiDelegate?.webViewDidClose(page.webView)
    try await waitUntil("the close request") { page.closeRequests == 1 }
    #expect(page.closeRequests == 1)
  }
}
