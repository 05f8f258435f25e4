import StoreRuntime
import StoreTesting
import Testing

/// `ifCaseLet` runs a child on one case of an enum state, as TCA's does.
@MainActor
@Suite struct IfCaseLetTests {
  @Test func theChildRunsWhileTheStateIsItsCase() async {
    let (store, clock) = runningFlow()
    await store.send(.running(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.running(.tick)) { $0 = .running(Ticker.State(id: 1, ticks: 1)) }
    await store.send(.running(.stop))
    await store.finish()
  }

  @Test func theChildsEffectsAreCancelledWhenTheStateLeavesItsCase() async {
    let (store, clock) = runningFlow()
    await store.send(.running(.start))
    await store.send(.finish) { $0 = .done(0) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func theChildsEffectsKeepRunningWhileItsStateChangesInItsCase() async {
    let (store, clock) = runningFlow()
    await store.send(.running(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.running(.tick)) { $0 = .running(Ticker.State(id: 1, ticks: 1)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.running(.tick)) { $0 = .running(Ticker.State(id: 1, ticks: 2)) }
    await store.send(.running(.stop))
    await store.finish()
  }

  @Test func theChildsEffectsAreCancelledWhenAChildOfAnotherIdentityTakesTheCase() async {
    let (store, clock) = runningFlow()
    await store.send(.running(.start))
    await store.send(.restart(id: 2)) { $0 = .running(Ticker.State(id: 2)) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anActionForTheChildWhileTheStateIsAnotherCaseIsReportedAtTheIfCaseLetLine() async {
    let store = TestStore(initialState: Flow.State.done(3)) { Flow() }
    let (_, issues) = await IssueReporting.collect { await store.send(.running(.tick)) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Flow.ifCaseLetLine)
    #expect(issues.first?.message.contains("while the state is another case") == true)
    await store.finish()
  }

  /// A flow running ticker 1, on a clock the test advances.
  private func runningFlow() -> (TestStore<Flow.State, Flow.Action>, TestClock) {
    let clock = TestClock()
    let store = TestStore(initialState: Flow.State.running(Ticker.State(id: 1))) {
      Flow()
    } withDependencies: {
      $0.clock = clock
    }
    return (store, clock)
  }
}
