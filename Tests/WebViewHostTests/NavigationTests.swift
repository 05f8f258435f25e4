import Foundation
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct NavigationTests {
  @Test func anAllowedNavigationIsAllowedOnce() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.article, type: .linkActivated), decisionHandler: log.decision("tap"))
    await settle()
    #expect(log.answers == ["tap": ["allow"]])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func aBlockedHostIsCancelledOnceAndShownAsAnError() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.evil, type: .linkActivated), decisionHandler: log.decision("evil"))
    await settle()
    #expect(log.answers == ["evil": ["cancel"]])
    #expect(screen.store.state.error == .hostNotAllowed("evil.com"))
  }

  @Test func aNewWindowBecomesURLToOpenAndIsCancelled() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.decidePolicy(
      for: NavigationRequest(url: Screen.article, type: .linkActivated, target: .newWindow), decisionHandler: log.decision("blank"))
    await settle()
    #expect(log.answers == ["blank": ["cancel"]])
    #expect(screen.store.state.urlToOpen == Screen.article)
  }

  @Test func aResponseTheWebViewCannotShowIsCancelledOnce() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.decidePolicy(
      for: NavigationResponse(url: Screen.home, mimeType: "application/zip", canShowMIMEType: false), decisionHandler: log.decision("zip"))
    await settle()
    #expect(log.answers == ["zip": ["cancel"]])
    #expect(screen.store.state.error == .unsupportedContent(mimeType: "application/zip"))
  }

  @Test func aLoadIsFollowedFromStartToFinishByItsNavigationObject() async {
    let screen = Screen()
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.home)
    screen.host.progressChanged(0.4)
    screen.host.didCommit(navigation, url: Screen.home)
    screen.host.titleChanged("Home")
    screen.host.didFinish(navigation)
    await settle()
    #expect(screen.store.state.url == Screen.home)
    #expect(screen.store.state.title == "Home")
    #expect(screen.store.state.isLoading == false)
    #expect(screen.store.state.progress == 1)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aCallbackForANavigationThatNeverStartedHereIsDropped() async {
    let screen = Screen()
    screen.host.didFinish(FakeNavigation())
    await settle()
    #expect(screen.store.state.progress == 0)
    #expect(screen.diagnostics == [.staleLoadCallback("didFinish")])
  }

  @Test func anOlderLoadsLateFailureDoesNotStopTheNewerLoad() async {
    let screen = Screen()
    let first = FakeNavigation()
    let second = FakeNavigation()
    screen.host.didStartProvisionalNavigation(first, url: Screen.home)
    screen.host.didStartProvisionalNavigation(second, url: Screen.article)
    screen.host.didFailProvisionalNavigation(first, error: URLError(.cancelled))
    await settle()
    #expect(screen.store.state.isLoading == true)
    #expect(screen.store.state.currentLoad == 2)
  }

  @Test func nilNavigationsShareTheIdOfTheLoadThatStartedWithoutOne() async {
    let screen = Screen()
    screen.host.didStartProvisionalNavigation(nil, url: Screen.home)
    screen.host.didCommit(nil, url: Screen.home)
    screen.host.didFinish(nil)
    await settle()
    #expect(screen.store.state.isLoading == false)
    #expect(screen.store.state.url == Screen.home)
  }

  @Test func aFailureCarriesTheErrorsDomainCodeAndText() async {
    let screen = Screen()
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.home)
    screen.host.didFailProvisionalNavigation(
      navigation, error: NSError(domain: NSURLErrorDomain, code: -1009, userInfo: [NSLocalizedDescriptionKey: "offline"]))
    await settle()
    #expect(screen.store.state.error == .offline)
  }

  @Test func aTerminatedProcessIsReloadedThroughTheWebView() async {
    let screen = Screen()
    screen.store.send(.load(Screen.home))
    screen.host.webContentProcessDidTerminate()
    await settle()
    #expect(screen.webView.calls == [.load(Screen.home), .load(Screen.home)])
  }

  @Test func windowCloseClosesTheScreen() async {
    let screen = Screen()
    screen.host.webViewDidClose()
    await settle()
    #expect(screen.webView.calls == [.closeScreen])
  }

  @Test func aWindowOpenRequestBecomesURLToOpen() async {
    let screen = Screen()
    screen.host.createWebView(for: NavigationRequest(url: Screen.article, type: .other, target: .newWindow))
    await settle()
    #expect(screen.store.state.urlToOpen == Screen.article)
  }

  @Test func activationWithATitleMissingTreatsThePageAsDead() async {
    let screen = Self.screenInBackgroundAfterALoad()
    screen.host.appDidBecomeActive(webViewURL: Screen.home, webViewTitle: nil)
    await settle()
    #expect(screen.webView.calls.filter(\.isLoad) == [.load(Screen.home), .load(Screen.home)])
    #expect(screen.store.state.isActive)
  }

  @Test func activationWithATitleOrWithoutAPageIsNotAProcessDeath() async {
    let screen = Self.screenInBackgroundAfterALoad()
    screen.host.appDidBecomeActive(webViewURL: Screen.home, webViewTitle: "Home")
    screen.host.appWillResignActive()
    screen.host.appDidBecomeActive(webViewURL: nil, webViewTitle: nil)
    await settle()
    #expect(screen.webView.calls.filter(\.isLoad) == [.load(Screen.home)])
    #expect(screen.webView.calls.contains(.reload) == false)
  }

  /// A screen that loaded `Screen.home` to the end, then went to the background.
  private static func screenInBackgroundAfterALoad() -> Screen {
    let screen = Screen()
    screen.store.send(.load(Screen.home))
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.home)
    screen.host.didCommit(navigation, url: Screen.home)
    screen.host.didFinish(navigation)
    screen.host.appWillResignActive()
    return screen
  }

  @Test func theNetworkPathReachesTheState() async {
    let screen = Screen()
    screen.host.networkChanged(isOnline: false)
    #expect(screen.store.state.isOnline == false)
  }
}
