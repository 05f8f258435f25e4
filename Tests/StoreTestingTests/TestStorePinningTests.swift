import StoreRuntime
import StoreTesting
import Testing

/// Behaviours of the TestStore that mutation testing showed no other test pins.
@MainActor
@Suite struct TestStorePinningTests {
  private let signals = ProbeSignals()

  private func makeStore(clock: TestClock = TestClock()) -> TestStore<Probe.State, Probe.Action> {
    TestStore(initialState: Probe.State()) {
      Probe(probe: signals)
    } withDependencies: {
      $0.clock = clock
    }
  }

  @Test func theDefaultTimeoutIsOneSecond() {
    #expect(makeStore().timeout == .seconds(1))
  }

  @Test func receiveWaitsForAnActionThatArrivesAfterTheStepThatStartedItsEffect() async {
    let store = makeStore()
    await store.send(.late)
    await store.receive(.arrivedLate) { $0.steps = ["late"] }
    await store.finish()
  }

  @Test func sendLetsTheEffectsItStartedRunUpToTheirFirstSuspension() async {
    let store = makeStore()
    await store.send(.touch)
    #expect(signals.touched.value)
    await store.skipInFlightEffects()
  }

  @Test func sendLetsAnEffectAConcatenationStartsRunUpToItsFirstSuspension() async {
    let store = makeStore()
    // Only the wind-down is timed: on a machine busy with the whole suite it can take a while.
    store.timeout = .seconds(30)
    await store.send(.touchInSequence)
    #expect(signals.touched.value)
    await store.skipInFlightEffects()
  }

  @Test func sendLetsAnEffectANestedConcatenationStartsRunUpToItsFirstSuspension() async {
    let store = makeStore()
    store.timeout = .seconds(30)
    await store.send(.touchInNestedSequence)
    #expect(signals.touched.value)
    await store.skipInFlightEffects()
  }

  @Test func anEffectStartedByAReceivedActionIsNamedAfterTheReceiveStep() async {
    let store = makeStore()
    await store.send(.chain)
    let line: UInt = #line + 1
    await store.receive(.chained) { $0.steps = ["chained"] }
    let (_, issues) = await IssueReporting.collect { await endsWithin { await store.finish(timeout: .milliseconds(20)) } }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "An effect started by receive(.chained) at StoreTestingTests/TestStorePinningTests.swift:\(line) is still running") == true)
    await store.skipInFlightEffects()
  }

  @Test func anEffectStartedByAnActionReceivedByPredicateIsNamedAfterThatStep() async {
    let store = makeStore()
    await store.send(.chain)
    let line: UInt = #line + 1
    await store.receive({ $0 == .chained }) { $0.steps = ["chained"] }
    let (_, issues) = await IssueReporting.collect { await endsWithin { await store.finish(timeout: .milliseconds(20)) } }
    #expect(
      issues.first?.message.hasPrefix(
        "An effect started by receive(matching:) at StoreTestingTests/TestStorePinningTests.swift:\(line) is still running") == true)
    await store.skipInFlightEffects()
  }

  /// TCA's `testEffectEmitAfterSkipInFlightEffects`.
  @Test func anEffectSkippedWhileInFlightStillSendsItsAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.delayedIncrement)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 1 }
    await store.finish()
  }

  @Test func finishPassesWithASkippedEffectStillRunning() async {
    let store = makeStore()
    await store.send(.stubborn)
    await store.skipInFlightEffects()
    await store.finish()
    signals.stop.setValue(true)
  }

  @Test func aFailureAtFinishIsNotReportedAgainWhenTheStoreIsReleased() async {
    let (_, issues) = await IssueReporting.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch)
      await store.finish()
    }
    #expect(issues.count == 1)
  }

  @Test func theStepAfterAMustHandleFailureStartsFromTheStateTheActionsLeft() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch)
    await withKnownIssue {
      await store.send(.increment) { $0.count = 43 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Must handle 1 received action(s)")
    }
    await store.receive(.responded(42))
    await store.send(.increment) { $0.count = 44 }
    await store.finish()
  }

  /// TCA's `testSendActionBeforeReceivingFailure`.
  @Test func theActionsWaitingAtAMustHandleFailureStayForTheNextReceives() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch)
    await withKnownIssue {
      await store.send(.fetch)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        Must handle 1 received action(s) before sending another action. Unhandled: .responded(42)
        """
    }
    await store.receive(.responded(42))
    await store.receive(.responded(42))
    await store.finish()
  }

  @Test func anEffectStartedByAWaitingActionIsNamedAfterTheReceiveThatTookItLater() async {
    let store = makeStore()
    await store.send(.chain)
    await withKnownIssue {
      await store.send(.twoChanges) {
        $0.count = 1; $0.label = "changed"
      }
    }
    let line: UInt = #line + 1
    await store.receive(.chained)
    let (_, issues) = await IssueReporting.collect { await endsWithin { await store.finish(timeout: .milliseconds(20)) } }
    #expect(
      issues.first?.message.hasPrefix(
        "An effect started by receive(.chained) at StoreTestingTests/TestStorePinningTests.swift:\(line) is still running") == true,
      "\(issues.map(\.message))")
    await store.skipInFlightEffects()
  }

  @Test func aWrongReceiveOfAWaitingActionKeepsTheStateOfTheStepsSinceThen() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch)
    await withKnownIssue {
      await store.send(.increment) { $0.count = 43 }
    }
    await withKnownIssue {
      await store.receive(.increment)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Received an unexpected action")
    }
    #expect(store.state.count == 43)
    await store.finish()
  }

  @Test func aClientWithoutTestValueCalledByAnEffectIsReportedAtTheSendLine() async {
    let store = TestStore(initialState: Probe.State()) { Probe(probe: signals) }
    let line: UInt = #line + 2
    let (_, issues) = await IssueReporting.collect {
      await store.send(.readClock)
      await store.finish()
    }
    #expect(issues.map(\.line) == [line])
    #expect(issues.first?.message.contains("\\.clock") == true)
  }

  @Test func showingSkippedAssertionsSaysNothingWhenTheFirstReceivedActionMatches() async {
    let (_, issues) = await IssueReporting.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.fetch)
      await store.receive(.responded(42)) { $0.count = 42 }
      await store.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func showingSkippedAssertionsListsTheChangesAClosureLeftOut() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore()
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.twoChanges) { $0.count = 1 }
      await store.finish()
    }
    #expect(issues.map(\.kind) == [.skippedAssertion])
    #expect(issues.first?.message.contains("+   label: \"changed\"") == true)
    #expect(issues.first?.message.contains("count") == false)
  }

  @Test func finishWhenNotExhaustiveLeavesNothingForALaterExhaustiveFinish() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.fetch)
    await store.finish()
    store.exhaustivity = .on
    await store.finish()
    #expect(store.state.count == 42)
  }
}
