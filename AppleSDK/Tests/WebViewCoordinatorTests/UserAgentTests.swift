import Foundation
import SwiftUI
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// The screen's user agent reaches WebKit: an application name through the configuration a web
  /// view is made from, a custom one on the web view or page itself.
  @MainActor
  @Suite struct UserAgentTests {
    static func screen(_ userAgent: UserAgent) -> WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.userAgent = userAgent
      return configuration
    }

    @Test func aWebViewMadeForTheScreenCarriesItsApplicationName() {
      let screen = Self.screen(.applicationName("webviewSample/2.3"))
      let page = Page(configuration: .screen(screen), screen: screen)
      #expect(page.webView.configuration.applicationNameForUserAgent == "webviewSample/2.3")
      #expect(page.webView.customUserAgent == nil)
      #expect(page.diagnostics.isEmpty)
    }

    @Test func aCustomUserAgentIsSetWhenTheWebViewConnects() {
      let page = Page(screen: Self.screen(.custom("webviewSample")))
      #expect(page.webView.customUserAgent == "webviewSample")
    }

    @Test func theDefaultLeavesTheWebViewsOwn() {
      let configuration = WKWebViewConfiguration.screen(Page.configuration)
      let page = Page(configuration: configuration)
      #expect(configuration.applicationNameForUserAgent == nil)
      #expect(page.webView.customUserAgent == nil)
    }

    @Test func aWebViewMadeWithoutTheApplicationNameIsReportedAtTheCallersLine() {
      let screen = Self.screen(.applicationName("webviewSample/2.3"))
      let page = Page(screen: screen, connect: false)
      let issues = collectIssues { page.coordinator?.connect(to: page.store) }
      #expect(issues.map(\.line) == [#line - 1])
      #expect(issues.first?.message.contains(".screen(configuration)") == true)
      #expect(page.diagnostics == [.userAgentNotApplied(applicationName: "webviewSample/2.3")])
    }

    @Test func theWebViewScreenMakesItsWebViewWithTheApplicationName() throws {
      let screen = Self.screen(.applicationName("webviewSample/2.3"))
      let model = WebViewScreenModel(configuration: screen) {
        $0.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "18.4", device: "iPhone17,1", userName: nil)
      }
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: model.store, host: model.host)))
      let webView = try #require(mounted.view as? WKWebView)
      #expect(webView.configuration.applicationNameForUserAgent == "webviewSample/2.3")
      mounted.dismantle()
    }

    @Test func aWebPageGetsTheApplicationNameOrTheCustomUserAgent() {
      let named = WebPageCoordinator(host: WebViewHost(configuration: Self.screen(.applicationName("webviewSample/2.3")))) {}
      #expect(named.page.configuration.applicationNameForUserAgent == "webviewSample/2.3")
      #expect(named.page.customUserAgent == nil)
      let custom = WebPageCoordinator(host: WebViewHost(configuration: Self.screen(.custom("webviewSample")))) {}
      #expect(custom.page.customUserAgent == "webviewSample")
      #expect(custom.page.configuration.applicationNameForUserAgent == nil)
    }
  }
}
