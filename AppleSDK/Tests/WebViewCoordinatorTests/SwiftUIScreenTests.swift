import Foundation
import StoreRuntime
import SwiftUI
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `WebViewScreen` as SwiftUI drives it: made after the store started, updated, dismantled;
  /// the page's child window shown in a sheet.
  @MainActor
  @Suite struct SwiftUIScreenTests {
    let host = WebViewHost(configuration: PopupTests.screen)
    let store: Store<WebViewFeature.State, WebViewFeature.Action>

    init() {
      let host = host
      store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: PopupTests.screen)) {
        $0.webView = host.webViewClient
        $0.bridgeClient = host.bridgeClient
        $0.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "18.4", device: "iPhone17,1", userName: nil)
      }
      host.connect(to: store)
    }

    @Test func theWebViewSwiftUIMakesLoadsWhatTheStoreAskedForBeforeAndIsGoverned() async throws {
      await store.send(.load(Page.home)).finish()
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      let webView = try #require(mounted.view as? WKWebView)
      #expect(webView.loadedRequests.map(\.url) == [Page.home])
      #expect(webView.configuration.userContentController.userScripts.map(\.source) == [BridgeScript.source(for: Page.configuration.bridge)])
      let answers = webView.decide(Page.link(Page.evil))
      try await waitUntil("the decision") { answers.value != nil }
      #expect(answers.values == [.cancel])
      mounted.dismantle()
    }

    @Test func leavingTheHierarchyClosesTheScreenAndAnswersWhatWebKitWaitsFor() async throws {
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      let webView = try #require(mounted.view as? WKWebView)
      let panel = webView.runConfirm("Leave?", from: Page.frame())
      mounted.dismantle()
      #expect(panel.values == [false])
      #expect(store.state.isClosed)
      #expect(webView.configuration.userContentController.messageHandlers.isEmpty)
    }

    @Test func anUpdateWithTheSameStoreConnectsNothingAgain() throws {
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      let webView = try #require(mounted.view as? WKWebView)
      mounted.update()
      #expect(webView.observerCount(\.title) == 1)
      webView.setTitle("Home")
      #expect(store.state.title == "Home")
      mounted.dismantle()
    }

    @Test func thePageAskingToCloseDismissesTheView() async throws {
      let dismissals = FakeEnvironment.dismissCount
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      let webView = try #require(mounted.view as? WKWebView)
      webView.uiDelegate?.webViewDidClose(webView)
      try await waitUntil("the dismissal") { FakeEnvironment.dismissCount == dismissals + 1 }
      #expect(FakeEnvironment.dismissCount == dismissals + 1)
      mounted.dismantle()
    }

    @Test func theChildIsPresentedInASheet() throws {
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      defer { mounted.dismantle() }
      let webView = try #require(mounted.view as? WKWebView)
      let sheet = try #require(mounted.sheets.first)
      #expect(sheet.presentedView() == nil)
      let child = try #require(webView.openWindow(for: PopupTests.emptyWindow()))
      #expect(sheet.presentedView() === child)
    }

    @Test func theUserDismissingTheSheetClosesTheChild() throws {
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      defer { mounted.dismantle() }
      let webView = try #require(mounted.view as? WKWebView)
      let sheet = try #require(mounted.sheets.first)
      _ = try #require(webView.openWindow(for: PopupTests.emptyWindow()))
      sheet.dismiss()
      #expect(store.state.popup == nil)
      #expect(sheet.presentedView() == nil)
    }

    @Test func thePageClosingTheChildDismissesTheSheet() throws {
      let mounted = try #require(FakeHosting.mount(WebViewScreen(store: store, host: host)))
      defer { mounted.dismantle() }
      let webView = try #require(mounted.view as? WKWebView)
      let sheet = try #require(mounted.sheets.first)
      let child = try #require(webView.openWindow(for: PopupTests.emptyWindow()))
      child.uiDelegate?.webViewDidClose(child)
      #expect(sheet.presentedView() == nil)
      #expect(store.state.popup == nil)
    }
  }
}
