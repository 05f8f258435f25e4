/// A reducer that changes nothing and starts nothing: the body of a feature with no logic yet.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Returns `.none`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
