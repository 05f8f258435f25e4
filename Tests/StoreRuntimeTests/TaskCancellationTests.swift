import StoreRuntime
import StoreTesting
import Testing

/// Code inside an effect cancels by id as in TCA: `Task.cancel(id:)` and
/// `withTaskCancellation(id:cancelInFlight:operation:)`, inside a child's namespace too.
@MainActor
@Suite struct TaskCancellationTests {
  struct Loader: Reducer {
    struct State: Equatable, Sendable { var loaded = 0 }
    enum Action: Equatable, Sendable { case load, cancelLoad, loaded, loadLatest }
    @Dependency(\.clock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { [clock] send in
          try await withTaskCancellation(id: "load") { try await clock.sleep(for: .seconds(1)) }
          await send(.loaded)
        }
      case .loadLatest:
        return .run { [clock] send in
          try await withTaskCancellation(id: "load", cancelInFlight: true) {
            try await clock.sleep(for: .seconds(1))
          }
          await send(.loaded)
        }
      case .cancelLoad:
        return .cancel(id: "load")
      case .loaded:
        state.loaded += 1
        return .none
      }
    }
  }

  @Test func taskCancelFromAnEffectCancelsTheEffectsOfThatID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Modal.State()) {
      Modal()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.present) { $0.ticker = Ticker.State(id: 1) }
    await store.send(.ticker(.start))
    await store.send(.ticker(.stopFromEffect))
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func taskCancelInAChildCancelsOnlyThatChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tabs.State()) {
      Tabs()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.open(1)) { $0.tabs = [Ticker.State(id: 1)] }
    await store.send(.open(2)) { $0.tabs = [Ticker.State(id: 1), Ticker.State(id: 2)] }
    await store.send(.tabs(.element(id: 1, action: .start)))
    await store.send(.tabs(.element(id: 2, action: .start)))
    await store.send(.tabs(.element(id: 1, action: .stopFromEffect)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tabs(.element(id: 2, action: .tick))) { $0.tabs[id: 2]?.ticks = 1 }
    await store.send(.tabs(.element(id: 2, action: .stop)))
    await store.finish()
  }

  @Test func workInWithTaskCancellationIsCancelledByTheReducersCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.load)
    await store.send(.cancelLoad)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func workThatIsNotCancelledFinishes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.load)
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded) { $0.loaded = 1 }
    await store.finish()
  }

  @Test func workOfTheSameIDWithoutCancelInFlightAllFinishes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.load)
    await store.send(.load)
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded) { $0.loaded = 1 }
    await store.receive(.loaded) { $0.loaded = 2 }
    await store.finish()
  }

  @Test func cancelInFlightCancelsTheEarlierWorkOfTheSameID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.loadLatest)
    await store.send(.loadLatest)
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded) { $0.loaded = 1 }
    await store.finish()
  }

  @Test func taskCancelOutsideAnEffectIsReported() {
    let (_, issues) = IssueReporting.collect { Task.cancel(id: "load") }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Task.cancel(id: \"load\") was called outside an effect") == true)
  }
}
