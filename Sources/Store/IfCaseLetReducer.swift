/// A parent reducer whose state is an enum, with a child feature for one of its cases (signed in
/// or out, a step of a flow): made by `Reducer.ifCaseLet(_:action:then:)`.
package struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.State: CasePathable {
  let parent: Parent
  let toChildState: KeyPath<Parent.State.AllCasePaths, CasePath<Parent.State, Child.State>>
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let child: Child
  let callSite: CallSite

  /// Runs the child on its actions while the state is its case, then the parent; cancels the
  /// child's running effects when the parent moves the state to another case, or to the same
  /// case with a child of another identity (the effects this action returned still run).
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childCase = Parent.State.allCasePaths[keyPath: toChildState]
    let identity = childCase.extract(from: state).flatMap(ChildNamespace.identity(of:))
    let namespace = EffectID(ChildNamespace(path: toChildState, id: identity))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = childCase.extract(from: state) {
        let embed = toChildAction.embedClosure
        childEffect = child.reduce(into: &childState, action: childAction).map(embed).scoped(to: namespace)
        state = childCase.embed(childState)
      } else {
        callSite.report(
          """
          An action was sent to the child of case \(toChildState) while the state is another case: \
          \(StateDiff.renderLine(action)). The child's effects were cancelled when the state left \
          its case; an action from elsewhere (a view, a parent's effect) must check the case first.
          """
        )
      }
    }
    let wasPresent = childCase.extract(from: state) != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let gone: Bool
    if let child = childCase.extract(from: state) {
      gone = wasPresent && ChildNamespace.identity(of: child) != identity
    } else {
      gone = wasPresent
    }
    // Cancel first: what the child was doing stops, while the effects of this very action
    // still run.
    return .merge(gone ? Effect(.cancel(id: namespace)) : .none, childEffect, parentEffect)
  }
}

extension Reducer where State: CasePathable {
  /// Runs `child` on one case of an enum state while the state is that case, before this reducer.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(\.signedIn, action: \.signedIn) { SignedIn() }
  /// }
  /// ```
  ///
  /// When this reducer moves the state to another case, every effect the child started is
  /// cancelled. An action for the child that arrives while the state is another case is
  /// reported as an issue at this call's line (it would otherwise be silently lost).
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: KeyPath<State.AllCasePaths, CasePath<State, ChildState>>,
    action: KeyPath<Action.AllCasePaths, CasePath<Action, ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
    IfCaseLetReducer(
      parent: self, toChildState: state, toChildAction: Action.allCasePaths[keyPath: action], child: child(),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
