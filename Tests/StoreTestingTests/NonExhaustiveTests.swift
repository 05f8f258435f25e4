import StoreRuntime
import StoreTesting
import Testing

@MainActor
@Suite struct NonExhaustiveTests {
  private func makeStore(
    _ exhaustivity: Exhaustivity, clock: TestClock = TestClock()
  ) -> TestStore<Counter.State, Counter.Action> {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.clock = clock
    }
    store.exhaustivity = exhaustivity
    return store
  }

  @Test func finishWaitsForRunningEffectsWhenNotExhaustive() async {
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.titleClient.title = {
        try? await Task.sleep(for: .milliseconds(50))
        return "slow"
      }
    }
    store.exhaustivity = .off
    await store.send(.load)
    await store.finish()
    #expect(store.state.title == "slow")
  }

  @Test func receiveSkipsEarlierActionsThatDoNotMatch() async {
    let store = makeStore(.off)
    await store.send(.fetch)
    await store.send(.fetch)
    await store.receive(.responded(42)) { $0.count = 42 }
    await store.finish()
  }

  @Test func aStateAssertionChecksOnlyWhatTheClosureSets() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    store.exhaustivity = .off
    await store.send(.load)
    await store.receive(\.titleLoaded) { $0.title = "test" }
    #expect(store.state.isBusy == false)
    await store.finish()
  }

  @Test func withoutShowingSkippedAssertionsNothingIsReported() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore(.off)
      await store.send(.fetch)
      await store.send(.increment)
      await store.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func showingSkippedAssertionsListsAnUnassertedStateChange() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore(.off(showSkippedAssertions: true))
      await store.send(.increment)
      await store.finish()
    }
    #expect(issues.map(\.kind) == [.skippedAssertion])
    #expect(issues.first?.message.hasPrefix("State changes the test did not assert: (- expected, + actual)") == true)
    #expect(issues.first?.message.contains("+   count: 1") == true)
  }

  @Test func showingSkippedAssertionsListsActionsSkippedByReceive() async {
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore(.off(showSkippedAssertions: true))
      await store.send(.fetchAfterIncrement)
      await store.receive(.responded(42)) { $0.count = 42 }
      await store.finish()
    }
    #expect(issues.map(\.kind) == [.skippedAssertion])
    #expect(issues.map(\.message) == ["1 received action(s) were skipped before this one: .increment"])
  }

  @Test func showingSkippedAssertionsListsWhatFinishLeftBehind() async {
    let clock = TestClock()
    let (_, issues) = await IssueReporting.collect {
      let store = makeStore(.off(showSkippedAssertions: true), clock: clock)
      await store.send(.fetch) { $0.count = 42 }
      await store.send(.sleepForever)
      await endsWithin { await store.finish(timeout: .milliseconds(20)) }
      await store.skipInFlightEffects()
    }
    let messages = issues.filter { $0.kind == .skippedAssertion }.map(\.message)
    #expect(messages.contains("1 received action(s) were not asserted: .responded(42)"))
    #expect(messages.contains { $0.hasPrefix("An effect started by send(.sleepForever) at ") && $0.hasSuffix(" is still running.") })
  }
}
