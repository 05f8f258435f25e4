/// Runs a child reducer on one part of the parent's state and one case of its action.
///
/// Actions of other cases are ignored. The child's effects are mapped back into the parent's
/// action case.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.web, action: \.web) { WebViewFeature() }
///   Reduce { state, action in … }
/// }
/// ```
///
/// `action:` names a case of a ``CasePathable`` action as a key path, or takes a ``CasePath``.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Creates a scope from a key path into the state and a case path into the action.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = state
    self.toChildAction = action
    self.child = child()
  }

  /// Creates a scope from a key path into the state and a case of the action, named as `\.case`.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: KeyPath<ParentAction.AllCasePaths, CasePath<ParentAction, ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: state, action: ParentAction.allCasePaths[keyPath: action], child: child)
  }

  /// Runs the child when the action is its case; otherwise does nothing.
  @inlinable
  public func reduce(into parent: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let embed = toChildAction.embedClosure
    return child.reduce(into: &parent[keyPath: toChildState], action: childAction).map(embed)
  }
}
