import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
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
      #expect(scripts.first?.source == BridgeScript.source(for: Page.configuration.bridge))
      #expect(scripts.allSatisfy { $0.injectionTime == .atDocumentStart && $0.isForMainFrameOnly })
    }

    @Test func withoutAReplyHandlerNameOnlyThePlainHandlerIsInstalled() {
      let page = Page()
      let controller = page.webView.configuration.userContentController
      #expect(Set(controller.messageHandlers.keys) == ["nativeBridge"])
      #expect(controller.replyMessageHandlers.isEmpty)
    }
  }

  /// Messages to the reply handler (`BridgeConfiguration.replyHandlerName`) settle the promise
  /// the page's `postMessage` returned, through WebKit's `(Any?, String?)` block, exactly once.
  @MainActor
  @Suite struct ReplyHandlerTests {
    static let screen: WebViewFeature.Configuration = {
      var screen = Page.configuration
      screen.bridge.replyHandlerName = "nativeBridgeReply"
      return screen
    }()

    /// What settled the page's promise, in order.
    final class Settled {
      var values: [(reply: Any?, errorMessage: String?)] = []
    }

    @Test func theReplyHandlerIsInstalledBesideThePlainOne() {
      let page = Page(screen: Self.screen)
      let controller = page.webView.configuration.userContentController
      #expect(Set(controller.messageHandlers.keys) == ["nativeBridge"])
      #expect(Set(controller.replyMessageHandlers.keys) == ["nativeBridgeReply"])
    }

    @Test func aReplyResolvesThePromiseWithFoundationObjects() async throws {
      let page = Page(screen: Self.screen)
      let settled = Settled()
      let body: [String: Any] = ["type": "greeting", "data": ["n": NSNumber(value: 2), "ok": NSNumber(value: true)]]
      #expect(page.webView.postMessage(body, name: "nativeBridgeReply", from: Page.frame()) { settled.values.append(($0, $1)) })
      try await waitUntil("the reply") { !settled.values.isEmpty }
      #expect(settled.values.count == 1)
      #expect(settled.values.first?.errorMessage == nil)
      let reply = try #require(settled.values.first?.reply as? NSDictionary)
      #expect(try JSONValue(foundation: reply) == ["n": 2, "ok": true])
      #expect(page.webView.evaluatedScripts.isEmpty)
    }

    @Test func aRefusalRejectsThePromiseWithItsCode() async throws {
      let page = Page(screen: Self.screen)
      let settled = Settled()
      #expect(
        page.webView.postMessage(["type": "greeting"] as [String: Any], name: "nativeBridgeReply", from: Page.frame(Page.evil)) {
          settled.values.append(($0, $1))
        })
      try await waitUntil("the refusal") { !settled.values.isEmpty }
      #expect(settled.values.first?.reply == nil)
      #expect(settled.values.first?.errorMessage == "UNTRUSTED_ORIGIN: This page may not talk to the app.")
    }

    @Test func tearDownCancelsWhatThePageWaitsForAndRemovesBothHandlers() async throws {
      let page = Page(reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>(), screen: Self.screen)
      let settled = Settled()
      page.webView.postMessage(["type": "greeting"] as [String: Any], name: "nativeBridgeReply", from: Page.frame()) {
        settled.values.append(($0, $1))
      }
      #expect(settled.values.isEmpty)
      page.coordinator?.tearDown()
      #expect(settled.values.count == 1)
      #expect(settled.values.first?.errorMessage == "CANCELLED: The page went away before the app answered.")
      let controller = page.webView.configuration.userContentController
      #expect(controller.messageHandlers.isEmpty)
      #expect(controller.replyMessageHandlers.isEmpty)
    }

    @Test func oneNameForBothInstallsOnlyTheReplyHandler() async throws {
      var screen = Page.configuration
      screen.bridge.replyHandlerName = screen.bridge.handlerName
      let page = Page(screen: screen)
      let controller = page.webView.configuration.userContentController
      #expect(controller.messageHandlers.isEmpty)
      #expect(Set(controller.replyMessageHandlers.keys) == ["nativeBridge"])
      page.coordinator?.tearDown()
      #expect(controller.replyMessageHandlers.isEmpty)
    }

    @Test func aWebPageScreenInstallsAndRemovesTheReplyHandler() async throws {
      let model = WebViewScreenModel(configuration: Self.screen)
      let coordinator = WebPageCoordinator(host: model.host) {}
      coordinator.connect(to: model.store)
      let controller = coordinator.page.configuration.userContentController
      #expect(Set(controller.replyMessageHandlers.keys) == ["nativeBridgeReply"])
      coordinator.tearDown()
      #expect(controller.replyMessageHandlers.isEmpty)
      #expect(controller.messageHandlers.isEmpty)
    }
  }
}

extension CoordinatorTests {
  /// An answer goes only to the document that asked (issue 45), as WebKit's callbacks arrive: a
  /// link commits the next document while a plugin is still working for the one that asked.
  @MainActor
  @Suite struct DocumentBoundAnswerTests {
    @Test func aPluginsAnswerIsNeverEvaluatedInTheDocumentThatReplacedTheOneThatAsked() async throws {
      let gate = Gate()
      var screen = Page.configuration
      try screen.plugins.register("accountToken") { _ in
        await gate.wait()
        return .success(data: ["token": "secret"])
      }
      let page = Page(screen: screen)
      let asks: [String: Any] = ["type": "accountToken", "callback": "onToken"]
      #expect(page.webView.postMessage(asks, name: "nativeBridge", from: Page.frame()))
      try await waitUntil("the plugin to be asked") { gate.isWaiting }
      let navigation = WKNavigation()
      let delegate = try #require(page.webView.navigationDelegate)
      delegate.webView(page.webView, didStartProvisionalNavigation: navigation)
      page.webView.setURL(URL(string: "https://blog.example.com/post")!)
      delegate.webView(page.webView, didCommit: navigation)
      gate.open()
      try await waitUntil("the withdrawal") {
        page.diagnostics.contains { if case .feature(.answerDropped(action: "accountToken", _)) = $0 { true } else { false } }
      }
      #expect(page.webView.evaluatedScripts.isEmpty)
    }
  }
}
