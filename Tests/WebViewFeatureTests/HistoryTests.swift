import Foundation
import Testing
import WebViewFeature

/// The web view's back-forward list as the screen sees it: what the host reports, what the user
/// asks for, and the back button's rule at the first page.
@MainActor
struct HistoryTests {
  static var historyPage: State {
    var state = Fixture.loadedPage
    state.canGoBack = true
    return state
  }

  @Test func theHostsReportIsTheState() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.historyChanged(canGoBack: true, canGoForward: false)) { $0.canGoBack = true }
    await h.send(.historyChanged(canGoBack: false, canGoForward: true)) {
      $0.canGoBack = false
      $0.canGoForward = true
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func goingBackAsksTheWebViewWhenItCan() async {
    let h = Harness(Self.historyPage)
    await h.send(.goBack)
    #expect(h.web.calls == [.goBack])
    await h.finish()
  }

  @Test func goingBackAtTheFirstPageDoesNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.goBack)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func goingForwardAsksTheWebViewOnlyWhenItCan() async {
    var state = Fixture.loadedPage
    state.canGoForward = true
    let h = Harness(state)
    await h.send(.goForward)
    #expect(h.web.calls == [.goForward])
    let first = Harness(Self.historyPage)
    await first.send(.goForward)
    #expect(first.web.calls.isEmpty)
    await h.finish()
    await first.finish()
  }

  @Test func theBackButtonGoesBackInThePageWhileItCan() async {
    let h = Harness(Self.historyPage)
    await h.send(.backButtonTapped)
    #expect(h.web.calls == [.goBack])
    await h.finish()
  }

  @Test func theBackButtonClosesTheScreenAtItsFirstPage() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.backButtonTapped)
    #expect(h.web.calls == [.closeScreen])
    await h.finish()
  }

  @Test func theBackButtonAsksTheParentToCloseWhenScreensAreItsToClose() async {
    var configuration = Fixture.configuration()
    configuration.screenRequests = .delegatedToParent
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.backButtonTapped)
    await h.receive(.delegate(.closeRequested))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func aBackButtonThatStaysAtTheFirstPageDoesNothingThere() async {
    var configuration = Fixture.configuration()
    configuration.backButton = .staysAtFirstPage
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.backButtonTapped)
    #expect(h.web.calls.isEmpty)
    let back = Harness(Self.historyPage, configuration: configuration)
    await back.send(.backButtonTapped)
    #expect(back.web.calls == [.goBack])
    await h.finish()
    await back.finish()
  }

  @Test func theBackButtonClosesAnOpenChildWindowFirst() async {
    var state = Self.historyPage
    state.popup = Popup()
    let h = Harness(state)
    await h.send(.backButtonTapped) { $0.popup = nil }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func theBackButtonOfAClosedScreenDoesNothing() async {
    var state = Self.historyPage
    state.isClosed = true
    let h = Harness(state)
    await h.send(.backButtonTapped)
    let first = Harness(
      {
        var closed = Fixture.loadedPage; closed.isClosed = true; return closed
      }())
    await first.send(.backButtonTapped)
    #expect(h.web.calls.isEmpty)
    #expect(first.web.calls.isEmpty)
    await h.finish()
    await first.finish()
  }

  @Test func aBackForwardNavigationGoesThroughThePolicy() async {
    let h = Harness(Self.historyPage)
    await h.send(.navigationRequested(2, NavigationRequest(url: Fixture.evil, type: .backForward))) {
      $0.show(.hostNotAllowed("evil.com"))
    }
    await h.send(.navigationRequested(3, NavigationRequest(url: Fixture.article, type: .backForward)))
    #expect(h.web.calls == [.decidePolicy(2, .cancel), .decidePolicy(3, .allow)])
    await h.finish()
  }
}
