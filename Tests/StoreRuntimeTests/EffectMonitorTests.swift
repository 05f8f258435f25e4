import StoreRuntime
import TestSupport
import Testing

/// What a store tells the `effectMonitor` among its dependencies about the effect tasks it runs.
@MainActor
@Suite struct EffectMonitorTests {
  @Test func aMonitorHearsAnEffectTaskCreatedThenStartedThenEnded() async throws {
    let log = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.effectMonitor = log }
    store.send(.tap("x"))
    let task = store.send(.echoAfterAsync("echo"))
    #expect(log.events == ["created 0 by 2"])
    try await finish(task)
    #expect(store.state.log == ["x", "echo"])
    #expect(log.events == ["created 0 by 2", "started 0", "ended 0"])
    #expect(log.isIdle)
  }

  @Test func aTaskIsCreatedBeforeItStartsAndStartsOnlyOnceTheMainActorIsFree() async throws {
    let log = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.effectMonitor = log }
    store.send(.echoAfterAsync("first"))
    store.send(.echoAfterAsync("second"))
    #expect(log.events == ["created 0 by 1", "created 1 by 2"])
    try await waitUntil("both effects send their actions") { store.state.log == ["first", "second"] }
    try await waitUntil("both effects end") { log.isIdle }
    #expect(log.events.filter { $0.hasPrefix("started") }.sorted() == ["started 0", "started 1"])
  }

  @Test func aConcatenationIsATaskThatStartsEachPartAsATaskOfItsOwn() async throws {
    let clock = TestClock()
    let log = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.clock = clock
      $0.effectMonitor = log
    }
    let task = store.send(.concatenated)
    try await waitUntil("the first part sleeps") { clock.sleeperCount == 1 }
    #expect(log.events == ["created 0 by 1", "started 0", "created 1 by 1", "started 1"])
    await clock.advance(by: .seconds(2))
    try await finish(task)
    #expect(store.state.log == ["slow", "fast"])
    #expect(
      log.events == [
        "created 0 by 1", "started 0", "created 1 by 1", "started 1", "ended 1", "created 2 by 1", "started 2",
        "ended 2", "ended 0",
      ])
  }

  @Test func theCreatedTaskCancelsTheEffect() async throws {
    let clock = TestClock()
    let log = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.clock = clock
      $0.effectMonitor = log
    }
    let task = store.send(.startTimer(id: "t", after: .seconds(1), reply: "fired"))
    log.tasks[0]?.cancel()
    try await finish(task)
    await clock.run()
    #expect(store.state.log == [])
    #expect(log.isIdle)
  }

  @Test func theWorkOfWithTaskCancellationIsATaskOfItsOwnStartedByTheSameAction() async throws {
    let log = EffectLog()
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, Bool> { state, action in
        guard action else { state += 1; return .none }
        return .run { send in
          try await withTaskCancellation(id: "work") {}
          await send(false)
        }
      }
    ) { $0.effectMonitor = log }
    try await finish(store.send(true))
    #expect(store.state == 1)
    #expect(log.events == ["created 0 by 1", "started 0", "created 1 by 1", "started 1", "ended 1", "ended 0"])
  }

  /// The store reads its monitor when its dependencies are set: a new one hears the effects
  /// started from then on, the old one no more.
  @Test func dependenciesWithAnotherMonitorReplaceIt() async throws {
    let first = EffectLog()
    let second = EffectLog()
    let store = Store(initialState: Recorder.State(), reducer: Recorder()) { $0.effectMonitor = first }
    store.dependencies.effectMonitor = second
    try await finish(store.send(.echoAfterAsync("echo")))
    #expect(first.events == [])
    #expect(second.events == ["created 0 by 1", "started 0", "ended 0"])
  }

  @Test func anEffectOfAReleasedStoreStillEnds() async throws {
    let log = EffectLog()
    var store: Store<Recorder.State, Recorder.Action>? = Store(initialState: Recorder.State(), reducer: Recorder()) {
      $0.clock = TestClock()
      $0.effectMonitor = log
    }
    store?.send(.startTimer(id: "t", after: .seconds(1), reply: "never"))
    store = nil
    try await waitUntil("the cancelled effect ends") { log.isIdle }
    #expect(log.events == ["created 0 by 1", "started 0", "ended 0"])
  }
}
