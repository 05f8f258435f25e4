import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// With `screenRequests: .delegatedToParent`, what a parent decides (closing the screen, showing a
/// URL in a new screen) reaches it as a delegate action, and the feature does neither itself.
@MainActor
struct DelegateTests {
  nonisolated static let delegated = Fixture.configuration(screenRequests: .delegatedToParent)

  @Test(arguments: ["pop", "close"])
  func bridgeCloseRepliesThenAsksTheParentToClose(action: String) async throws {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.store.send(.scriptMessageReceived(body: Fixture.message(action), frame: Fixture.mainFrame))
    await h.receive(.delegate(.closeRequested))
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func windowCloseAsksTheParentToClose() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.store.send(.windowCloseRequested)
    await h.receive(.delegate(.closeRequested))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func openUrlAsksTheParentForANewScreenInsteadOfSettingURLToOpen() async throws {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.store.send(.scriptMessageReceived(body: Fixture.message("openUrl", data: ["url": "https://example.com/next"]), frame: Fixture.mainFrame))
    await h.receive(.delegate(.openInNewScreen(Fixture.url("https://example.com/next"))))
    await h.finish()
    #expect(h.page.scripts == [try Fixture.reply(.success())])
  }

  @Test func windowOpenAsksTheParentForANewScreen() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.store.send(.windowOpenRequested(NavigationRequest(url: Fixture.article)))
    await h.receive(.delegate(.openInNewScreen(Fixture.article)))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func aLinkTargetingANewWindowIsCancelledAndAsksTheParentForANewScreen() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    let request = NavigationRequest(url: Fixture.article, type: .linkActivated, target: .newWindow)
    await h.store.send(.navigationRequested(7, request))
    await h.receive(.delegate(.openInNewScreen(Fixture.article)))
    await h.finish()
    #expect(h.web.calls == [.decidePolicy(7, .cancel)])
  }

  @Test func aRefusedWindowOpenStillShowsTheErrorAndTellsTheParentNothing() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.evil))) { $0.show(.hostNotAllowed("evil.com")) }
    await h.finish()
  }

  @Test func theFeatureItselfIgnoresItsDelegateActions() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.delegated)
    await h.send(.delegate(.closeRequested))
    await h.send(.delegate(.openInNewScreen(Fixture.article)))
    #expect(h.web.calls.isEmpty)
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }
}
