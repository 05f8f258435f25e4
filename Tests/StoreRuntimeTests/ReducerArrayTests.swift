import StoreRuntime
import StoreTesting
import Testing

/// A `for` loop in a reducer body lists one reducer per element, run in the loop's order.
@MainActor
@Suite struct ReducerArrayTests {
  struct Rules: Reducer {
    struct State: Equatable, Sendable { var trail: [String] = [] }
    enum Action: Equatable, Sendable {
      case apply
      case done(String)
    }
    let names: [String]

    var body: some Reducer<State, Action> {
      for name in names {
        Reduce { state, action in
          guard case .apply = action else { return .none }
          state.trail.append(name)
          return .send(.done(name))
        }
      }
    }
  }

  @Test func aForLoopRunsEachReducerInOrderAndMergesTheirEffects() async {
    let store = TestStore(initialState: Rules.State()) { Rules(names: ["a", "b", "c"]) }
    await store.send(.apply) { $0.trail = ["a", "b", "c"] }
    await store.receive(.done("a"))
    await store.receive(.done("b"))
    await store.receive(.done("c"))
    await store.finish()
  }

  @Test func anEmptyLoopDoesNothing() async {
    let store = TestStore(initialState: Rules.State()) { Rules(names: []) }
    await store.send(.apply)
    await store.finish()
  }
}
