import Foundation
import TestSupport
import Testing
import UIKit
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// Where WebKit behaves otherwise than its Swift declarations suggest, the fakes behave as
  /// WebKit does (AppleSDK/README.md, "How the fakes behave"), and the layer copes.
  @MainActor
  @Suite struct WebKitBehaviourTests {
    static let scriptNavigation = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"]), externalSchemeTrigger: .anyMainFrameNavigation),
      bridge: Page.configuration.bridge)
    static let tel = URL(string: "tel:+82-2-0000-0000")!

    /// `sourceFrame` is declared nonnull; WebKit has handed nil. Read as `sourceFrame as
    /// WKFrameInfo?`, such a nil is not `nil` to Swift, and the decision crashed here.
    @Test func aNavigationWithoutASourceFrameIsDecidedAsTheMainFrames() async throws {
      let page = Page(screen: Self.scriptNavigation)
      let action = WKNavigationAction(url: Self.tel, navigationType: .other, sourceFrame: nil, targetFrame: Page.frame())
      let answers = page.webView.decide(action)
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
      #expect(UIApplication.shared.openedURLs.contains(Self.tel))
    }

    @Test func aScriptNavigationFromAnIframeIsNotTheMainFrames() async throws {
      let page = Page(screen: Self.scriptNavigation)
      let fax = URL(string: "tel:+82-2-0000-0001")!
      let action = WKNavigationAction(
        url: fax, navigationType: .other, sourceFrame: Page.frame(Page.article, isMainFrame: false), targetFrame: Page.frame())
      let answers = page.webView.decide(action)
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
      #expect(!UIApplication.shared.openedURLs.contains(fax))
    }

    /// `configuration` is `@NSCopying`: each read is a copy that shares the controller and the
    /// data store, and what is set on a copy does not reach the web view.
    @Test func eachReadOfAWebViewsConfigurationIsACopy() {
      let made = WKWebViewConfiguration()
      made.applicationNameForUserAgent = "Shop/2.3"
      let webView = WKWebView(frame: .zero, configuration: made)
      made.applicationNameForUserAgent = "changed after"
      let read = webView.configuration
      #expect(read !== made && read !== webView.configuration)
      #expect(read.userContentController === made.userContentController)
      #expect(read.websiteDataStore === made.websiteDataStore)
      read.applicationNameForUserAgent = "written to a copy"
      #expect(webView.configuration.applicationNameForUserAgent == "Shop/2.3")
    }

    /// The user agent check reads the name the web view was made with, not a later change to
    /// the configuration it was made from.
    @Test func aNameSetOnTheConfigurationAfterTheWebViewWasMadeIsReported() {
      var screen = Page.configuration
      screen.userAgent = .applicationName("Shop/2.3")
      let made = WKWebViewConfiguration()
      let page = Page(configuration: made, screen: screen, connect: false)
      made.applicationNameForUserAgent = "Shop/2.3"
      let issues = collectIssues { page.coordinator?.connect(to: page.store) }
      #expect(issues.count == 1)
      #expect(page.diagnostics == [.userAgentNotApplied(applicationName: "Shop/2.3")])
      page.coordinator?.tearDown()
    }

    /// `removeScriptMessageHandler(forName:)` removes the page world's handler of that name,
    /// of either kind.
    @Test func removingAHandlerByNameRemovesAReplyHandlerToo() {
      let controller = WKUserContentController()
      let handler = ReplyHandler()
      controller.addScriptMessageHandler(handler, contentWorld: .page, name: "bridge")
      controller.removeScriptMessageHandler(forName: "bridge")
      #expect(controller.replyMessageHandlers.isEmpty)
      controller.addScriptMessageHandler(handler, contentWorld: .page, name: "bridge")
      #expect(controller.replyMessageHandlers.count == 1)
    }

    /// A bridge whose handler and reply handler share one name installs the reply handler
    /// alone; tearing the screen down leaves the name free for the next screen.
    @Test func aScreenWhoseHandlersShareANameLeavesTheNameFree() {
      var screen = Page.configuration
      screen.bridge.replyHandlerName = screen.bridge.handlerName
      let shared = WKWebViewConfiguration()
      let first = Page(configuration: shared, screen: screen)
      #expect(shared.userContentController.replyMessageHandlers.keys.sorted() == [screen.bridge.handlerName])
      #expect(shared.userContentController.messageHandlers.isEmpty)
      first.coordinator?.tearDown()
      #expect(shared.userContentController.replyMessageHandlers.isEmpty)
      let second = Page(configuration: shared, screen: screen)
      #expect(shared.userContentController.replyMessageHandlers.count == 1)
      second.coordinator?.tearDown()
    }
  }
}

@MainActor
private final class ReplyHandler: NSObject, WKScriptMessageHandlerWithReply {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
    replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
  ) {}
}
