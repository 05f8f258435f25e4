/// A parent reducer with an optional child feature (a modal screen): made by
/// `Reducer.ifLet(_:action:then:)`.
package struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let child: Child
  let callSite: CallSite

  /// Runs the child on its actions while its state exists, then the parent; cancels the
  /// child's running effects when the parent removes its state, or replaces it with a child of
  /// another identity (an `Identifiable` child with another `id`): the effects this action
  /// returned still run.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let identity = state[keyPath: toChildState].flatMap(ChildNamespace.identity(of:))
    let namespace = EffectID(ChildNamespace(path: toChildState, id: identity))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] != nil {
        let embed = toChildAction.embedClosure
        childEffect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
          .map(embed)
          .scoped(to: namespace)
      } else {
        callSite.report(
          """
          An action was sent to the child at \(toChildState) after its state became nil: \
          \(StateDiff.renderLine(action)). The child's effects were cancelled when its state went \
          away; an action from elsewhere (a view, a parent's effect) must check that the child \
          still exists.
          """
        )
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let gone: Bool
    if let child = state[keyPath: toChildState] {
      gone = wasPresent && ChildNamespace.identity(of: child) != identity
    } else {
      gone = wasPresent
    }
    // Cancel first: what the child was doing stops, while the effects of this very action
    // still run.
    return .merge(gone ? Effect(.cancel(id: namespace)) : .none, childEffect, parentEffect)
  }
}

extension Reducer {
  /// Runs `child` on an optional part of the state while it is non-`nil`, before this reducer.
  ///
  /// When this reducer sets the child's state to `nil`, every effect the child started earlier is
  /// cancelled. An action for the child that arrives when its state is `nil` is reported as an
  /// issue at this call's line (it would otherwise be silently lost).
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some Reducer<State, Action> where Child.State == ChildState, Child.Action == ChildAction {
    IfLetReducer(
      parent: self, toChildState: state, toChildAction: action, child: child(),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// ``ifLet(_:action:then:fileID:filePath:line:column:)`` with the action case named as `\.case`.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: KeyPath<Action.AllCasePaths, CasePath<Action, ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
    ifLet(
      state, action: Action.allCasePaths[keyPath: action], then: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
