/// The result builder behind ``Reducer/body`` and ``CombineReducers``: lists reducers that run in
/// order on every action.
///
/// `if`/`else` and `if` without `else` are supported, so a reducer can be included on a
/// condition known when the body is built (a configuration flag, say), and so is `for`, which
/// lists one reducer per element.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// Lets each listed reducer's state and action types be inferred from the body's.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  /// Each following reducer runs after those before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> some Reducer<State, Action>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    ReducerSequence(first: accumulated, second: next)
  }

  /// The reducer of an `if` without `else`: it runs only when the condition held.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> some Reducer<State, Action>
  where R.State == State, R.Action == Action { OptionalReducer(wrapped: reducer) }

  /// The `if` branch of an `if`/`else`; both branches are wrapped in a ``Reduce``, so that they
  /// have one type.
  @inlinable
  public static func buildEither<R: Reducer>(first reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(reducer) }

  /// The `else` branch of an `if`/`else`.
  @inlinable
  public static func buildEither<R: Reducer>(second reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(reducer) }

  /// The reducers of a `for` loop, run in the loop's order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> some Reducer<State, Action>
  where R.State == State, R.Action == Action { ReducerArray(reducers) }
}
