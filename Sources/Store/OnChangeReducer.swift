/// A reducer that runs more logic when a value of the state changes: made by
/// ``Reducer/onChange(of:_:)`` and ``Reducer/onChange(of:removeDuplicates:_:)``.
package struct OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Body.State == Base.State, Body.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body

  /// Runs the base reducer; when it changed the value, runs the reducer made from the old and
  /// new value on the same action and merges the effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
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
  ) -> some Reducer<State, Action> where Body.State == State, Body.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `reducer` after this one whenever an action changes the value `toValue` reads, as
  /// `isDuplicate` judges it: for a value that is not `Equatable`, or one whose changes only
  /// count in part (`{ $0.id == $1.id }`).
  public func onChange<Value, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> some Reducer<State, Action> where Body.State == State, Body.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}
