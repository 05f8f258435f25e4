import StoreRuntime
import StoreTesting
import Testing

/// A concatenation of sends completes while it is started, as in TCA: an effect that sends `b1`
/// and then `c1`, where `b1` returns `.concatenate(.send(.b2), .send(.b3))`, delivers b1, b2, b3,
/// c1. A `.run` in a concatenation is waited for before what follows it starts.
@MainActor
@Suite struct ConcatenationOrderTests {
  struct Steps: Reducer {
    struct State: Equatable, Sendable { var order: [String] = [] }
    enum Action: Equatable, Sendable { case start, b1, b2, b3, c1, startWithRun, afterRun }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          await send(.b1)
          await send(.c1)
        }
      case .b1:
        state.order.append("b1")
        return .concatenate(.send(.b2), .send(.b3))
      case .startWithRun:
        return .concatenate(.run { send in await send(.b2) }, .send(.afterRun))
      case .b2, .b3, .c1, .afterRun:
        state.order.append("\(action)")
        return .none
      }
    }
  }

  @Test func aConcatenationOfSendsCompletesBeforeTheEffectsNextLine() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.send(.start)
    await store.receive(.b1) { $0.order = ["b1"] }
    await store.receive(.b2) { $0.order = ["b1", "b2"] }
    await store.receive(.b3) { $0.order = ["b1", "b2", "b3"] }
    await store.receive(.c1) { $0.order = ["b1", "b2", "b3", "c1"] }
    await store.finish()
  }

  @Test func aSendAfterARunInAConcatenationWaitsForTheRun() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.send(.startWithRun)
    await store.receive(.b2) { $0.order = ["b2"] }
    await store.receive(.afterRun) { $0.order = ["b2", "afterRun"] }
    await store.finish()
  }
}
