import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `WebPageCoordinator` as WebKit's `WebPage` drives it: `async` decisions and panels, the
  /// `navigations` sequence, Observation of title and progress.
  @MainActor
  @Suite struct WebPageTests {
    let screen = Page.pageModel()
    let coordinator: WebPageCoordinator

    init() {
      coordinator = WebPageCoordinator(host: screen.host) {}
    }

    static func frame(_ url: URL = Page.home, isMainFrame: Bool = true) -> WebPage.FrameInfo {
      WebPage.FrameInfo(
        isMainFrame: isMainFrame, url: url, securityOrigin: WKSecurityOrigin(protocol: url.scheme ?? "", host: url.host() ?? ""))
    }

    static func link(_ url: URL) -> WebPage.NavigationAction {
      WebPage.NavigationAction(request: URLRequest(url: url), navigationType: .linkActivated, source: frame(), target: frame(url))
    }

    @Test func thePolicyDecidesWebPagesAsyncQuestions() async {
      coordinator.connect(to: screen.store)
      #expect(await coordinator.page.decide(Self.link(Page.evil)) == .cancel)
      #expect(await coordinator.page.decide(Self.link(Page.article)) == .allow)
      coordinator.tearDown()
    }

    /// `WebPage.NavigationResponse` spells it `canShowMimeType` (Apple's page), unlike
    /// `WKNavigationResponse.canShowMIMEType`: read under the other spelling, this does not compile.
    @Test func aResponseTheWebPageCannotShowIsCancelled() async {
      coordinator.connect(to: screen.store)
      let response = NavigationTests.response(Page.article)
      #expect(await coordinator.page.decide(WebPage.NavigationResponse(response: response, canShowMimeType: true)) == .allow)
      #expect(await coordinator.page.decide(WebPage.NavigationResponse(response: response, canShowMimeType: false)) == .cancel)
      coordinator.tearDown()
    }

    @Test func whatTheStoreLoadedBeforeConnectingIsThePagesFirstLoad() async {
      await screen.store.send(.load(Page.home)).finish()
      #expect(coordinator.page.loadedRequests.isEmpty)
      coordinator.connect(to: screen.store)
      #expect(coordinator.page.loadedRequests.map(\.url) == [Page.home])
      #expect(coordinator.page.configuration.userContentController.userScripts.map(\.source) == [BridgeScript.source(for: Page.configuration.bridge)])
      coordinator.tearDown()
    }

    @Test func navigationEventsBecomeTheLoadsActions() async throws {
      try await connectAndStartLoading()
      coordinator.page.emit(.committed, url: Page.home)
      coordinator.page.emit(.finished, url: Page.home)
      try await waitUntil("the load finished") { !screen.store.state.isLoading }
      #expect(screen.store.state.url == Page.home)
      #expect(screen.host.pendingHandlerCount == 0)
      coordinator.tearDown()
    }

    @Test func aURLChangeWithinTheDocumentIsSinglePageNavigation() async throws {
      try await connectAndStartLoading()
      coordinator.page.emit(.committed, url: Page.home)
      coordinator.page.emit(.finished, url: Page.home)
      try await waitUntil("the load finished") { !screen.store.state.isLoading }
      let orders = URL(string: "https://app.example.com/orders#open")!
      coordinator.page.navigateWithinDocument(to: orders)
      try await waitUntil("the URL change to arrive") { screen.store.state.url == orders }
      #expect(screen.store.state.lastURL == orders)
      coordinator.tearDown()
    }

    @Test func aNavigationErrorFailsTheLoadBeforeOrAfterItsCommit() async throws {
      try await connectAndStartLoading()
      coordinator.page.fail(.failedProvisionalNavigation(URLError(.notConnectedToInternet)))
      try await waitUntil("the load failed") { !screen.store.state.isLoading }
      #expect(screen.store.state.error == .offline)
      try await waitUntil("a new reader") { coordinator.page.hasNavigationReaders }
      coordinator.page.emit(.startedProvisionalNavigation, url: Page.home)
      coordinator.page.emit(.committed, url: Page.home)
      try await waitUntil("the second load committed") { screen.store.state.url == Page.home && screen.store.state.isLoading }
      coordinator.page.fail(.invalidURL)
      try await waitUntil("the second load failed") { !screen.store.state.isLoading }
      #expect(screen.host.pendingHandlerCount == 0)
      coordinator.tearDown()
    }

    @Test func aTerminatedProcessReachesTheStoreAndNavigationsAreStillFollowed() async throws {
      coordinator.connect(to: screen.store)
      try await waitUntil("the navigations reader") { coordinator.page.hasNavigationReaders }
      coordinator.page.fail(.webContentProcessTerminated)
      try await waitUntil("the termination") { screen.store.state.recentTerminations.count == 1 }
      try await waitUntil("a new reader") { coordinator.page.hasNavigationReaders }
      coordinator.page.fail(.webContentProcessTerminated)
      try await waitUntil("the second termination") { screen.store.state.recentTerminations.count == 2 }
      coordinator.tearDown()
    }

    @Test func titleAndProgressAreObserved() async throws {
      try await connectAndStartLoading()
      coordinator.page.setTitle("Home")
      coordinator.page.setEstimatedProgress(0.5)
      try await waitUntil("the title") { screen.store.state.title == "Home" }
      try await waitUntil("the progress") { screen.store.state.progress == 0.5 }
      coordinator.page.setTitle("Article")
      try await waitUntil("the next title") { screen.store.state.title == "Article" }
      coordinator.tearDown()
    }

    @Test func aConfirmWaitsForTheUsersAnswer() async throws {
      coordinator.connect(to: screen.store)
      let page = coordinator.page
      let answer = Task { await page.runConfirm("Leave?", from: Self.frame()) }
      try await waitUntil("the panel") { screen.presenter.dialog != nil }
      let dialog = try #require(screen.presenter.dialog)
      screen.presenter.answer(dialog, with: .confirmed(true))
      #expect(await answer.value == .ok)
      coordinator.tearDown()
    }

    @Test func aFileInputGetsTheFilesTheUserChose() async throws {
      coordinator.connect(to: screen.store)
      let page = coordinator.page
      let parameters = WKOpenPanelParameters(allowsMultipleSelection: true, allowsDirectories: false)
      let answer = Task { await page.runFileInput(parameters, from: Self.frame()) }
      try await waitUntil("the file input") { screen.presenter.dialog != nil }
      let dialog = try #require(screen.presenter.dialog)
      #expect(dialog.kind == .fileInput(allowsMultipleSelection: true, allowsDirectories: false))
      let files = [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.pdf")]
      screen.presenter.answer(dialog, with: .filesSelected(files))
      #expect(await answer.value == .selected(files))
      coordinator.tearDown()
    }

    @Test func aFileInputDismissedOrTornDownGetsNoFiles() async throws {
      coordinator.connect(to: screen.store)
      let page = coordinator.page
      let dismissed = Task { await page.runFileInput(WKOpenPanelParameters(), from: Self.frame()) }
      try await waitUntil("the file input") { screen.presenter.dialog != nil }
      screen.presenter.dismiss(try #require(screen.presenter.dialog))
      #expect(await dismissed.value == .cancel)
      let pending = Task { await page.runFileInput(WKOpenPanelParameters(allowsDirectories: true), from: Self.frame()) }
      try await waitUntil("the second file input") { screen.presenter.dialog != nil }
      coordinator.tearDown()
      #expect(await pending.value == .cancel)
    }

    @Test func aCameraRequestIsDecidedByThePolicyNotWebKitsPrompt() async throws {
      coordinator.connect(to: screen.store)
      #expect(await coordinator.page.requestDeviceSensor(.mediaCapture(.camera), from: Self.frame()) == .deny)
      coordinator.tearDown()
    }

    @Test func aRequestThePolicyAsksAboutWaitsForTheUser() async throws {
      var configuration = Page.configuration
      configuration.permissions = PermissionPolicy(asked: [.deviceOrientationAndMotion: HostAllowList(["example.com"])])
      let screen = WebViewScreenModel(configuration: configuration)
      let coordinator = WebPageCoordinator(host: screen.host) {}
      coordinator.connect(to: screen.store)
      let page = coordinator.page
      let answer = Task { await page.requestDeviceSensor(.deviceOrientationAndMotion, from: Self.frame()) }
      try await waitUntil("the question") { screen.presenter.dialog != nil }
      let dialog = try #require(screen.presenter.dialog)
      #expect(dialog.kind == .permission([.deviceOrientationAndMotion]))
      screen.presenter.answer(dialog, with: .permissionDecided(granted: true))
      #expect(await answer.value == .grant)
      coordinator.tearDown()
    }

    @Test func tearDownAnswersEveryPanelAndDecisionWebKitWaitsFor() async throws {
      let page = coordinator.page
      coordinator.connect(to: screen.store)
      let prompt = Task { await page.runPrompt("Name?", defaultText: "Mina", from: Self.frame()) }
      let alert = Task { await page.runAlert("Saved", from: Self.frame()) }
      try await waitUntil("both panels") { screen.store.state.dialogs.count == 2 }
      coordinator.tearDown()
      #expect(await prompt.value == .cancel)
      await alert.value
      #expect(screen.store.state.isClosed)
      #expect(page.configuration.userContentController.messageHandlers.isEmpty)
    }

    @Test func releasingTheCoordinatorClosesTheScreen() async throws {
      var released: WebPageCoordinator? = WebPageCoordinator(host: WebViewHost(configuration: Page.configuration)) {}
      let host = try #require(released?.host)
      let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Page.configuration)) {
        $0.webView = host.webViewClient
        $0.bridgeClient = host.bridgeClient
      }
      released?.connect(to: store)
      released = nil
      try await waitUntil("the screen closed") { store.state.isClosed }
      #expect(store.state.isClosed)
    }

    /// Connects, waits for the coordinator to read `navigations`, and starts a load of the home page.
    private func connectAndStartLoading() async throws {
      coordinator.connect(to: screen.store)
      try await waitUntil("the navigations reader") { coordinator.page.hasNavigationReaders }
      coordinator.page.emit(.startedProvisionalNavigation, url: Page.home)
      try await waitUntil("the load started") { screen.store.state.isLoading }
    }
  }
}
