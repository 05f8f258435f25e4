import BridgeClient
import Foundation
import JSON
import StoreRuntime
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Strings that broke real bridges travel page → core → page through the real browser unchanged.
  @MainActor
  @Suite
  struct HostileStringTests {
    static let hostile = [
      "line\u{2028}separator\u{2029}paragraph", "</script><script>window.pwned = 1</script>", "<!--", "emoji 😀👩‍👩‍👧 é",
      "nul\u{0}inside", "quotes ' \" ` \\ ${x}", "controls \u{1}\u{1F}\t\n\r",
    ]

    @Test func hostileStringsRoundTripUnchangedAndRunNothing() async throws {
      try await Playground.run { devhost, _ in
        var seen: [JSONValue] = []
        let token = devhost.store.onAction { reduced in
          if case .scriptMessageReceived(let body, _) = reduced.action, body["type"] == "greeting" { seen.append(body["data"] ?? .null) }
        }
        defer { token.cancel() }
        let payload = JSONValue.object(["strings": .array(Self.hostile.map(JSONValue.string))])
        let echoed = try await devhost.webView.evaluate(
          "nativeBridge.call('greeting', \(try JavaScript.literal(payload)))", awaitingPromise: true)
        #expect(echoed == payload)
        #expect(seen == [payload])
        #expect(try await devhost.webView.evaluate("typeof window.pwned") == "undefined")
      }
    }

    @Test func aHostileToastIsShownAsWrittenWithControlCharactersReplaced() async throws {
      try await Playground.run { devhost, _ in
        let message = Self.hostile.joined(separator: " | ")
        _ = try await devhost.webView.evaluate(
          "nativeBridge.call('showToast', {message: \(try JavaScript.literal(.string(message)))})", awaitingPromise: true)
        let shown = message.replacingOccurrences(of: "nul\u{0}inside", with: "nul\u{FFFD}inside")
          .replacingOccurrences(of: "controls \u{1}\u{1F}\t\n\r", with: "controls \u{FFFD}\u{FFFD}\t\n\n")
        #expect(shown != message)
        #expect(devhost.records.contains(.presented("toast: \(shown)")))
      }
    }
  }
}
