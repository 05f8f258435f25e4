import BridgeClient
import Foundation
import Testing
import TestSupport
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// Messages the page posts to `window.webkit.messageHandlers.nativeBridge` reach the reducer,
  /// judged by their frame's security origin.
  @MainActor
  @Suite struct ScriptMessageTests {
    let body: [String: Any] = ["type": "greeting", "callback": "cb", "data": ["hello": NSNumber(value: 1)]]

    @Test func aMessageFromATrustedOriginIsAnsweredInThePage() async throws {
      let page = Page()
      #expect(page.webView.postMessage(body, name: "nativeBridge", from: Page.frame()))
      try await waitUntil("the reply") { !page.webView.evaluatedScripts.isEmpty }
      let expected = try ReplyRoute.callback(JSFunctionPath(validating: "cb")).script(
        for: .success("Hello from native", data: ["hello": 1]))
      #expect(page.webView.evaluatedScripts == [expected])
    }

    @Test func aSandboxedFrameAtATrustedURLIsNotTrusted() async throws {
      let page = Page()
      let sandboxed = Page.frame(Page.home, origin: WKSecurityOrigin(protocol: "", host: ""))
      #expect(page.webView.postMessage(body, name: "nativeBridge", from: sandboxed))
      try await waitUntil("the refusal") { !page.diagnostics.isEmpty }
      guard case .feature(.messageDropped(let error))? = page.diagnostics.first else {
        Issue.record("expected the message to be dropped, got \(page.diagnostics)")
        return
      }
      #expect(error.code == .untrustedOrigin)
      #expect(page.webView.evaluatedScripts.isEmpty)
    }

    @Test func theBridgeScriptIsInstalledAtDocumentStartInTheMainFrame() throws {
      let page = Page()
      let scripts = page.webView.configuration.userContentController.userScripts
      #expect(scripts.first?.source == BridgeScript.source)
      #expect(scripts.allSatisfy { $0.injectionTime == .atDocumentStart && $0.isForMainFrameOnly })
    }
  }
}
