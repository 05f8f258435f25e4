import Foundation
import TestSupport
import Testing
import UIKit
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// What WebKit reports without a delegate call (key-value observation) and the app's life
  /// cycle reach the state.
  @MainActor
  @Suite struct PageStateTests {
    @Test func progressAndTitleAreObserved() throws {
      let page = Page()
      try #require(page.webView.navigationDelegate).webView(page.webView, didStartProvisionalNavigation: WKNavigation())
      page.webView.setEstimatedProgress(0.4)
      page.webView.setTitle("Article")
      #expect(page.store.state.progress == 0.4)
      #expect(page.store.state.title == "Article")
    }

    @Test func aURLChangeWithoutALoadIsSinglePageNavigation() async throws {
      let page = Page()
      let delegate = try #require(page.webView.navigationDelegate)
      let navigation = WKNavigation()
      delegate.webView(page.webView, didStartProvisionalNavigation: navigation)
      delegate.webView(page.webView, didCommit: navigation)
      delegate.webView(page.webView, didFinish: navigation)
      let orders = URL(string: "https://app.example.com/orders#open")!
      page.webView.setURL(orders)
      try await waitUntil("the URL change to arrive") { page.store.state.url == orders }
      #expect(page.store.state.lastURL == orders)
    }

    @Test func theURLTheAppsOwnLoadShowsIsNotANavigation() async throws {
      let page = Page()
      await page.store.send(.load(Page.article)).finish()
      #expect(page.webView.url == Page.article)
      #expect(page.webView.loadedRequests.map(\.url) == [Page.article])
      for _ in 0..<32 { await Task.yield() }
      #expect(page.store.state.url == nil)
    }

    @Test func theAppResigningAndBecomingActiveReachTheState() async throws {
      let page = Page()
      await post(UIApplication.willResignActiveNotification)
      #expect(page.store.state.isActive == false)
      await post(UIApplication.didBecomeActiveNotification)
      #expect(page.store.state.isActive)
    }

    @Test func connectingTwiceHearsTheAppsLifeCycleOnce() async throws {
      let page = Page()
      page.coordinator?.connect(to: page.store)
      var heard: [WebViewFeature.Action] = []
      let token = page.store.onAction { heard.append($0.action) }
      await post(UIApplication.willResignActiveNotification)
      #expect(heard == [.appResignedActive])
      _ = token
    }

    /// Posts `name` as UIKit does. Foundation runs a `queue: .main` observer inline when the
    /// poster is on the main queue's operation queue, and otherwise enqueues it there and waits;
    /// under Swift Testing on Linux the main actor is not that operation queue, so the post comes
    /// from another thread, which waits while the main actor runs the observer.
    private func post(_ name: Notification.Name) async {
      await Task.detached { NotificationCenter.default.post(name: name, object: nil) }.value
    }

  }
}
