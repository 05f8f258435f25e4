/// The reducer of one branch of an `if`/`else` in a ``ReducerBuilder``.
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The `if` branch was taken.
  case first(First)
  /// The `else` branch was taken.
  case second(Second)

  /// Runs the branch that was taken.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}
