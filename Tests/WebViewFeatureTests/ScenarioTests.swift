import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// Whole user sessions, step by step, as the host would report them.
@MainActor
struct ScenarioTests {
  @Test func fullPageLoadShowsSteadyProgress() async {
    let h = Harness()
    await h.send(.load(Fixture.home)) { $0.lastURL = Fixture.home }
    await h.send(.navigationRequested(1, NavigationRequest(url: Fixture.home)))
    await h.send(.loadStarted(1, url: Fixture.home)) {
      $0.currentLoad = 1
      $0.isLoading = true
    }
    await h.send(.progressChanged(0.1)) { $0.progress = 0.1 }
    await h.send(.loadRedirected(1, url: Fixture.article)) { $0.lastURL = Fixture.article }
    await h.send(.progressChanged(0.05))
    await h.send(.responseReceived(2, NavigationResponse(url: Fixture.article)))
    await h.send(.loadCommitted(1, url: Fixture.article)) { $0.url = Fixture.article }
    await h.send(.progressChanged(0.7)) { $0.progress = 0.7 }
    await h.send(.titleChanged("Article")) { $0.title = "Article" }
    await h.send(.loadFinished(1)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 1
      $0.isPageReady = true
    }
    #expect(h.web.calls == [.load(Fixture.home), .decidePolicy(1, .allow), .decideResponse(2, .allow)])
    await h.finish()
  }

  @Test func tappingALinkToABlockedDomainShowsAnErrorAndKeepsThePage() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(1, NavigationRequest(url: Fixture.evil, type: .linkActivated))) {
      $0.show(.hostNotAllowed("evil.com"))
    }
    #expect(h.store.state.errorMessage == "evil.com cannot be opened in the app.")
    await h.send(.errorDismissed) { $0.show(nil) }
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    #expect(h.store.state.url == Fixture.home)
    await h.finish()
  }

  @Test func tappingATelLinkCallsThroughTheOS() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(1, NavigationRequest(url: Fixture.tel, type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(1, .cancel), .openExternally(Fixture.tel)])
    await h.finish()
  }

  @Test func a404ShowsOneErrorAndTheInterruptionAfterItIsSilent() async {
    let h = Harness(Fixture.loadedPage)
    let missing = Fixture.url("https://app.example.com/missing")
    await h.send(.navigationRequested(1, NavigationRequest(url: missing, type: .linkActivated)))
    await h.send(.loadStarted(1, url: missing)) {
      $0.currentLoad = 1
      $0.isLoading = true
      $0.progress = 0
      $0.lastURL = missing
    }
    await h.send(.progressChanged(0.3)) { $0.progress = 0.3 }
    await h.send(.responseReceived(2, NavigationResponse(url: missing, statusCode: 404))) { $0.show(.httpStatus(404)) }
    await h.send(.loadFailedBeforeCommit(1, .webKit(102, "Frame load interrupted"))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
    }
    #expect(h.store.state.errorMessage == "The page was not found (HTTP 404).")
    #expect(h.web.calls == [.decidePolicy(1, .allow), .decideResponse(2, .cancel)])
    await h.finish()
  }

  @Test func cancelledLoadDuringFastNavigationLeavesTheNewLoadAlone() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.loadStarted(1, url: Fixture.article)) {
      $0.currentLoad = 1
      $0.isLoading = true
      $0.progress = 0
      $0.lastURL = Fixture.article
    }
    await h.send(.progressChanged(0.4)) { $0.progress = 0.4 }
    await h.send(.loadStarted(2, url: Fixture.login)) {
      $0.currentLoad = 2
      $0.progress = 0
      $0.lastURL = Fixture.login
    }
    await h.send(.loadFailedBeforeCommit(1, .url(-999, "cancelled")))
    await h.send(.loadCommitted(2, url: Fixture.login)) {
      $0.url = Fixture.login
      $0.title = nil
      $0.isPageReady = false
    }
    await h.send(.loadFinished(2)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 1
      $0.isPageReady = true
    }
    #expect(h.store.state.errorMessage == nil)
    await h.finish()
  }

  @Test func pageKilledInTheBackgroundComesBackOnActivation() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(.appResignedActive) { $0.isActive = false }
    await h.send(.processTerminated) {
      $0.title = nil
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
      $0.needsReload = true
    }
    h.advance(seconds: 600)
    await h.send(.appBecameActive(titleMissing: true)) {
      $0.isActive = true
      $0.needsReload = false
      $0.pendingEvents = [.appStateChange(isActive: true)]
    }
    await h.send(.loadStarted(1, url: Fixture.home)) {
      $0.currentLoad = 1
      $0.isLoading = true
    }
    await h.send(.loadCommitted(1, url: Fixture.home))
    await h.send(.scriptMessageReceived(body: Fixture.message("ready", callback: nil), frame: Fixture.mainFrame)) {
      $0.isPageReady = true
      $0.pendingEvents = []
    }
    await h.send(.loadFinished(1)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 1
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    #expect(
      h.page.scripts == [
        try Fixture.event(.appStateChange(isActive: false)), try Fixture.event(.appStateChange(isActive: true)),
      ])
    await h.finish()
  }

  @Test func crashLoopStopsAfterTheCapUntilTheUserRetries() async {
    let h = Harness(Fixture.loadedPage)
    var crashes: [Date] = []
    for attempt in UInt64(1)...3 {
      crashes.append(h.date)
      await h.send(.processTerminated) { [crashes] in
        $0.title = nil
        $0.progress = 0
        $0.isPageReady = false
        $0.recentTerminations = crashes
      }
      await h.send(.loadStarted(LoadID(attempt), url: Fixture.home)) {
        $0.currentLoad = LoadID(attempt)
        $0.isLoading = true
      }
      await h.send(.loadCommitted(LoadID(attempt), url: Fixture.home))
      await h.send(.loadFinished(LoadID(attempt))) {
        $0.currentLoad = nil
        $0.isLoading = false
        $0.progress = 1
        $0.isPageReady = true
      }
      h.advance(seconds: 10)
    }
    crashes.append(h.date)
    await h.send(.processTerminated) { [crashes] in
      $0.progress = 0
      $0.isPageReady = false
      $0.recentTerminations = crashes
      $0.automaticReloadsStopped = true
      $0.show(.crashLoop(terminations: 4))
    }
    #expect(h.web.takeCalls() == [.load(Fixture.home), .load(Fixture.home), .load(Fixture.home)])
    await h.send(.reload) {
      $0.recentTerminations = []
      $0.automaticReloadsStopped = false
      $0.show(nil)
    }
    #expect(h.web.calls == [.load(Fixture.home)])
    await h.finish()
  }

  @Test func twoToastsInARowAreBothShown() async {
    let h = Harness(Fixture.loadedPage)
    let first = Fixture.message("showToast", data: ["message": "Saved"], callback: nil)
    let second = Fixture.message("showToast", data: ["message": "Synced"], callback: nil)
    await h.send(.scriptMessageReceived(body: first, frame: Fixture.mainFrame)) { $0.toastMessage = "Saved" }
    await h.send(.scriptMessageReceived(body: second, frame: Fixture.mainFrame)) { $0.queuedToasts = ["Synced"] }
    await h.send(.toastShown) {
      $0.toastMessage = "Synced"
      $0.queuedToasts = []
    }
    await h.send(.toastShown) { $0.toastMessage = nil }
    await h.finish()
  }

  @Test func confirmWhileAnAlertIsShowingWaitsItsTurn() async {
    let h = Harness(Fixture.loadedPage)
    let alert = JSDialog(id: 1, kind: .alert, message: "Saved")
    let confirm = JSDialog(id: 2, kind: .confirm, message: "Leave?")
    await h.send(.dialogRequested(alert)) { $0.dialogs = [alert] }
    await h.send(.dialogRequested(confirm)) { $0.dialogs = [alert, confirm] }
    await h.send(.dialogAnswered(1, .alertDismissed)) { $0.dialogs = [confirm] }
    await h.send(.dialogAnswered(2, .confirmed(true))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .alertDismissed), .completeDialog(2, .confirmed(true))])
    await h.finish()
  }

  @Test func leavingTheScreenWithADialogOpenCompletesItOnce() async {
    let h = Harness(Fixture.loadedPage)
    let prompt = JSDialog(id: 5, kind: .prompt(defaultText: "Mina"), message: "Name?")
    await h.send(.dialogRequested(prompt)) { $0.dialogs = [prompt] }
    await h.send(.screenClosed) {
      $0.isClosed = true
      $0.dialogs = []
    }
    await h.send(.dialogAnswered(5, .prompted("late")))
    #expect(h.web.calls == [.completeDialog(5, .prompted(nil))])
    await h.finish()
  }

  @Test func unknownBridgeActionSettlesThePagePromiseWithAnError() async throws {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(dialect: .actionUUID()))
    let body: JSONValue = ["action": "takePhoto", "uuid": "9f2c-1", "body": ["quality": 0.8]]
    await h.send(.scriptMessageReceived(body: body, frame: Fixture.mainFrame))
    #expect(
      h.page.scripts == [
        #"nativeBridge.resolve("9f2c-1",{"code":"UNKNOWN_ACTION","message":"No handler for action \"takePhoto\".","success":false})"#
      ])
    await h.finish()
  }

  @Test func messageFromAnUntrustedIframeNeverReachesNativeCode() async {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(allowsSubframes: true))
    let iframe = BridgeFrame(url: Fixture.url("https://ads.tracker.net/frame"), isMainFrame: false)
    let body = Fixture.message("openUrl", data: ["url": "https://phish.net/"])
    await h.send(.scriptMessageReceived(body: body, frame: iframe))
    #expect(h.page.scripts.isEmpty)
    #expect(h.web.calls.count == 1)
    if case .diagnose(.messageDropped(let error)) = h.web.calls.first {
      #expect(error.code == .untrustedOrigin)
      #expect(error.replyRoute == nil)
    } else {
      Issue.record("Expected a dropped-message diagnostic, got \(h.web.calls)")
    }
    await h.finish()
  }
}
