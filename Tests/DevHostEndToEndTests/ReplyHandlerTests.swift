import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A page posting to the reply handler (`BridgeConfiguration.replyHandlerName`) in Chromium:
  /// the promise `postMessage` returns settles exactly once, with the reply's data or an error,
  /// also when the screen goes away first.
  @MainActor
  @Suite
  struct ReplyHandlerTests {
    static func configure(_ settings: inout DevHostSettings) {
      settings.configuration.bridge.replyHandlerName = "nativeBridgeReply"
    }

    @Test func thePromiseResolvesWithTheRepliesData() async throws {
      try await Playground.run(configure: Self.configure) { devhost, _ in
        let value = try await devhost.webView.evaluate(
          "window.webkit.messageHandlers.nativeBridgeReply.postMessage({ type: 'greeting', data: { n: 1, s: '안녕' } })",
          awaitingPromise: true)
        #expect(value == ["n": 1, "s": "안녕"])
      }
    }

    @Test func thePromiseRejectsWithTheCodeAndMessage() async throws {
      try await Playground.run(configure: Self.configure) { devhost, _ in
        let message = try await devhost.webView.evaluate(
          "window.webkit.messageHandlers.nativeBridgeReply.postMessage({ type: 'teleport' }).then(() => 'resolved', (e) => e.message)",
          awaitingPromise: true)
        #expect(message == .string(#"UNKNOWN_ACTION: No handler for action "teleport"."#))
      }
    }

    @Test func bridgeJSCallsGoThroughTheReplyHandler() async throws {
      try await Playground.run(configure: Self.configure) { devhost, _ in
        let value = try await devhost.webView.evaluate(
          "nativeBridge.call('appVersion').then((data) => ({ data, posted: window.nativeBridgeConfig.replyHandlerName }))",
          awaitingPromise: true)
        #expect(value == ["data": ["version": "2.3.0"], "posted": "nativeBridgeReply"])
        let failure = try await devhost.webView.evaluate(
          "nativeBridge.call('teleport').then(() => null, (e) => ({ code: e.code, message: e.message }))", awaitingPromise: true)
        #expect(failure == ["code": "UNKNOWN_ACTION", "message": #"No handler for action "teleport"."#])
      }
    }

    @Test func tearingTheScreenDownRejectsWhatThePageWaitsFor() async throws {
      try await Playground.run(configure: { settings in
        Self.configure(&settings)
        var plugins = PluginRegistry()
        try? plugins.register("never") { _ in
          try await Task.sleep(for: .seconds(3600)); return .success()
        }
        settings.configuration.plugins = plugins
      }) { devhost, _ in
        // Answered, so bridge.js's `ready` and this call left nothing waiting.
        _ = try await devhost.webView.evaluate("nativeBridge.call('appVersion')", awaitingPromise: true)
        _ = try await devhost.webView.evaluate(
          """
          window.webkit.messageHandlers.nativeBridgeReply.postMessage({ type: 'never' })
            .then(() => { window.settledWith = 'resolved'; }, (e) => { window.settledWith = e.message; });
          """)
        try await devhost.poll("the message to wait for its plugin") { devhost.host.pendingHandlerCount == 1 }
        devhost.host.tearDown()
        var settled = JSONValue.null
        try await devhost.poll("the page's promise") {
          settled = try await devhost.webView.evaluate("window.settledWith || null")
          return settled != .null
        }
        #expect(settled == "CANCELLED: The page went away before the app answered.")
      }
    }
  }
}
