import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A payment window in Chromium: `window.open()` returns a window at once, the page points it
  /// somewhere, and the screen keeps it as its child web view until the page or the app closes it.
  @MainActor
  @Suite
  struct PopupTests {
    static let next = URL(string: "\(Playground.origin)/next.html")!

    static func childWindows(_ settings: inout DevHostSettings) {
      settings.configuration.popups = PopupPolicy(emptyWindows: .childWebView)
    }

    @Test func anEmptyWindowThePageFillsInIsTheScreensChild() async throws {
      try await Playground.run(configure: Self.childWindows) { devhost, _ in
        let opened = try await devhost.webView.evaluate(
          "(function () { window.payment = window.open(); window.payment.location = 'next.html'; return window.payment !== null; })()",
          userGesture: true)
        #expect(opened == .bool(true))
        try await devhost.waitUntil("the child window to show next.html") { devhost.store.state.popup == Popup(url: Self.next) }
        #expect(devhost.records.contains(.popupNavigation(Self.next, .allow)))
        #expect(devhost.store.state.url == Playground.index)
      }
    }

    @Test func thePageClosingItsWindowClosesTheChild() async throws {
      try await Playground.run(configure: Self.childWindows) { devhost, _ in
        _ = try await devhost.webView.evaluate(
          "window.payment = window.open(); window.payment.location = 'next.html'", userGesture: true)
        try await devhost.waitUntil("the child window to show next.html") { devhost.store.state.popup?.url == Self.next }
        _ = try await devhost.webView.evaluate("window.payment.close()")
        try await devhost.waitUntil("the child window to be gone") { devhost.store.state.popup == nil }
      }
    }

    @Test func theAppClosingTheChildClosesThePagesWindow() async throws {
      try await Playground.run(configure: Self.childWindows) { devhost, _ in
        _ = try await devhost.webView.evaluate(
          "window.payment = window.open(); window.payment.location = 'next.html'", userGesture: true)
        try await devhost.waitUntil("the child window to show next.html") { devhost.store.state.popup?.url == Self.next }
        devhost.store.send(.popupClosed)
        try await devhost.poll("the page to see its window closed") {
          try await devhost.webView.evaluate("window.payment.closed") == .bool(true)
        }
      }
    }

    @Test func aCancellingPolicyGivesThePageNoWindow() async throws {
      try await Playground.run(configure: { $0.configuration.popups = PopupPolicy(emptyWindows: .cancel) }) { devhost, _ in
        _ = try await devhost.webView.evaluate("window.payment = window.open(); true", userGesture: true)
        try await devhost.waitUntil("the window request") { devhost.records.contains(.windowOpen(URL(string: "about:blank"))) }
        try await devhost.poll("the window to be closed") {
          try await devhost.webView.evaluate("window.payment.closed") == .bool(true)
        }
        #expect(devhost.store.state.popup == nil)
      }
    }
  }
}
