import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A single-page app moves its URL without loading a document; the state follows, and a reload
  /// goes where the page moved.
  @MainActor
  @Suite
  struct SinglePageNavigationTests {
    @Test func pushStateMovesTheStatesURLWithoutALoad() async throws {
      try await Playground.run { devhost, _ in
        let moved = URL(string: "\(Playground.origin)/next.html?from=spa")!
        let decisions = devhost.navigationDecisions
        _ = try await devhost.webView.evaluate("history.pushState({}, '', '/next.html?from=spa')")
        try await devhost.waitUntil("the state to follow pushState") { devhost.store.state.url == moved }
        #expect(devhost.store.state.lastURL == moved)
        #expect(devhost.store.state.isLoading == false)
        #expect(devhost.store.state.title == "Bridge playground")
        #expect(devhost.navigationDecisions == decisions, "pushState asks for no navigation decision")
      }
    }

    @Test func aFragmentMovesTheStatesURL() async throws {
      try await Playground.run { devhost, _ in
        let fragment = URL(string: "\(Playground.index.absoluteString)#orders")!
        _ = try await devhost.webView.evaluate("location.hash = 'orders'")
        try await devhost.waitUntil("the state to follow the fragment") { devhost.store.state.url == fragment }
        #expect(devhost.store.state.lastURL == fragment)
      }
    }

    @Test func aReloadAfterPushStateLoadsWhereThePageMoved() async throws {
      try await Playground.run { devhost, _ in
        let moved = URL(string: "\(Playground.origin)/next.html")!
        _ = try await devhost.webView.evaluate("history.pushState({}, '', '/next.html')")
        try await devhost.waitUntil("the state to follow pushState") { devhost.store.state.url == moved }
        devhost.store.send(.reload)
        try await devhost.waitUntil("the reload to be decided") {
          devhost.records.contains(.navigation(moved, .reload, .mainFrame, .allow))
        }
        try await devhost.waitUntil("the page it moved to") { devhost.store.state.title == "Next page" }
        try await devhost.waitForPage(moved)
      }
    }
  }
}

extension DevHost {
  /// How many navigations the core has decided so far.
  fileprivate var navigationDecisions: Int {
    records.filter { if case .navigation = $0 { true } else { false } }.count
  }
}
