/// A reducer included by an `if` without `else` in a ``ReducerBuilder``.
@usableFromInline
package struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?

  @inlinable
  init(wrapped: Wrapped?) { self.wrapped = wrapped }

  /// Runs the wrapped reducer when the condition held; otherwise does nothing.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}
