import Foundation
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

/// The back-forward list between the web view and the store: the host reports changes once, and
/// the store's requests reach the web view.
@MainActor
@Suite struct HistoryTests {
  @Test func aChangeReachesTheStoreOnceHoweverOftenTheWebViewReportsIt() async {
    let screen = Screen()
    screen.host.historyChanged(canGoBack: false, canGoForward: false)
    #expect(!screen.store.state.canGoBack)
    screen.host.historyChanged(canGoBack: true, canGoForward: false)
    screen.host.historyChanged(canGoBack: true, canGoForward: false)
    #expect(screen.store.state.canGoBack)
    screen.host.historyChanged(canGoBack: true, canGoForward: true)
    #expect(screen.store.state.canGoForward)
    await settle()
    #expect(screen.webView.calls.isEmpty)
  }

  @Test func theStoresRequestsReachTheWebView() async {
    let screen = Screen()
    screen.host.historyChanged(canGoBack: true, canGoForward: true)
    screen.store.send(.goBack)
    screen.store.send(.goForward)
    await settle()
    #expect(screen.webView.calls == [.goBack, .goForward])
  }

  @Test func theBackButtonAtTheFirstPageClosesTheScreen() async {
    let screen = Screen()
    screen.store.send(.backButtonTapped)
    await settle()
    #expect(screen.webView.calls == [.closeScreen])
  }
}
