import Foundation
import TestSupport
import Testing
import UIKit
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// WebKit's navigation questions reach the policy through the coordinator, and each decision
  /// block is called exactly once (the fake traps otherwise).
  @MainActor
  @Suite struct NavigationTests {
    @Test func anAllowedLinkIsAllowedByThePolicyNotByWebKitsDefault() async throws {
      let page = Page()
      let answers = page.webView.decide(Page.link(Page.article))
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.allow])
      #expect(answers.answeredByWebKitDefault == false)
    }

    @Test func aHostOutsideTheAllowListIsCancelled() async throws {
      let page = Page()
      let answers = page.webView.decide(Page.link(Page.evil))
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
      #expect(page.store.state.error != nil)
    }

    @Test func aHostTheAllowListCannotReadTheWayWebKitDoesIsCancelled() async throws {
      // Foundation's Linux parser reads `example.com:443` here and the port would be dropped; an
      // escaped `:` is no host character, so the host is unreadable and the navigation refused.
      let page = Page()
      let answers = page.webView.decide(Page.link(URL(string: "https://example.com%3A443/")!))
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
    }

    @Test func aResponseTheWebViewCannotShowIsCancelled() async throws {
      let page = Page()
      let shown = page.webView.decide(WKNavigationResponse(response: Self.response(Page.article)))
      let unshowable = page.webView.decide(
        WKNavigationResponse(response: Self.response(Page.article), isForMainFrame: true, canShowMIMEType: false))
      try await waitUntil("both decisions") { shown.value != nil && unshowable.value != nil }
      #expect(shown.values == [.allow])
      #expect(unshowable.values == [.cancel])
    }

    @Test func aNewWindowIsCancelledAndBecomesTheURLToOpen() async throws {
      let page = Page()
      let opened = page.webView.uiDelegate?.webView(
        page.webView, createWebViewWith: WKWebViewConfiguration(), for: Page.link(Page.article, newWindow: true),
        windowFeatures: WKWindowFeatures())
      #expect(opened == nil)
      try await waitUntil("the window request") { page.store.state.urlToOpen != nil }
      #expect(page.store.state.urlToOpen == Page.article)
    }

    @Test func aTappedTelLinkGoesToTheSystem() async throws {
      let page = Page()
      let tel = URL(string: "tel:+82-2-0000-0000")!
      let answers = page.webView.decide(Page.link(tel))
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
      #expect(UIApplication.shared.openedURLs.contains(tel))
    }

    @Test func aLoadGoesThroughTheDelegateCallbacksIntoTheState() async throws {
      let page = Page()
      let navigation = WKNavigation()
      let delegate = try #require(page.webView.navigationDelegate)
      delegate.webView(page.webView, didStartProvisionalNavigation: navigation)
      #expect(page.store.state.isLoading)
      page.webView.setURL(Page.article)
      delegate.webView(page.webView, didCommit: navigation)
      delegate.webView(page.webView, didFinish: navigation)
      #expect(page.store.state.url == Page.article)
      #expect(page.store.state.isLoading == false)
    }

    @Test func aLoadTheStoreAsksForReachesTheWebView() async throws {
      let page = Page()
      page.store.send(.load(Page.article))
      try await waitUntil("the load") { !page.webView.loadedRequests.isEmpty }
      #expect(page.webView.loadedRequests.map(\.url) == [Page.article])
    }

    @Test func aTerminatedContentProcessIsReloaded() async throws {
      let page = Page()
      let navigation = WKNavigation()
      let delegate = try #require(page.webView.navigationDelegate)
      delegate.webView(page.webView, didStartProvisionalNavigation: navigation)
      page.webView.setURL(Page.article)
      delegate.webView(page.webView, didCommit: navigation)
      delegate.webView(page.webView, didFinish: navigation)
      delegate.webViewWebContentProcessDidTerminate(page.webView)
      try await waitUntil("the reload") { page.webView.reloadCount + page.webView.loadedRequests.count > 0 }
      #expect(page.webView.reloadCount + page.webView.loadedRequests.count == 1)
    }

    static func response(_ url: URL, status: Int = 200) -> URLResponse {
      HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/html"])!
    }
  }
}
