import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Session cookies in Chromium's cookie store before the page's first request, and gone after
  /// signing out.
  @MainActor
  @Suite
  struct SessionCookieTests {
    static let visible = SessionCookie(name: "theme", value: "dark", domain: "app.devhost.test", isHTTPOnly: false)
    static let session = SessionCookie(name: "sid", value: "s3cret", domain: "app.devhost.test")

    @Test func cookiesSetBeforeTheFirstLoadReachThePageAndSigningOutRemovesThem() async throws {
      try await Playground.run(start: false) { devhost, _ in
        devhost.store.send(.sessionCookiesChanged([Self.visible, Self.session]))
        devhost.start()
        try await devhost.waitForPage(Playground.index)
        // The HttpOnly one is in the store too, but hidden from the page's scripts.
        #expect(try await devhost.webView.evaluate("document.cookie") == "theme=dark")
        devhost.store.send(.sessionCookiesChanged([]))
        try await devhost.poll("the sign-out") {
          try await devhost.webView.evaluate("document.cookie") == ""
        }
      }
    }
  }
}
