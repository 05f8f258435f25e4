import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

@testable import WebViewDevHost

extension EndToEnd {
  /// Every navigation of the example page is decided by the core, and Chromium does what it decided.
  @MainActor
  @Suite
  struct NavigationDecisionTests {
    @Test func theStartPageIsAllowedThenItsResponse() async throws {
      try await Playground.run { devhost, _ in
        #expect(
          Array(devhost.records.prefix(2)) == [
            .navigation(Playground.index, .other, .mainFrame, .allow),
            .response(Playground.index, status: 200, mimeType: "text/html", .allow),
          ])
        #expect(devhost.store.state.title == "Bridge playground")
        #expect(devhost.store.state.progress == 1)
      }
    }

    @Test func aLinkToAnAllowedPageLoadsIt() async throws {
      try await Playground.run { devhost, _ in
        let next = URL(string: "\(Playground.origin)/next.html")!
        try await devhost.click("nextLink")
        try await devhost.waitForPage(next)
        #expect(devhost.records.contains(.navigation(next, .linkActivated, .mainFrame, .allow)))
        #expect(devhost.store.state.title == "Next page")
        #expect(try await devhost.webView.evaluate("location.href") == .string(next.absoluteString))
      }
    }

    @Test func aTelLinkGoesToTheOSAndThePageStays() async throws {
      try await Playground.run { devhost, _ in
        let tel = URL(string: "tel:+15550100")!
        try await devhost.click("telLink")
        try await devhost.waitUntil("the tel: link to be decided") { devhost.records.contains(.host(.openedExternally(tel))) }
        #expect(devhost.records.contains(.navigation(tel, .linkActivated, .mainFrame, .cancel)))
        #expect(try await devhost.webView.evaluate("location.href") == .string(Playground.index.absoluteString))
      }
    }

    @Test func aScriptedTelIsCancelledWithoutReachingTheOS() async throws {
      try await Playground.run { devhost, _ in
        let tel = URL(string: "tel:+15550199")!
        try await devhost.click("scriptedTel")
        try await devhost.waitUntil("the scripted tel: to be decided") {
          devhost.records.contains(.navigation(tel, .other, .mainFrame, .cancel))
        }
        #expect(!devhost.records.contains(.host(.openedExternally(tel))))
        let reason =
          "cancelled: tel: goes to the OS only when the user taps a link in the main frame (this navigation is .other from the main frame)"
        let diagnostic = HostDiagnostic.feature(.externalNavigationCancelled(tel, reason: reason))
        try await devhost.waitUntil("the scripted tel: to be diagnosed") {
          devhost.records.contains(.diagnostic(StateDiff.renderLine(diagnostic)))
        }
      }
    }

    @Test func aScriptedTelReachesTheOSWhenTheMainFrameMay() async throws {
      try await Playground.run(configure: { $0.configuration.navigation.externalSchemeTrigger = .anyMainFrameNavigation }) {
        devhost, _ in
        let tel = URL(string: "tel:+15550199")!
        try await devhost.click("scriptedTel")
        try await devhost.waitUntil("the scripted tel: to reach the OS") {
          devhost.records.contains(.host(.openedExternally(tel)))
        }
        #expect(devhost.records.contains(.navigation(tel, .other, .mainFrame, .cancel)))
        #expect(try await devhost.webView.evaluate("location.href") == .string(Playground.index.absoluteString))
      }
    }

    @Test func aLinkToABlockedHostIsCancelledAndShownAsAnError() async throws {
      try await Playground.run { devhost, _ in
        let blocked = URL(string: "https://blocked.example.net/")!
        try await devhost.click("blockedLink")
        // The error is state, set by the reducer; the decision reaches the browser through an
        // effect a moment later: wait for the decision.
        try await devhost.waitUntil("the blocked link to be decided") {
          devhost.records.contains(.navigation(blocked, .linkActivated, .mainFrame, .cancel))
        }
        #expect(devhost.store.state.error == .hostNotAllowed("blocked.example.net"))
        #expect(try await devhost.webView.evaluate("location.href") == .string(Playground.index.absoluteString))
      }
    }

    @Test func a404ResponseIsCancelledAndShownAsAnError() async throws {
      try await Playground.run { devhost, _ in
        let missing = URL(string: "\(Playground.origin)/missing.html")!
        try await devhost.click("missingLink")
        try await devhost.waitUntil("the 404 to be decided") {
          devhost.records.contains(.response(missing, status: 404, mimeType: "text/html", .cancel)) && !devhost.store.state.isLoading
        }
        #expect(devhost.store.state.error == .httpStatus(404))
        #expect(devhost.store.state.url == Playground.index)
        #expect(try await devhost.webView.evaluate("location.href") == .string(Playground.index.absoluteString))
      }
    }

    @Test func windowOpenBecomesANewScreenAndNoBrowserWindow() async throws {
      try await Playground.run { devhost, _ in
        let next = URL(string: "\(Playground.origin)/next.html")!
        try await devhost.click("windowOpen")
        #expect(try await devhost.result(of: "windowOpen") == ["status": "resolved", "value": true])
        try await devhost.waitUntil("the new window to be presented") {
          devhost.records.contains(.presented("open in a new screen: \(next.absoluteString)"))
        }
        #expect(devhost.records.contains(.windowOpen(next)))
      }
    }

    @Test func windowCloseAsksTheAppToCloseTheScreen() async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click("windowClose")
        _ = try await devhost.result(of: "windowClose")
        try await devhost.waitUntil("the close request") { devhost.records.contains(.host(.closedScreen)) }
      }
    }

    @Test func aReloadIsDecidedAsAReload() async throws {
      try await Playground.run { devhost, _ in
        devhost.store.send(.reload)
        try await devhost.waitUntil("the reload to be decided") {
          devhost.records.contains(.navigation(Playground.index, .reload, .mainFrame, .allow))
        }
        try await devhost.waitForPage(Playground.index)
      }
    }
  }
}
