/// A store's reducer behind a class reference: the store calls it through the vtable without
/// retaining a closure context on every action.
class AnyReducerBox<State, Action: Sendable> {
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    fatalError("AnyReducerBox is abstract; ReducerBox overrides reduce(into:action:).")
  }
}

/// The box for one concrete reducer type.
final class ReducerBox<R: Reducer>: AnyReducerBox<R.State, R.Action> {
  let reducer: R

  init(_ reducer: R) {
    self.reducer = reducer
  }

  override func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    reducer.reduce(into: &state, action: action)
  }
}
