import Foundation
import StoreRuntime
import Testing
import WebViewFeature

@testable import webview_replay

/// Recomputing effects on replay never hangs: sleeps end at once and are shown, a timer is
/// stopped after a few ticks, an effect waiting for something that never comes is left at the
/// deadline, and a plugin request is shown as the app's to answer.
@MainActor
struct ReplayEffectsTests {
  /// A timeout no effect that ends reaches, even on a main actor shared with every other test of
  /// a suite running under ThreadSanitizer (where 5 s were once not enough).
  private let effects = ReplayEffects(
    appInfo: AppInfo(appVersion: "1", build: "1", osVersion: "1", device: "test"), pluginActions: ["scan"],
    timeout: .seconds(300))

  /// An effect created as the replayer creates them, with the replay's dependencies.
  private func effect(_ body: @escaping @Sendable () async throws -> Void) -> Effect<WebViewFeature.Action> {
    withDependencies(effects.dependencies) {
      Effect.run { _ in try await body() }
    }
  }

  @Test func aSleepEndsAtOnceAndIsShown() async {
    let done = await effects.run(
      effect {
        @Dependency(\.clock) var clock
        try await clock.sleep(for: .milliseconds(300))
        @Dependency(\.webView) var webView
        await webView.reload()
      }, sequence: 4)
    #expect(done == [.wait(.milliseconds(300)), .call(.webView(.reload))])
  }

  @Test func aTimerIsStoppedAfterItsFirstTicks() async {
    let done = await effects.run(
      effect {
        @Dependency(\.clock) var clock
        while true { try await clock.sleep(for: .seconds(1)) }
      }, sequence: 5)
    #expect(done == Array(repeating: .wait(.seconds(1)), count: ReplayEffects.maximumSleeps) + [.stopped(.keptWaiting(sleeps: 10))])
  }

  @Test func anEffectWaitingForeverIsLeftAtTheTimeout() async {
    let effects = ReplayEffects(
      appInfo: AppInfo(appVersion: "1", build: "1", osVersion: "1", device: "test"), pluginActions: [],
      timeout: .milliseconds(200))
    let effect = withDependencies(effects.dependencies) {
      Effect<WebViewFeature.Action>.run { _ in try await Task.sleep(for: .seconds(600)) }
    }
    #expect(await effects.run(effect, sequence: 6) == [.stopped(.deadline(.milliseconds(200)))])
  }

  @Test func anErrorNoCatchHandlesIsShown() async {
    struct Refused: Error {}
    let done = await effects.run(effect { throw Refused() }, sequence: 8)
    #expect(
      done == [
        .failed(
          "This Effect.run threw ReplayEffectsTests.Refused() and has no catch handler. Handle the error in the effect, or pass `catch:` to .run.")
      ])
    #expect(done.first?.text.hasPrefix("failed: This Effect.run threw") == true)
  }

  @Test func actionsTheEffectSendsAreDroppedAndItCarriesOn() async {
    let effect = withDependencies(effects.dependencies) {
      Effect<WebViewFeature.Action>.run { send in
        await send(.reload)
        @Dependency(\.webView) var webView
        await webView.reload()
      }
    }
    #expect(await effects.run(effect, sequence: 9) == [.call(.webView(.reload))])
  }

  @Test func whatAnEffectDidIsTheEntrysAlone() async {
    let first = await effects.run(
      effect {
        @Dependency(\.webView) var webView
        await webView.reload()
      }, sequence: 10)
    let second = await effects.run(
      effect {
        @Dependency(\.webView) var webView
        await webView.closeScreen()
      }, sequence: 11)
    #expect(first == [.call(.webView(.reload))])
    #expect(second == [.call(.webView(.closeScreen))])
  }

  @Test func theTimeoutIsFiveSecondsUnlessTheCommandLineSaysOtherwise() throws {
    #expect(try ReplayOptions(parsing: ["x.jsonl"]).effectTimeout == .seconds(5))
    #expect(try ReplayOptions(parsing: ["--effect-timeout", "0.25", "x.jsonl"]).effectTimeout == .milliseconds(250))
    #expect(try ReplayOptions(parsing: ["--effect-timeout=30", "x.jsonl"]).effectTimeout == .seconds(30))
  }

  @Test func aPluginRequestIsShownAsThePlugins() async throws {
    let configuration = effects.configuration(
      WebViewFeature.Configuration(
        bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"]))))
    let reducer = WebViewFeature(configuration: configuration)
    var state = WebViewFeature.State()
    let frame = BridgeFrame(url: URL(string: "https://app.example.com/")!)
    let effect = withDependencies(effects.dependencies) {
      reducer.reduce(into: &state, action: .scriptMessageReceived(body: ["type": "scan", "data": ["a": 1]], frame: frame))
    }
    #expect(await effects.run(effect, sequence: 7) == [.plugin(action: "scan", payload: ["a": 1])])
  }

  @Test func notesReadAsWhatHappened() {
    #expect(ReplayedEffect.wait(.milliseconds(300)).text == "waits 300 ms")
    #expect(ReplayedEffect.wait(.milliseconds(1500)).text == "waits 1.5 s")
    #expect(ReplayedEffect.stopped(.keptWaiting(sleeps: 10)).text.hasPrefix("stopped after 10 sleeps"))
    #expect(ReplayedEffect.stopped(.deadline(.seconds(5))).text.hasPrefix("stopped: still running after 5 s"))
  }
}
