import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// The back-forward list as WebKit keeps it: `canGoBack`/`canGoForward` observed into the
  /// state, `goBack`/`goForward` asked of the web view or page.
  @MainActor
  @Suite struct HistoryTests {
    @Test func aWebViewWithHistoryReportsItWhenItConnects() {
      let page = Page(connect: false)
      page.webView.setHistory(canGoBack: true, canGoForward: false)
      page.coordinator?.connect(to: page.store)
      #expect(page.store.state.canGoBack)
      #expect(!page.store.state.canGoForward)
    }

    @Test func theWebViewsChangesAreObserved() {
      let page = Page()
      page.webView.setHistory(canGoBack: true, canGoForward: true)
      #expect(page.store.state.canGoBack)
      #expect(page.store.state.canGoForward)
      page.webView.setHistory(canGoBack: false, canGoForward: true)
      #expect(!page.store.state.canGoBack)
    }

    @Test func theStoresRequestsMoveTheWebViewThroughItsHistory() async throws {
      let page = Page()
      page.webView.setHistory(canGoBack: true, canGoForward: true)
      await page.store.send(.goBack).finish()
      await page.store.send(.goForward).finish()
      #expect(page.webView.historyMoves == [-1, 1])
    }

    @Test func aTornDownScreenStopsObservingTheHistory() {
      let page = Page()
      page.coordinator?.tearDown()
      page.webView.setHistory(canGoBack: true, canGoForward: false)
      #expect(!page.store.state.canGoBack)
      #expect(page.webView.observerCount(\WKWebView.canGoBack) == 0)
      #expect(page.webView.observerCount(\WKWebView.canGoForward) == 0)
    }

    @Test func aWebPagesBackForwardListReachesTheStoreAndItsItemsAreLoaded() async throws {
      let screen = Page.pageModel()
      let coordinator = WebPageCoordinator(host: screen.host) {}
      coordinator.page.setBackForwardList(back: 2, forward: 0)
      coordinator.connect(to: screen.store)
      defer { coordinator.tearDown() }
      #expect(screen.store.state.canGoBack)
      let back = coordinator.page.backForwardList.backList
      await screen.store.send(.goBack).finish()
      #expect(coordinator.page.loadedItems == [back[1]])
      coordinator.page.setBackForwardList(back: 1, forward: 1)
      try await waitUntil("the forward item to be observed") { screen.store.state.canGoForward }
      let forward = coordinator.page.backForwardList.forwardList
      await screen.store.send(.goForward).finish()
      #expect(coordinator.page.loadedItems.last == forward[0])
    }
  }
}
