import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// Who keeps the coordinator alive, what connecting twice and tearing down do, and what is
  /// answered when a screen goes away without `tearDown()`.
  @MainActor
  @Suite struct LifetimeTests {
    @Test func droppingTheAppsReferenceLeavesThePolicyOn() async throws {
      let page = Page()
      weak var coordinator: WebViewCoordinator?
      coordinator = page.coordinator
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

    @Test func connectingAfterTearDownIsRefusedWithADiagnosticAndAnIssue() {
      let page = Page()
      page.coordinator?.tearDown()
      let issues = collectIssues { page.coordinator?.connect(to: page.store) }
      #expect(issues.map(\.line) == [#line - 1])
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
      #expect(controller.userScripts[1].source == BridgeScript.source(for: Page.configuration.bridge))
      #expect(controller.userScripts[2].source.contains("token-1"))
    }

    @Test func theCloseRequestOfThePageReachesTheApp() async throws {
      let page = Page()
      page.webView.uiDelegate?.webViewDidClose(page.webView)
      try await waitUntil("the close request") { page.closeRequests == 1 }
      #expect(page.closeRequests == 1)
    }

    @Test func aSecondWebViewOnASharedControllerIsRefusedLoudlyAndFailsClosed() async throws {
      let shared = WKWebViewConfiguration()
      let first = Page(configuration: shared)
      let second = Page(configuration: shared, connect: false)
      let issues = collectIssues { second.coordinator?.connect(to: second.store) }
      #expect(issues.map(\.line) == [#line - 1])
      #expect(issues.first?.message.contains("Give each web view a configuration of its own") == true)
      #expect(second.diagnostics == [.userContentControllerInUse])
      #expect(shared.userContentController.messageHandlers.count == 1)
      #expect(shared.userContentController.userScripts.count == 1)
      let refused = second.webView.decide(Page.link(Page.article))
      #expect(refused.values == [.cancel])
      #expect(refused.answeredByWebKitDefault == false)
      // A message from the second web view reaches the first coordinator's handler, which drops it.
      #expect(second.webView.postMessage(["type": "greeting", "callback": "cb"], name: "nativeBridge", from: Page.frame()))
      #expect(first.webView.postMessage(["type": "greeting", "callback": "cb"], name: "nativeBridge", from: Page.frame()))
      try await waitUntil("the first page's reply") { !first.webView.evaluatedScripts.isEmpty }
      #expect(first.webView.evaluatedScripts.count == 1)
      #expect(second.webView.evaluatedScripts.isEmpty)
    }

    @Test func aSharedControllerStaysClaimedWhileOtherScreensConnect() {
      let shared = WKWebViewConfiguration()
      let first = Page(configuration: shared)
      let elsewhere = Page()
      let third = Page(configuration: shared, connect: false)
      let issues = collectIssues { third.coordinator?.connect(to: third.store) }
      #expect(issues.count == 1)
      #expect(third.diagnostics == [.userContentControllerInUse])
      #expect(first.diagnostics.isEmpty && elsewhere.diagnostics.isEmpty)
    }

    @Test func aSharedControllerIsFreeForTheNextScreenOnceTheFirstIsTornDown() async throws {
      let shared = WKWebViewConfiguration()
      let first = Page(configuration: shared)
      first.coordinator?.tearDown()
      let second = Page(configuration: shared)
      #expect(second.diagnostics.isEmpty)
      #expect(shared.userContentController.messageHandlers.count == 1)
      // Tearing the first down again must not touch what the second installed.
      first.coordinator?.tearDown()
      #expect(shared.userContentController.messageHandlers.count == 1)
      #expect(shared.userContentController.userScripts.map(\.source) == [BridgeScript.source(for: Page.configuration.bridge)])
      #expect(second.webView.postMessage(["type": "greeting", "callback": "cb"], name: "nativeBridge", from: Page.frame()))
      try await waitUntil("the reply") { !second.webView.evaluatedScripts.isEmpty }
    }

    @Test func aSharedControllerLeftByAScreenDroppedWithoutTearDownIsTakenOver() async throws {
      let shared = WKWebViewConfiguration()
      weak var abandoned: WebViewCoordinator?
      do {
        let first = Page(configuration: shared)
        abandoned = first.coordinator
      }
      // The shared controller still holds the first screen's handler, and through it its coordinator.
      #expect(abandoned != nil)
      let second = Page(configuration: shared)
      #expect(second.diagnostics.isEmpty)
      #expect(abandoned == nil)
      #expect(shared.userContentController.messageHandlers.count == 1)
      #expect(shared.userContentController.userScripts.map(\.source) == [BridgeScript.source(for: Page.configuration.bridge)])
      #expect(second.webView.postMessage(["type": "greeting", "callback": "cb"], name: "nativeBridge", from: Page.frame()))
      try await waitUntil("the reply") { !second.webView.evaluatedScripts.isEmpty }
    }
  }
}

/// The issues `body` reports through `reportIssue`, instead of failing the test.
@MainActor
func collectIssues(_ body: () -> Void) -> [ReportedIssue] {
  let issues = LockIsolated<[ReportedIssue]>([])
  IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }, operation: body)
  return issues.value
}
