import Foundation
import StoreRuntime
import SwiftUI
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// The screen's `WebViewSettings` reach WebKit: four through the configuration a web view is
  /// made from, `isInspectable` on the web view or page itself.
  @MainActor
  @Suite struct WebViewSettingsTests {
    static let everySwitchOn = WebViewSettings(
      isInspectable: true, limitsNavigationsToAppBoundDomains: true, suppressesIncrementalRendering: true,
      javaScriptCanOpenWindowsAutomatically: true, minimumFontSize: 14)
    /// Every switch but the app-bound domains, which a connecting kit checks against the test
    /// runner's Info.plist (it lists none).
    static var switchesOn: WebViewSettings {
      var settings = everySwitchOn
      settings.limitsNavigationsToAppBoundDomains = false
      return settings
    }

    static func screen(_ settings: WebViewSettings) -> WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.webView = settings
      return configuration
    }

    @Test func aConfigurationMadeForTheScreenCarriesItsSwitches() {
      let configuration = WKWebViewConfiguration.screen(Self.screen(Self.everySwitchOn))
      #expect(configuration.limitsNavigationsToAppBoundDomains)
      #expect(configuration.suppressesIncrementalRendering)
      #expect(configuration.preferences.javaScriptCanOpenWindowsAutomatically)
      #expect(configuration.preferences.minimumFontSize == 14)
    }

    @Test func theDefaultsLeaveEverySwitchOffOnBothPlatforms() {
      let configuration = WKWebViewConfiguration.screen(Page.configuration)
      let page = Page(configuration: configuration)
      #expect(!configuration.limitsNavigationsToAppBoundDomains)
      #expect(!configuration.suppressesIncrementalRendering)
      #expect(!configuration.preferences.javaScriptCanOpenWindowsAutomatically)
      #expect(configuration.preferences.minimumFontSize == 0)
      #expect(!page.webView.isInspectable)
      #expect(page.diagnostics.isEmpty)
    }

    @Test func aWebViewMadeForTheScreenIsInspectableWhenItAsksAndReportsNothing() {
      let screen = Self.screen(Self.switchesOn)
      let page = Page(configuration: .screen(screen), screen: screen)
      #expect(page.webView.isInspectable)
      #expect(page.webView.configuration.suppressesIncrementalRendering)
      #expect(page.diagnostics.isEmpty)
    }

    @Test func swipeGesturesFollowTheSettingOnTheScreenAndItsChildWindow() throws {
      var screen = Self.screen(WebViewSettings(allowsBackForwardNavigationGestures: true))
      screen.popups = PopupPolicy(emptyWindows: .childWebView)
      let page = Page(configuration: .screen(screen), screen: screen)
      defer { page.coordinator?.tearDown() }
      #expect(page.webView.allowsBackForwardNavigationGestures)
      let child = try #require(page.webView.openWindow(for: PopupTests.emptyWindow()))
      #expect(child.allowsBackForwardNavigationGestures)
      #expect(page.diagnostics.isEmpty)
    }

    @Test func swipeGesturesAreOffByDefaultEvenOnAWebViewThatHadThemOn() {
      let webView = WKWebView(frame: .zero, configuration: .screen(Page.configuration))
      webView.allowsBackForwardNavigationGestures = true
      let coordinator = WebViewCoordinator(webView: webView, configuration: Page.configuration) {}
      let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Page.configuration))
      coordinator.connect(to: store)
      defer { coordinator.tearDown() }
      #expect(!webView.allowsBackForwardNavigationGestures)
    }

    @Test(arguments: [(true, "enabled"), (false, "disabled")])
    func aWebPageScreensSwipeGesturesFollowTheSetting(_ allows: Bool, _ behavior: String) throws {
      let screen = WebViewScreenModel(configuration: Self.screen(WebViewSettings(allowsBackForwardNavigationGestures: allows)))
      let body = WebPageScreen(store: screen.store, host: screen.host).body
      let gestures = try #require(body as? BackForwardGestures<WebView>)
      #expect(gestures.behavior.name == behavior)
    }

    @Test func aNegativeMinimumFontSizeReachesWebKitAsNone() {
      let configuration = WKWebViewConfiguration.screen(Self.screen(WebViewSettings(minimumFontSize: -4)))
      #expect(configuration.preferences.minimumFontSize == 0)
    }

    @Test func aWebViewMadeWithoutTheSwitchesIsReportedAtTheCallersLineByName() {
      let screen = Self.screen(WebViewSettings(isInspectable: true, suppressesIncrementalRendering: true, minimumFontSize: 14))
      let page = Page(screen: screen, connect: false)
      let issues = collectIssues { page.coordinator?.connect(to: page.store) }
      #expect(issues.map(\.line) == [#line - 1])
      #expect(issues.first?.message.contains("suppressesIncrementalRendering, minimumFontSize") == true)
      #expect(page.diagnostics == [.settingsNotApplied(["suppressesIncrementalRendering", "minimumFontSize"])])
      // Inspection belongs to the web view: it applies whatever the web view was made from.
      #expect(page.webView.isInspectable)
    }

    @Test func aChildWindowIsInspectableWhenTheScreenIs() throws {
      var screen = Self.screen(WebViewSettings(isInspectable: true))
      screen.popups = PopupPolicy(emptyWindows: .childWebView)
      let page = Page(configuration: .screen(screen), screen: screen)
      defer { page.coordinator?.tearDown() }
      let child = try #require(page.webView.openWindow(for: PopupTests.emptyWindow()))
      #expect(child.isInspectable)
    }

    @Test func aWebPageIsMadeWithTheAppBoundDomainsSwitch() {
      let coordinator = WebPageCoordinator(host: WebViewHost(configuration: Self.screen(Self.everySwitchOn))) {}
      #expect(coordinator.page.configuration.limitsNavigationsToAppBoundDomains)
      #expect(
        WebPageCoordinator(host: WebViewHost(configuration: Page.configuration)) {}.page.configuration.limitsNavigationsToAppBoundDomains == false)
    }

    @Test func aWebPageGetsTheSwitchesItHasAndReportsTheTwoItLacks() {
      let screen = Page.pageModel(Self.screen(Self.switchesOn))
      var diagnostics: [HostDiagnostic] = []
      screen.host.onDiagnostic = { diagnostics.append($0) }
      let coordinator = WebPageCoordinator(host: screen.host) {}
      coordinator.connect(to: screen.store)
      defer { coordinator.tearDown() }
      #expect(coordinator.page.isInspectable)
      #expect(coordinator.page.configuration.suppressesIncrementalRendering)
      #expect(diagnostics == [.settingsNotApplied(["javaScriptCanOpenWindowsAutomatically", "minimumFontSize"])])
    }

    @Test func aWebPageWithTheDefaultsReportsNothing() {
      let screen = Page.pageModel()
      var diagnostics: [HostDiagnostic] = []
      screen.host.onDiagnostic = { diagnostics.append($0) }
      let coordinator = WebPageCoordinator(host: screen.host) {}
      coordinator.connect(to: screen.store)
      defer { coordinator.tearDown() }
      #expect(!coordinator.page.isInspectable)
      #expect(!coordinator.page.configuration.suppressesIncrementalRendering)
      #expect(diagnostics.isEmpty)
    }
  }
}
