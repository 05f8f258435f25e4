import Foundation
import Testing
import WebViewFeature

@MainActor
struct RecoveryTests {
  /// A page mid-load when its process dies: every loading field is set.
  private var loadingPage: State {
    var state = Fixture.loadedPage
    state.currentLoad = 5
    state.isLoading = true
    state.progress = 0.6
    return state
  }

  @Test func terminationWhileActiveResetsTheLoadAndReloadsAtOnce() async {
    let h = Harness(loadingPage)
    await h.send(.processTerminated) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
      $0.title = nil
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func processTerminationWhileInactiveReloadsOnActivation() async {
    var state = Fixture.loadedPage
    state.isActive = false
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
      $0.needsReload = true
    }
    #expect(h.web.calls.isEmpty)
    await h.send(.appBecameActive(titleMissing: true)) {
      $0.isActive = true
      $0.needsReload = false
      $0.pendingEvents = [.appStateChange(isActive: true)]
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func terminationCompletesThePanelsThePageWasBlockedOn() async {
    var state = Fixture.loadedPage
    state.dialogs = [JSDialog(id: 8, kind: .confirm, message: "Leave?")]
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.dialogs = []
      $0.recentTerminations = [Fixture.start]
    }
    #expect(h.web.calls == [.completeDialog(8, .confirmed(false)), .load(Fixture.home)])
    await h.finish()
  }

  @Test func terminationWithNothingLoadedReloadsNothing() async {
    let h = Harness()
    await h.send(.processTerminated) { $0.recentTerminations = [Fixture.start] }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func terminationBeyondTheCapStopsAutomaticReloadsWithAnError() async {
    var state = Fixture.loadedPage
    state.recentTerminations = [Fixture.start, Fixture.start, Fixture.start]
    let h = Harness(state)
    h.advance(seconds: 30)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations.append(Fixture.start.addingTimeInterval(30))
      $0.automaticReloadsStopped = true
      $0.show(.crashLoop(terminations: 4))
    }
    #expect(h.web.calls.isEmpty)
    #expect(h.store.state.errorMessage == "The page stopped working 4 times in a row. Tap Retry to load it again.")
    await h.finish()
  }

  @Test func crashLoopStillCompletesThePanelsThePageWasBlockedOn() async {
    var state = Fixture.loadedPage
    state.recentTerminations = [Fixture.start, Fixture.start, Fixture.start]
    state.dialogs = [JSDialog(id: 8, kind: .prompt(defaultText: "x"), message: "Name?")]
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.dialogs = []
      $0.recentTerminations.append(Fixture.start)
      $0.automaticReloadsStopped = true
      $0.show(.crashLoop(terminations: 4))
    }
    #expect(h.web.calls == [.completeDialog(8, .prompted(nil))])
    await h.finish()
  }

  @Test func crashLoopWhileInactiveDropsTheReloadPlannedForActivation() async {
    var state = Fixture.loadedPage
    state.isActive = false
    state.needsReload = true
    state.recentTerminations = [Fixture.start, Fixture.start, Fixture.start]
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations.append(Fixture.start)
      $0.automaticReloadsStopped = true
      $0.needsReload = false
      $0.show(.crashLoop(terminations: 4))
    }
    await h.send(.appBecameActive(titleMissing: true)) {
      $0.isActive = true
      $0.pendingEvents = [.appStateChange(isActive: true)]
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func terminationAfterReloadsStoppedStillCompletesThePanels() async {
    var state = Fixture.loadedPage
    state.automaticReloadsStopped = true
    state.dialogs = [JSDialog(id: 3, kind: .alert, message: "Hi")]
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.dialogs = []
      $0.recentTerminations = [Fixture.start]
    }
    #expect(h.web.calls == [.completeDialog(3, .alertDismissed)])
    await h.finish()
  }

  @Test func terminationAtTheCapStillReloads() async {
    var state = Fixture.loadedPage
    state.recentTerminations = [Fixture.start, Fixture.start]
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations.append(Fixture.start)
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func terminationsOutsideTheWindowDoNotCount() async {
    var state = Fixture.loadedPage
    state.recentTerminations = [Fixture.start, Fixture.start, Fixture.start]
    let h = Harness(state)
    h.advance(seconds: 60)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start.addingTimeInterval(60)]
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func theCapIsConfigurable() async {
    var state = Fixture.loadedPage
    state.recentTerminations = [Fixture.start]
    let configuration = Fixture.configuration(recovery: .init(maxAutomaticReloads: 1, window: 10))
    let h = Harness(state, configuration: configuration)
    h.advance(seconds: 5)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations.append(Fixture.start.addingTimeInterval(5))
      $0.automaticReloadsStopped = true
      $0.show(.crashLoop(terminations: 2))
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func terminationAfterReloadsStoppedDoesNotReload() async {
    var state = Fixture.loadedPage
    state.automaticReloadsStopped = true
    state.show(nil)
    let h = Harness(state)
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func retryAfterACrashLoopLoadsTheLastURLAndResumesAutomaticReloads() async {
    var state = Fixture.loadedPage
    state.automaticReloadsStopped = true
    state.recentTerminations = [Fixture.start, Fixture.start, Fixture.start, Fixture.start]
    state.show(.crashLoop(terminations: 4))
    let h = Harness(state)
    await h.send(.reload) {
      $0.automaticReloadsStopped = false
      $0.recentTerminations = []
      $0.show(nil)
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func reloadOfALivePageUsesTheWebViewsReload() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.reload)
    #expect(h.web.calls == [.reload])
    await h.finish()
  }

  @Test func reloadAfterAFailedLoadLoadsTheURLThatFailed() async {
    var state = Fixture.loadedPage
    state.lastURL = Fixture.article
    state.show(.offline)
    let h = Harness(state)
    await h.send(.reload) { $0.show(nil) }
    #expect(h.web.calls == [.load(Fixture.article)])
    await h.finish()
  }

  @Test func reloadWhileAReloadIsPendingLoadsTheLastURL() async {
    var state = Fixture.loadedPage
    state.needsReload = true
    let h = Harness(state)
    await h.send(.reload) { $0.needsReload = false }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func reloadWithNothingLoadedOnlyClearsTheError() async {
    var state = State()
    state.show(.offline)
    let h = Harness(state)
    await h.send(.reload) { $0.show(nil) }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func activationWithTheTitleGoneTreatsThePageAsDead() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.appBecameActive(titleMissing: true)) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func activationWithTheTitleGoneWhileLoadingIsNotADeadPage() async {
    var state = loadingPage
    state.title = nil
    let h = Harness(state)
    await h.send(.appBecameActive(titleMissing: true))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func activationWithTheTitleGoneBeforeAnyPageIsNotADeadPage() async {
    let h = Harness()
    await h.send(.appBecameActive(titleMissing: true))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func activationWithATitleReloadsNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.appBecameActive(titleMissing: false))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }
}
