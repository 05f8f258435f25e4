/// Reducers made in a `for` loop of a ``ReducerBuilder`` body, run in order on every action.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   for rule in rules {
///     Reduce { state, action in rule.apply(to: &state, action) }
///   }
/// }
/// ```
@usableFromInline
package struct ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable
  init(_ reducers: [Element]) {
    self.reducers = reducers
  }

  /// Runs each reducer on the state the one before left, and merges their effects.
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    var effects: [Effect<Element.Action>] = []
    for reducer in reducers {
      effects.append(reducer.reduce(into: &state, action: action))
    }
    return .merge(effects)
  }
}
