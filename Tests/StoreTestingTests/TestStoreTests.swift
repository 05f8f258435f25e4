import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing

@MainActor
struct TestStoreTests {
  private func makeStore(clock: TestClock = TestClock()) -> TestStore<Counter.State, Counter.Action> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.clock = clock
    }
  }

  // MARK: Passing paths stay silent

  @Test func correctSendAssertionPasses() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    #expect(store.state.count == 1)
  }

  @Test func actionWithoutChangeNeedsNoClosure() async {
    let store = makeStore()
    await store.send(.noop)
  }

  @Test func receivedActionAssertedInOrderPasses() async {
    let store = makeStore()
    await store.send(.fetch)
    await store.receive(.responded(42)) { $0.count = 42 }
  }

  @Test func asyncEffectReceivedAfterClockAdvancePasses() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.delayedIncrement)
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 1 }
    await store.finish()
  }

  @Test func receiveByPredicatePasses() async {
    let store = makeStore()
    await store.send(.fetch)
    await store.receive({ if case .responded = $0 { true } else { false } }) { $0.count = 42 }
  }

  @Test func cancelledEffectDoesNotCountAsRunning() async {
    let store = makeStore()
    await store.send(.sleepForever)
    await store.send(.stop)
    await store.finish()
  }

  // MARK: Every failure class fires

  @Test func wrongExpectedStateFailsWithADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("State is not as expected") && text.contains("count")
    }
  }

  @Test func anExpectedChangeThatDidNotHappenFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Expected the state to change, but it did not")
    }
  }

  @Test func dependenciesChangedBetweenStepsReachTheNextEffects() async {
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.titleClient.title = { "first" }
    }
    await store.send(.load) { $0.isBusy = true }
    await store.receive(.titleLoaded("first")) {
      $0.isBusy = false
      $0.title = "first"
    }
    store.dependencies.titleClient.title = { "second" }
    await store.send(.load) { $0.isBusy = true }
    await store.receive(.titleLoaded("second")) {
      $0.isBusy = false
      $0.title = "second"
    }
    await store.finish()
  }

  /// An assertion closure runs as the reducer ran: it reads the dependencies the test set last,
  /// so an expected value can come from the same generator.
  @Test func anAssertionReadsTheDependenciesChangedBeforeItsStep() async {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    let store = TestStore(initialState: UUID?.none) {
      Reduce<UUID?, Bool> { state, _ in
        @Dependency(\.uuid) var uuid
        state = uuid()
        return .none
      }
    } withDependencies: {
      $0.uuid = .constant(first)
    }
    await store.send(true) {
      @Dependency(\.uuid) var uuid
      $0 = uuid()
    }
    store.dependencies.uuid = .constant(second)
    await store.send(true) {
      @Dependency(\.uuid) var uuid
      $0 = uuid()
    }
    #expect(store.state == second)
    await store.finish()
  }

  @Test func aMonitorTheTestInstallsHearsTheStoresEffectsToo() async {
    let log = EffectLog()
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.titleClient.title = { "first" }
      $0.effectMonitor = log
    }
    #expect(store.dependencies.effectMonitor === log)
    await loadTheFirstTitle(store)
    #expect(log.events == ["created 0 by 1", "started 0", "ended 0"])
  }

  @Test func aMonitorTheTestInstallsBetweenStepsHearsTheEffectsFromThenOn() async {
    let log = EffectLog()
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.titleClient.title = { "first" }
    }
    store.dependencies.effectMonitor = log
    #expect(store.dependencies.effectMonitor === log)
    await loadTheFirstTitle(store)
    #expect(log.events == ["created 0 by 1", "started 0", "ended 0"])
  }

  /// Loads the title "first" and finishes: one effect, created, started and ended.
  private func loadTheFirstTitle(_ store: TestStore<Screen.State, Screen.Action>) async {
    await store.send(.load) { $0.isBusy = true }
    await store.receive(.titleLoaded("first")) {
      $0.isBusy = false
      $0.title = "first"
    }
    await store.finish()
  }

  /// The test store follows the effects through the store's `effectMonitor`; dependencies the
  /// test replaces without one still lead there.
  @Test func replacedDependenciesStillLetTheTestStoreFollowTheEffects() async {
    let store = makeStore()
    var values = store.dependencies
    values.effectMonitor = nil
    store.dependencies = values
    await store.send(.sleepForever)
    await withKnownIssue {
      await endsWithin { await store.finish(timeout: .milliseconds(20)) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("still running")
    }
    await store.skipInFlightEffects()
  }

  /// A send waits, up to its effect-start timeout, for the effects it started to begin running;
  /// with no time at all they cannot have, and the step says so instead of waiting forever.
  @Test func effectsThatDoNotBeginRunningWithinTheirTimeoutFailTheSend() async {
    let store = makeStore()
    store.effectStartTimeout = .zero
    let line = #line + 2
    await withKnownIssue {
      await store.send(.sleepForever)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue).joined().hasPrefix(
          "The effects this action started did not begin running within 0.0 seconds")
    }
    store.effectStartTimeout = .seconds(60)
    await store.send(.stop)
    await store.finish()
  }

  /// Waiting for effects to begin running is a guard against a hang, not an assertion about the
  /// code under test, so the store's `timeout` (how long `receive` waits) does not shorten it.
  @Test func theReceiveTimeoutDoesNotLimitTheWaitForEffectsToStart() async {
    let store = makeStore()
    #expect(store.effectStartTimeout == .seconds(60))
    store.timeout = .zero
    await store.send(.sleepForever)
    store.timeout = .seconds(1)
    await store.send(.stop)
    await store.finish()
  }

  @Test func unexpectedStateChangeFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected not to change")
    }
  }

  @Test func unassertedReceivedActionFailsBeforeTheNextSend() async {
    let store = makeStore()
    await store.send(.fetch)
    await withKnownIssue {
      await store.send(.noop)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Must handle 1 received action")
    }
    #expect(store.state.count == 42)
    await store.skipReceivedActions()
  }

  @Test func unassertedReceivedActionFailsAtFinish() async {
    let store = makeStore()
    await store.send(.fetch)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("did not assert")
    }
  }

  @Test func receivingTheWrongActionFails() async {
    let store = makeStore()
    await store.send(.fetch)
    await withKnownIssue {
      await store.receive(.responded(1)) { $0.count = 42 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unexpected action")
    }
  }

  @Test func aWrongReceivedActionIsOneFailureAndItsStateIsTaken() async {
    let store = makeStore()
    await store.send(.fetch)
    let (_, issues) = await IssueReporting.collect {
      await store.receive(.responded(1)) { $0.count = 1 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("unexpected action") == true)
    #expect(store.state.count == 42)
    await store.finish()
  }

  /// An action received in place of the expected one still started its effects at that step:
  /// an effect it left running is named after the receive, at its line.
  @Test func anEffectStartedByAWrongReceivedActionIsNamedAfterThatReceive() async {
    struct Relay: Reducer {
      struct State: Equatable, Sendable {}
      enum Action: Equatable, Sendable { case begin, wait }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .begin: .send(.wait)
        case .wait: .run { _ in try await Task.sleep(for: .seconds(1_000)) }
        }
      }
    }
    let store = TestStore(initialState: Relay.State()) { Relay() }
    await store.send(.begin)
    let receiveLine = UInt(#line + 1)
    let (_, wrong) = await IssueReporting.collect { await store.receive(.begin) }
    #expect(wrong.count == 1)
    let (_, running) = await IssueReporting.collect { await endsWithin { await store.finish(timeout: .milliseconds(20)) } }
    #expect(running.map(\.line) == [receiveLine])
    #expect(running.first?.message.hasPrefix("An effect started by receive(.begin) at") == true)
    await store.skipInFlightEffects()
  }

  @Test func receiveTimesOutWhenNothingArrives() async {
    let store = makeStore()
    await withKnownIssue {
      await endsWithin { await store.receive(.increment, timeout: .milliseconds(20)) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("received nothing within the timeout")
    }
  }

  @Test func effectStillRunningAtFinishFailsNamingTheAction() async {
    let store = makeStore()
    await store.send(.sleepForever)
    await withKnownIssue {
      await endsWithin { await store.finish(timeout: .milliseconds(20)) }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("still running") && text.contains("sleepForever")
    }
    await store.skipInFlightEffects()
  }

  @Test func effectStillRunningWhenTheStoreIsReleasedIsReported() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore()
      await store.send(.sleepForever)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("still running") == true)
    #expect(issues.first?.message.contains("sleepForever") == true)
  }

  @Test func unassertedReceivedActionIsReportedWhenTheStoreIsReleased() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore()
      await store.send(.fetch)
    }
    #expect(issues.map(\.message) == ["The store received 1 action(s) that the test did not assert: .responded(42)"])
  }

  @Test func finishedStoreReportsNothingWhenReleased() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore()
      await store.send(.increment) { $0.count = 1 }
      await store.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func unoverriddenDependencyFailsNamingIt() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.readUnoverridden) { $0.text = "live" }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("UnoverriddenKey")
    }
  }

  @Test func unoverriddenBuiltInDateFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.readDate) { $0.text = "978307200.0" }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("\\.date")
    }
  }

  @Test func failureIsReportedAtTheLineOfTheStep() async {
    let store = makeStore()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.increment) { $0.count = 5 }
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "TestStoreTests.swift"
    }
  }

  // MARK: Non-exhaustive mode and skipping

  @Test func nonExhaustiveModeChecksOnlyWhatIsAsserted() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.fetch)
    await store.send(.increment) { $0.count = 43 }
    await store.send(.sleepForever)
    await store.skipInFlightEffects()
  }

  @Test func nonExhaustiveModeStillFailsAWrongAssertion() async {
    let store = makeStore()
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count = 9 }
    }
  }

  @Test func skipReceivedActionsAllowsTheNextSend() async {
    let store = makeStore()
    await store.send(.fetch)
    await store.skipReceivedActions()
    #expect(store.state.count == 42)
    await store.send(.increment) { $0.count = 43 }
  }

  @Test func skipInFlightEffectsLetsTheTestFinish() async {
    let store = makeStore()
    await store.send(.sleepForever)
    await store.skipInFlightEffects()
    await store.finish()
  }
}
