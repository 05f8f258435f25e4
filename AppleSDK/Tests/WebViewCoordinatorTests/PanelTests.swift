import BridgeClient
import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// JavaScript panels reach the state with the frame that opened them, and each completion
  /// block gets the user's answer exactly once.
  @MainActor
  @Suite struct PanelTests {
    @Test func eachPanelIsAnsweredOnceWithTheUsersAnswer() async throws {
      let page = Page()
      let alert = page.webView.runAlert("Saved", from: Page.frame())
      let confirm = page.webView.runConfirm("Leave?", from: Page.frame())
      let prompt = page.webView.runPrompt("Name?", defaultText: "Kim", from: Page.frame())
      #expect(page.store.state.dialogs.map(\.message) == ["Saved", "Leave?", "Name?"])
      let ids = page.store.state.dialogs.map(\.id)
      page.store.send(.dialogAnswered(ids[0], .alertDismissed))
      page.store.send(.dialogAnswered(ids[1], .confirmed(true)))
      page.store.send(.dialogAnswered(ids[2], .prompted("Mina")))
      try await waitUntil("three answers") { prompt.value != nil }
      #expect(alert.values.count == 1)
      #expect(confirm.values == [true])
      #expect(prompt.values == ["Mina"])
    }

    @Test func aPanelCarriesTheSecurityOriginOfItsFrameNotTheURLItLoaded() {
      let page = Page()
      let sandboxed = Page.frame(Page.home, origin: WKSecurityOrigin(protocol: "", host: ""), isMainFrame: false)
      let port = Page.frame(Page.home, origin: WKSecurityOrigin(protocol: "https", host: "app.example.com", port: 8443))
      _ = page.webView.runConfirm("Pay?", from: sandboxed)
      _ = page.webView.runConfirm("Leave?", from: port)
      #expect(
        page.store.state.dialogs.map(\.frame) == [
          BridgeFrame(url: nil, isMainFrame: false),
          BridgeFrame(url: URL(string: "https://app.example.com:8443/")!, isMainFrame: true),
        ])
    }

    @Test func tearingDownWithPanelsOpenAnswersThemWithTheirDefaults() {
      let page = Page()
      let alert = page.webView.runAlert("Saved", from: Page.frame())
      let confirm = page.webView.runConfirm("Leave?", from: Page.frame())
      let prompt = page.webView.runPrompt("Name?", defaultText: "Kim", from: Page.frame())
      page.coordinator?.tearDown()
      #expect(alert.values.count == 1)
      #expect(confirm.values == [false])
      #expect(prompt.values == [nil])
    }

    @Test func aPanelOpenWhenTheContentProcessDiesIsStillAnsweredOnce() async throws {
      let page = Page()
      let confirm = page.webView.runConfirm("Leave?", from: Page.frame())
      try #require(page.webView.navigationDelegate).webViewWebContentProcessDidTerminate(page.webView)
      #expect(confirm.values.isEmpty)
      page.coordinator?.tearDown()
      #expect(confirm.values == [false])
    }
  }
}
