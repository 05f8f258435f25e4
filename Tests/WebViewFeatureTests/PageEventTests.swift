import BridgeClient
import Foundation
import Testing
import WebViewFeature

@MainActor
struct PageEventTests {
  private var notReady: State {
    var state = Fixture.loadedPage
    state.isPageReady = false
    return state
  }

  @Test func resigningActiveSendsAppStateChange() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(.appResignedActive) { $0.isActive = false }
    #expect(h.page.scripts == [try Fixture.event(.appStateChange(isActive: false))])
    #expect(
      h.page.scripts == [
        #"typeof nativeBridge!=="undefined"&&nativeBridge!==null&&typeof nativeBridge.emit==="function"&&nativeBridge.emit("appStateChange",{"isActive":false})"#
      ])
    await h.finish()
  }

  @Test func becomingActiveSendsAppStateChange() async throws {
    var state = Fixture.loadedPage
    state.isActive = false
    let h = Harness(state)
    await h.send(.appBecameActive(titleMissing: false)) { $0.isActive = true }
    #expect(h.page.scripts == [try Fixture.event(.appStateChange(isActive: true))])
    await h.finish()
  }

  @Test func repeatedAppStateSendsNothing() async {
    var state = Fixture.loadedPage
    state.isActive = false
    let h = Harness(state)
    await h.send(.appResignedActive)
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func networkChangeSendsNetworkChange() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(.networkChanged(isOnline: false)) { $0.isOnline = false }
    await h.send(.networkChanged(isOnline: true)) { $0.isOnline = true }
    #expect(
      h.page.scripts == [
        try Fixture.event(.networkChange(isOnline: false)), try Fixture.event(.networkChange(isOnline: true)),
      ])
    await h.finish()
  }

  @Test func unchangedNetworkStatusSendsNothing() async {
    var state = Fixture.loadedPage
    state.isOnline = true
    let h = Harness(state)
    await h.send(.networkChanged(isOnline: true))
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func eventsBeforeThePageIsReadyAreQueued() async {
    let h = Harness(notReady)
    await h.send(.appResignedActive) {
      $0.isActive = false
      $0.pendingEvents = [.appStateChange(isActive: false)]
    }
    await h.send(.networkChanged(isOnline: false)) {
      $0.isOnline = false
      $0.pendingEvents.append(.networkChange(isOnline: false))
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func newerEventReplacesAQueuedEventOfTheSameName() async {
    var state = notReady
    state.isActive = false
    state.pendingEvents = [.appStateChange(isActive: false), .networkChange(isOnline: false)]
    let h = Harness(state)
    await h.send(.appBecameActive(titleMissing: false)) {
      $0.isActive = true
      $0.pendingEvents = [.networkChange(isOnline: false), .appStateChange(isActive: true)]
    }
    await h.finish()
  }

  @Test func readyMessageFlushesTheQueueInOrderOnce() async throws {
    var state = notReady
    state.pendingEvents = [.appStateChange(isActive: false), .networkChange(isOnline: true)]
    let h = Harness(state)
    await h.send(.scriptMessageReceived(body: Fixture.message("ready"), frame: Fixture.mainFrame)) {
      $0.isPageReady = true
      $0.pendingEvents = []
    }
    await h.send(.scriptMessageReceived(body: Fixture.message("ready"), frame: Fixture.mainFrame))
    let events = [
      try Fixture.event(.appStateChange(isActive: false)), try Fixture.event(.networkChange(isOnline: true)),
    ]
    let ready = try Fixture.reply(.success())
    #expect(h.page.scripts.filter { $0 != ready } == events)
    #expect(h.page.scripts.filter { $0 == ready }.count == 2)
    await h.finish()
  }

  @Test func finishFlushesTheQueue() async throws {
    var state = notReady
    state.currentLoad = 2
    state.isLoading = true
    state.pendingEvents = [.networkChange(isOnline: false)]
    let h = Harness(state)
    await h.send(.loadFinished(2)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 1
      $0.isPageReady = true
      $0.pendingEvents = []
    }
    #expect(h.page.scripts == [try Fixture.event(.networkChange(isOnline: false))])
    await h.finish()
  }

  @Test func newDocumentRearmsTheQueue() async {
    var state = Fixture.loadedPage
    state.currentLoad = 3
    state.isLoading = true
    let h = Harness(state)
    await h.send(.loadCommitted(3, url: Fixture.article)) {
      $0.url = Fixture.article
      $0.lastURL = Fixture.article
      $0.title = nil
      $0.isPageReady = false
    }
    await h.send(.appResignedActive) {
      $0.isActive = false
      $0.pendingEvents = [.appStateChange(isActive: false)]
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func readyFromASubframeDoesNotFlush() async throws {
    var state = notReady
    state.pendingEvents = [.networkChange(isOnline: false)]
    let h = Harness(state, configuration: Fixture.configuration(allowsSubframes: true))
    let frame = BridgeFrame(url: Fixture.url("https://widgets.example.com/"), isMainFrame: false)
    await h.send(.scriptMessageReceived(body: Fixture.message("ready", callback: nil), frame: frame))
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func eventsUseTheConfiguredDialect() async {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(dialect: .wadInterface()))
    await h.send(.appResignedActive) { $0.isActive = false }
    #expect(
      h.page.scripts == [
        #"typeof wadInterface!=="undefined"&&wadInterface!==null&&typeof wadInterface.fromNativeEvent==="function"&&wadInterface.fromNativeEvent("appStateChange",{"isActive":false})"#
      ])
    await h.finish()
  }

  @Test func undeliveredEventIsDiagnosed() async {
    let failing = BridgeClient { _ in throw PageGone() }
    let h = Harness(Fixture.loadedPage, bridge: failing)
    await h.send(.appResignedActive) { $0.isActive = false }
    #expect(h.web.calls == [.diagnose(.eventNotDelivered(name: "appStateChange", reason: "the page went away"))])
    await h.finish()
  }
}
