import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A renderer that dies is handled by the recovery policy: reloaded, until it keeps dying.
  @MainActor
  @Suite
  struct CrashRecoveryTests {
    @Test func aCrashedRendererIsReloadedAndThePageWorksAgain() async throws {
      try await Playground.run { devhost, _ in
        devhost.webView.crashRenderer()
        try await devhost.waitUntil("the termination") { devhost.store.state.recentTerminations.count == 1 }
        try await devhost.waitForPage(Playground.index)
        try await devhost.click("appVersion")
        #expect(try await devhost.result(of: "appVersion") == ["status": "resolved", "value": ["version": "2.3.0"]])
        #expect(devhost.records.filter { $0 == .navigation(Playground.index, .other, .mainFrame, .allow) }.count == 2)
      }
    }

    @Test func aPageThatKeepsCrashingStopsBeingReloaded() async throws {
      try await Playground.run(configure: { $0.configuration.recovery = .init(maxAutomaticReloads: 1, window: 600) }) { devhost, _ in
        devhost.webView.crashRenderer()
        try await devhost.waitUntil("the first termination") { devhost.store.state.recentTerminations.count == 1 }
        try await devhost.waitForPage(Playground.index)
        devhost.webView.crashRenderer()
        try await devhost.waitUntil("the crash loop") { devhost.store.state.automaticReloadsStopped }
        #expect(devhost.store.state.error == .crashLoop(terminations: 2))
        // Whatever else arrives, no third load was asked for.
        try await Task.sleep(for: .milliseconds(300))
        #expect(devhost.records.filter { $0 == .navigation(Playground.index, .other, .mainFrame, .allow) }.count == 2)
      }
    }
  }
}
