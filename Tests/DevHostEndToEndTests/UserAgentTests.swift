import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// The screen's user agent is what the page sees.
  @MainActor
  @Suite
  struct UserAgentTests {
    @Test func anApplicationNameFollowsTheBrowsersOwnUserAgent() async throws {
      try await Playground.run(configure: { $0.configuration.userAgent = .applicationName("webviewSample/2.3") }) { devhost, _ in
        let seen = try #require(try await devhost.webView.evaluate("navigator.userAgent").stringValue)
        #expect(seen.hasSuffix(" webviewSample/2.3"))
        #expect(seen.contains("Chrome/"), "the engine's own name stays: \(seen)")
      }
    }

    @Test func aCustomUserAgentReplacesTheBrowsersOwn() async throws {
      try await Playground.run(configure: { $0.configuration.userAgent = .custom("webviewSample") }) { devhost, _ in
        let seen = try await devhost.webView.evaluate("navigator.userAgent")
        #expect(seen == .string("webviewSample"))
      }
    }

    @Test func byDefaultThePageSeesTheBrowsersOwnUserAgent() async throws {
      try await Playground.run { devhost, _ in
        let seen = try #require(try await devhost.webView.evaluate("navigator.userAgent").stringValue)
        #expect(seen.contains("Chrome/"))
        #expect(!seen.contains("webviewSample"))
      }
    }
  }
}
