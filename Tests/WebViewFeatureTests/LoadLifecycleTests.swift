import Foundation
import Testing
import WebViewFeature

@MainActor
struct LoadLifecycleTests {
  private var loading: State {
    var state = Fixture.loadedPage
    state.currentLoad = 7
    state.isLoading = true
    state.progress = 0.4
    return state
  }

  @Test func loadCommandRemembersTheURLAndLoadsIt() async {
    let h = Harness()
    await h.send(.load(Fixture.home)) { $0.lastURL = Fixture.home }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func loadStartResetsProgressAndStartsLoading() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.loadStarted(1, url: Fixture.article)) {
      $0.currentLoad = 1
      $0.isLoading = true
      $0.progress = 0
      $0.lastURL = Fixture.article
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func loadStartClearsTheErrorAndAPendingReload() async {
    var state = Fixture.loadedPage
    state.show(.offline)
    state.needsReload = true
    let h = Harness(state)
    await h.send(.loadStarted(1, url: nil)) {
      $0.currentLoad = 1
      $0.isLoading = true
      $0.progress = 0
      $0.show(nil)
      $0.needsReload = false
    }
    await h.finish()
  }

  @Test(arguments: [(0.7, 0.7), (1.7, 1.0), (Double.infinity, 1.0)])
  func progressIsClampedToTheUnitRange(reported: Double, shown: Double) async {
    let h = Harness(loading)
    await h.send(.progressChanged(reported)) { $0.progress = shown }
    await h.finish()
  }

  @Test func negativeProgressIsClampedToZeroAndNeverMovesTheBarBack() async {
    let h = Harness(loading)
    await h.send(.progressChanged(-0.5))
    await h.finish()
  }

  @Test func progressNeverMovesBackwardsWithinALoad() async {
    let h = Harness(loading)
    await h.send(.progressChanged(0.8)) { $0.progress = 0.8 }
    await h.send(.progressChanged(0.3))
    await h.finish()
  }

  @Test func progressOutsideALoadIsIgnored() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.progressChanged(0.1))
    await h.finish()
  }

  /// At progress 0, where `max` no longer hides a missing "only while loading" rule.
  @Test func progressBeforeAnyLoadIsIgnored() async {
    let h = Harness()
    await h.send(.progressChanged(0.5))
    await h.finish()
  }

  @Test func notANumberProgressIsIgnored() async {
    let h = Harness(loading)
    await h.send(.progressChanged(.nan))
    await h.finish()
  }

  @Test func redirectMovesTheURLToRetryAndKeepsLoading() async {
    let h = Harness(loading)
    await h.send(.loadRedirected(7, url: Fixture.login)) { $0.lastURL = Fixture.login }
    await h.finish()
  }

  @Test func commitShowsTheNewURLAndForgetsTheOldTitle() async {
    let h = Harness(loading)
    await h.send(.loadCommitted(7, url: Fixture.article)) {
      $0.url = Fixture.article
      $0.lastURL = Fixture.article
      $0.title = nil
      $0.isPageReady = false
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func titleChangeIsShown() async {
    let h = Harness(loading)
    await h.send(.titleChanged("Article")) { $0.title = "Article" }
    await h.finish()
  }

  @Test func finishFillsTheProgressAndStopsLoading() async {
    var state = loading
    state.isPageReady = false
    let h = Harness(state)
    await h.send(.loadFinished(7)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 1
      $0.isPageReady = true
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func failureBeforeCommitResetsProgressAndKeepsThePreviousPage() async {
    let h = Harness(loading)
    await h.send(.loadFailedBeforeCommit(7, .url(-1009))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
      $0.show(.offline)
    }
    await h.finish()
  }

  @Test func failureAfterCommitKeepsTheCommittedURLAndTitle() async {
    let h = Harness(loading)
    await h.send(.loadFailedAfterCommit(7, .url(-1005))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
      $0.show(.connectionLost)
    }
    await h.finish()
  }

  @Test(arguments: [
    Action.loadRedirected(3, url: Fixture.evil), .loadCommitted(3, url: Fixture.evil), .loadFinished(3),
    .loadFailedBeforeCommit(3, .url(-1009)), .loadFailedAfterCommit(3, .url(-1009)),
  ])
  func callbacksOfAReplacedLoadChangeNothing(action: Action) async {
    let h = Harness(loading)
    await h.send(action)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }
}
