import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// The session token and the bridge's answers in a real browser reach only the documents that
  /// may have them (issue 45): the bridge trusts `app.devhost.test` over `https:` only.
  @MainActor
  @Suite
  struct DocumentBoundTests {
    @Test(arguments: [
      ("https://app.devhost.test", true), ("https://blog.devhost.test", false), ("http://app.devhost.test", false),
      ("https://app.devhost.test.evil.test", false),
    ])
    func onlyADocumentOfTheSessionsOriginsFindsTheTokenInItsStorage(origin: String, getsTheToken: Bool) async throws {
      let index = URL(string: "\(origin)/index.html")!
      try await Playground.run(
        configure: { settings in
          settings.origin = URL(string: origin)!
          settings.configuration.navigation.allowedHosts = HostAllowList(["devhost.test", "evil.test"])
        }, start: false
      ) { devhost, _ in
        devhost.store.send(.accessTokenChanged("eyJ.secret"))
        devhost.start()
        try await devhost.waitUntil("\(index) to be loaded") {
          devhost.store.state.url == index && !devhost.store.state.isLoading
        }
        let stored = try await devhost.webView.evaluate("localStorage.getItem('accessToken')")
        #expect(stored == (getsTheToken ? "eyJ.secret" : .null))
      }
    }

    @Test func aPageThatNavigatedAwayWhileAPluginWorkedNeverSeesItsAnswerNorDoesItsSuccessor() async throws {
      let gate = Gate()
      try await Playground.run(configure: { settings in
        try? settings.configuration.plugins.register("accountToken") { _ in
          await gate.wait()
          return .success(data: ["token": "eyJ.secret"])
        }
      }) { devhost, _ in
        _ = try await devhost.webView.evaluate(
          """
          window.onToken = function (response) { window.answered = response; };
          window.webkit.messageHandlers.nativeBridge.postMessage({ type: 'accountToken', callback: 'onToken' });
          """)
        try await devhost.poll("the plugin to be asked") { gate.isWaiting }
        let next = URL(string: "\(Playground.origin)/next.html")!
        devhost.store.send(.load(next))
        try await devhost.waitForPage(next)
        // The successor defines the same callback: an answer evaluated now would reach it.
        _ = try await devhost.webView.evaluate("window.onToken = function (response) { window.answered = response; };")
        gate.open()
        try await devhost.poll("the withdrawn answer's diagnostic") {
          devhost.records.contains { if case .diagnostic(let text) = $0 { text.contains("answerDropped") } else { false } }
        }
        #expect(try await devhost.webView.evaluate("window.answered === undefined") == .bool(true))
      }
    }
  }
}
