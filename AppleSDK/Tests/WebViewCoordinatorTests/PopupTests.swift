import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `window.open` gets a child web view at once when the reducer opens one, made with the
  /// configuration WebKit passed (WebKit raises otherwise, and so does the fake); the child's
  /// navigations and panels go through the screen, never WebKit's defaults.
  @MainActor
  @Suite struct PopupTests {
    static let checkout = URL(string: "https://pay.example.net/checkout")!

    static var screen: WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.popups = PopupPolicy(emptyWindows: .childWebView)
      return configuration
    }

    static func emptyWindow() -> WKNavigationAction {
      WKNavigationAction(url: URL(string: "about:blank")!, navigationType: .other, sourceFrame: Page.frame(), targetFrame: nil)
    }

    /// A screen whose page opened a child window, and what the app was told about it.
    static func pageWithPopup() throws -> (Page, WKWebView, Presented) {
      let page = Page(screen: screen)
      let presented = Presented()
      let coordinator = try #require(page.coordinator)
      coordinator.onPopupChange = { presented.webViews.append($0) }
      let child = try #require(page.webView.openWindow(for: emptyWindow()))
      return (page, child, presented)
    }

    @Test func anEmptyWindowGetsAChildTheAppIsHanded() throws {
      let (page, child, presented) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      #expect(page.coordinator?.popupWebView === child)
      #expect(presented.webViews.count == 1)
      #expect(presented.webViews.first! === child)
      #expect(page.store.state.popup == Popup())
    }

    @Test func aWindowThePolicyOpensAsANewScreenGetsNone() async throws {
      let page = Page(screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      #expect(page.webView.openWindow(for: Page.link(Page.article, newWindow: true)) == nil)
      try await waitUntil("the window request") { page.store.state.urlToOpen != nil }
      #expect(page.coordinator?.popupWebView == nil)
    }

    @Test func theChildsNavigationIsTheReducersNotWebKitsDefault() async throws {
      let (page, child, _) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      let toProvider = child.decide(WKNavigationAction(url: Self.checkout, navigationType: .other, sourceFrame: Page.frame(), targetFrame: nil))
      let toScript = child.decide(Page.link(URL(string: "javascript:alert(1)")!))
      try await waitUntil("both decisions") { toProvider.value != nil && toScript.value != nil }
      #expect(toProvider.values == [.allow])
      #expect(toScript.values == [.cancel])
      #expect(!toProvider.answeredByWebKitDefault && !toScript.answeredByWebKitDefault)
      #expect(page.store.state.popup != nil)
    }

    @Test func theChildsCommitNamesItsPage() throws {
      let (page, child, _) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      child.setURL(Self.checkout)
      child.navigationDelegate?.webView(child, didCommit: WKNavigation())
      #expect(page.store.state.popup == Popup(url: Self.checkout))
    }

    @Test func theChildsPanelsQueueWithTheScreens() async throws {
      let (page, child, _) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      let answers = child.runAlert("Card declined", from: Page.frame(Self.checkout))
      #expect(page.store.state.presentedDialog?.message == "Card declined")
      #expect(page.store.state.presentedDialog?.frame?.url?.host() == Self.checkout.host())
      page.store.send(.dialogAnswered(page.store.state.presentedDialog!.id, .alertDismissed))
      try await waitUntil("the alert's answer") { answers.value != nil }
      #expect(answers.values.count == 1)
    }

    @Test func aWindowTheChildOpensGetsNone() throws {
      let (page, child, _) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      #expect(child.openWindow(for: Self.emptyWindow()) == nil)
      #expect(page.store.state.popup == Popup())
    }

    @Test func theChildGetsNoneOfTheScreensScriptsNorItsMessageHandlers() async throws {
      let (page, child, _) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      await page.store.send(.accessTokenChanged("secret-token")).finish()
      let screens = page.webView.configuration.userContentController
      #expect(screens.userScripts.contains { $0.source.contains("secret-token") })
      let childs = child.configuration.userContentController
      #expect(childs !== screens)
      #expect(childs.userScripts.isEmpty)
      #expect(!child.postMessage(["type": "greeting", "callback": "cb"], name: "nativeBridge", from: Page.frame()))
    }

    @Test func theChildCallsItselfWhatTheScreenDoes() throws {
      var screen = Self.screen
      screen.userAgent = .custom("webviewSample")
      let page = Page(screen: screen)
      defer { page.coordinator?.tearDown() }
      let child = try #require(page.webView.openWindow(for: Self.emptyWindow()))
      #expect(child.customUserAgent == "webviewSample")
    }

    @Test func thePageClosingTheChildDismissesIt() throws {
      let (page, child, presented) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      child.uiDelegate?.webViewDidClose(child)
      #expect(page.store.state.popup == nil)
      #expect(page.coordinator?.popupWebView == nil)
      #expect(presented.webViews.count == 2)
      #expect(presented.webViews.last! == nil)
    }

    @Test func theAppClosingTheChildDismissesIt() throws {
      let (page, _, presented) = try Self.pageWithPopup()
      defer { page.coordinator?.tearDown() }
      page.store.send(.popupClosed)
      #expect(page.coordinator?.popupWebView == nil)
      #expect(presented.webViews.count == 2)
    }

    @Test func aChildStillOnScreenAfterTearDownIsCancelledNotAllowed() async throws {
      let (page, child, presented) = try Self.pageWithPopup()
      page.coordinator?.tearDown()
      #expect(presented.webViews.count == 2)
      let late = child.decide(Page.link(Self.checkout))
      try await waitUntil("the decision") { late.value != nil }
      #expect(late.values == [.cancel])
      #expect(!late.answeredByWebKitDefault)
    }
  }
}

/// What `onPopupChange` handed the app, in order.
@MainActor
final class Presented {
  var webViews: [WKWebView?] = []
}
