import StoreRuntime
import StoreTesting
import Testing

/// A counter only the main actor may touch: an effect that reads it without `await` compiles
/// only because `.run` bodies are main-actor isolated.
@MainActor
private final class Screen {
  var visits = 0
}

/// An effect whose closure has a capture list: Swift would infer such a closure as concurrent
/// if the isolation were not part of `Effect.Operation`'s type.
private struct Visitor: Reducer {
  struct State: Equatable, Sendable { var seen: [Int] = [] }
  enum Action: Equatable, Sendable {
    case visit
    case saw(Int)
  }
  let screen: Screen

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .visit:
      return .run { [screen] send in
        screen.visits += 1
        await send(.saw(screen.visits))
      }
    case .saw(let visits):
      state.seen.append(visits)
      return .none
    }
  }
}

@MainActor
@Suite struct EffectIsolationTests {
  @Test func anEffectWithACaptureListRunsOnTheMainActor() async {
    let screen = Screen()
    let store = TestStore(initialState: Visitor.State()) { Visitor(screen: screen) }
    await store.send(.visit)
    await store.receive(.saw(1)) { $0.seen = [1] }
    #expect(screen.visits == 1)
  }
}
