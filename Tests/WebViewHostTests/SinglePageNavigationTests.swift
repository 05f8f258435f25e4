import Foundation
import Testing
import WebViewFeature
import WebViewHost

/// The web view's `url` reaches the store only when no load explains it: single-page navigation.
@MainActor
@Suite struct SinglePageNavigationTests {
  static let orders = URL(string: "https://app.example.com/orders#open")!

  /// A screen showing `Screen.home`, loaded through the kit.
  private func loadedScreen() async -> Screen {
    let screen = Screen()
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.home)
    screen.host.didCommit(navigation, url: Screen.home)
    screen.host.didFinish(navigation)
    await settle()
    return screen
  }

  @Test func aURLChangeOutsideALoadMovesTheStatesURL() async {
    let screen = await loadedScreen()
    screen.host.urlChanged(Self.orders)
    await settle()
    #expect(screen.store.state.url == Self.orders)
    #expect(screen.store.state.lastURL == Self.orders)
  }

  @Test func theURLWebKitShowsWhenALoadStartsIsNotANavigation() async {
    let screen = await loadedScreen()
    let navigation = FakeNavigation()
    // WebKit's order: `url` changes, then the start is reported, in one turn.
    screen.host.urlChanged(Screen.article)
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.article)
    await settle()
    #expect(screen.store.state.url == Screen.home)
    screen.host.didCommit(navigation, url: Screen.article)
    await settle()
    #expect(screen.store.state.url == Screen.article)
  }

  @Test func theURLAFailedLoadFallsBackToIsNotANavigation() async {
    let screen = await loadedScreen()
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.article)
    screen.host.urlChanged(Screen.home)
    screen.host.didFailProvisionalNavigation(navigation, error: URLError(.notConnectedToInternet))
    await settle()
    #expect(screen.store.state.url == Screen.home)
    #expect(screen.store.state.lastURL == Screen.article, "Retry loads the page that failed")
  }

  @Test func theURLTheKitsOwnLoadShowsIsNotANavigation() async {
    let screen = await loadedScreen()
    screen.webView.onLoad = { screen.host.urlChanged($0) }
    screen.store.send(.load(Screen.article))
    await settle()
    #expect(screen.webView.calls.last == .load(Screen.article))
    #expect(screen.store.state.url == Screen.home)
  }

  @Test func afterTheKitsOwnLoadThePagesNavigationIsHeardAgain() async {
    let screen = await loadedScreen()
    screen.webView.onLoad = { screen.host.urlChanged($0) }
    screen.store.send(.load(Screen.article))
    await settle()
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.article)
    screen.host.didCommit(navigation, url: Screen.article)
    screen.host.didFinish(navigation)
    screen.host.urlChanged(Self.orders)
    await settle()
    #expect(screen.store.state.url == Self.orders)
  }

  @Test func aChangeDuringAnotherLoadsProvisionalPhaseWaitsForNothingAndIsDropped() async {
    let screen = await loadedScreen()
    screen.host.didStartProvisionalNavigation(FakeNavigation(), url: Screen.article)
    screen.host.urlChanged(Self.orders)
    await settle()
    #expect(screen.store.state.url == Screen.home)
  }
}
