import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Chromium's session history plays WebKit's back-forward list: the state follows it, and the
  /// store's requests move through it, each move decided by the policy.
  @MainActor
  @Suite
  struct HistoryTests {
    static let next = URL(string: "\(Playground.origin)/next.html")!

    @Test func aSecondPageCanGoBackAndTheBackButtonReturnsThroughThePolicy() async throws {
      try await Playground.run { devhost, _ in
        #expect(!devhost.store.state.canGoBack)
        devhost.store.send(.load(Self.next))
        try await devhost.waitForPage(Self.next)
        try await devhost.waitUntil("the history to say it can go back") { devhost.store.state.canGoBack }
        #expect(!devhost.store.state.canGoForward)
        devhost.store.send(.backButtonTapped)
        try await devhost.waitUntil("the way back to be decided") {
          devhost.records.contains(.navigation(Playground.index, .backForward, .mainFrame, .allow))
        }
        try await devhost.waitForPage(Playground.index)
        try await devhost.waitUntil("the history to say it can go forward") {
          devhost.store.state.canGoForward && !devhost.store.state.canGoBack
        }
        devhost.store.send(.goForward)
        try await devhost.waitForPage(Self.next)
        try await devhost.waitUntil("the history to follow") { devhost.store.state.canGoBack }
      }
    }

    @Test func pushStateIsHistoryToo() async throws {
      try await Playground.run { devhost, _ in
        _ = try await devhost.webView.evaluate("history.pushState({}, '', '/next.html?tab=2')")
        try await devhost.waitUntil("the history to say it can go back") { devhost.store.state.canGoBack }
      }
    }

    @Test func theBackButtonAtTheFirstPageClosesTheScreen() async throws {
      try await Playground.run { devhost, _ in
        devhost.store.send(.backButtonTapped)
        try await devhost.waitUntil("the screen to be closed") { devhost.records.contains(.host(.closedScreen)) }
      }
    }
  }
}
