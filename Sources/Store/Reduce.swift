/// A reducer made from a closure: the quickest way to write one.
///
/// ```swift
/// Reduce<Counter.State, Counter.Action> { state, action in
///   state.count += 1
///   return .none
/// }
/// ```
///
/// Inside a ``Reducer/body`` the state and action types are inferred: `Reduce { state, action in … }`.
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline
  let closure: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from `reduce`.
  @inlinable
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.closure = reduce
  }

  /// Wraps any reducer with the same state and action.
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.closure = reducer.reduce(into:action:)
  }

  /// Calls the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    closure(&state, action)
  }
}
