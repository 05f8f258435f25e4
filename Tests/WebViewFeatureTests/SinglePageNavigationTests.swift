import Foundation
import Testing
import WebViewFeature

/// `urlChanged`: single-page navigation moves the screen's URL, and a reload goes there, within
/// the navigation policy.
@MainActor
struct SinglePageNavigationTests {
  static let orders = Fixture.url("https://app.example.com/orders?tab=open#top")

  @Test func pushStateMovesTheURLAndWhereAReloadGoes() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.urlChanged(Self.orders)) {
      $0.url = Self.orders
      $0.lastURL = Self.orders
    }
    await h.send(.reload)
    #expect(h.web.calls == [.reload], "the page on screen is the one to reload")
    await h.finish()
  }

  @Test func theTitleAndTheDocumentStayAsTheyAre() async {
    var state = Fixture.loadedPage
    state.pendingEvents = []
    state.dialogs = [JSDialog(id: 1, kind: .alert, message: "Saved")]
    let h = Harness(state)
    await h.send(.urlChanged(Self.orders)) {
      $0.url = Self.orders
      $0.lastURL = Self.orders
    }
    #expect(h.store.state.title == "Home")
    #expect(h.store.state.isPageReady)
    #expect(h.web.calls.isEmpty, "the panel of the same document stays open")
    await h.finish()
  }

  @Test func theURLAlreadyOnScreenChangesNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.urlChanged(Fixture.home))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func noURLChangesNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.urlChanged(nil))
    await h.finish()
  }

  @Test func aURLThePolicyWouldNotLoadIsShownNotReloadedAndDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    let elsewhere = Fixture.url("https://evil.com/account")
    await h.send(.urlChanged(elsewhere)) { $0.url = elsewhere }
    let reason = Fixture.configuration().navigation.reason(for: NavigationRequest(url: elsewhere))
    #expect(h.web.calls == [.diagnose(.sameDocumentNavigationOutsidePolicy(elsewhere, reason: reason))])
    #expect(reason.contains("evil.com"))
    await h.send(.reload)
    #expect(h.web.takeCalls().last == .load(Fixture.home), "a reload goes to the last URL the policy allowed")
    await h.finish()
  }
}
