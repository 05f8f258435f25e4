/// A reducer that runs more logic when a value of the state changes: made by
/// ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Body: Reducer>: Reducer
where Body.State == Base.State, Body.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Body

  /// Runs the base reducer; when it changed the value, runs the reducer made from the old and
  /// new value on the same action and merges the effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffect }
    return .merge(baseEffect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension Reducer {
  /// Runs `reducer` after this one whenever an action changes the value `toValue` reads.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.isOnline) { wasOnline, isOnline in
  ///     Reduce { state, _ in isOnline ? .send(.retry) : .none }
  ///   }
  /// ```
  public func onChange<Value: Equatable, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> OnChangeReducer<Self, Value, Body> where Body.State == State, Body.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}
