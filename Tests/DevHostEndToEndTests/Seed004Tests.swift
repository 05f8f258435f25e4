import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Seed 004's app configured on the kit (HostKit article, "Seed 004 on the kit"): its own
  /// `showToast` sentence and `webviewSample` in the user agent, with nothing written by hand.
  @MainActor
  @Suite
  struct Seed004Tests {
    @Test func showToastAnswersWithTheAppsSentenceAndTheUserAgentNamesTheApp() async throws {
      try await Playground.run(configure: { settings in
        var messages = WebViewMessages.korean
        messages.showToastReply = "토스트를 표시합니다"
        settings.configuration.messages = messages
        settings.configuration.userAgent = .custom("webviewSample")
      }) { devhost, _ in
        // The sample's page posts {type, callback, data} and is answered by calling its callback.
        _ = try await devhost.webView.evaluate(
          """
          window.onToastResult = function (response) { window.seed004Reply = response; };
          window.webkit.messageHandlers.nativeBridge.postMessage(
            { type: 'showToast', callback: 'onToastResult', data: { message: '저장되었습니다' } });
          """)
        var reply = JSONValue.null
        try await devhost.poll("the sample's callback") {
          reply = try await devhost.webView.evaluate("window.seed004Reply || null")
          return reply != .null
        }
        #expect(reply == ["success": true, "message": "토스트를 표시합니다"])
        #expect(devhost.records.contains(.presented("toast: 저장되었습니다")))
        let userAgent = try await devhost.webView.evaluate("navigator.userAgent")
        #expect(userAgent == .string("webviewSample"))
      }
    }
  }
}
