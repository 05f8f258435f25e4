/// Runs several reducers on the same action, in order, and merges their effects.
///
/// Each reducer sees the state as the previous one left it. Any reducers can be listed:
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.web, action: \.web) { WebViewFeature() }
///   Reduce { state, action in … }
/// }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers `build` lists, run first to last.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs each reducer in order and merges their effects.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
