/// Two reducers run one after the other; what ``ReducerBuilder`` makes of a list.
@usableFromInline
package struct ReducerSequence<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs `first`, then `second` on the state `first` left, and merges their effects.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}
