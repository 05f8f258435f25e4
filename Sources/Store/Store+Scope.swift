extension Store {
  /// A store for one part of this store's state and one case of its actions: what a child
  /// view controller binds to.
  ///
  /// ```swift
  /// let webStore = appStore.scope(state: \.web, action: \.web)   // Store<WebViewFeature.State, WebViewFeature.Action>
  /// webStore.send(.reload)                                       // appStore receives .web(.reload)
  /// ```
  ///
  /// The child shares this store's queue, effects and dependencies: sending to it sends the
  /// wrapped action here. Its `state`, `observe` and `values(of:)` follow this store's state.
  /// Scoping a scoped store is allowed. Scoping again with the same key paths returns the same
  /// store while it is alive (a view may scope in its body); a `CasePath` value makes a new
  /// store on every call. The child is observable like this store: read `child.field`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    makeScope(initial: currentState[keyPath: toChildState], action: toChildAction) { $0[keyPath: toChildState] }
  }

  /// `scope(state:action:)` with the action case named as `\.case`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<Action.AllCasePaths, CasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scopeCache.store(for: ScopeCache.Key(state: toChildState, action: toChildAction, identity: nil)) {
      scope(state: toChildState, action: Action.allCasePaths[keyPath: toChildAction])
    }
  }

  /// A store for an optional child (a modal screen) or an element of a collection
  /// (`\.screens[id: id]`), or `nil` when that part of the state is `nil` now.
  ///
  /// When the part later goes away, the child store stays safe to use: its `state` keeps the
  /// last value, and an action sent to it reaches this store, whose `ifLet` or `forEach` reports
  /// it as sent to a child that no longer exists.
  ///
  /// Observation tracks whether the child is there and which one it is (its `id` when it is
  /// `Identifiable`), not its contents: a SwiftUI view that scopes in its body is redrawn when
  /// the child comes, goes or is replaced, and the child store's own reads track the rest.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = trackedChild(toChildState) else { return nil }
    return makeScope(initial: initial, action: toChildAction) { $0[keyPath: toChildState] }
  }

  /// `scope(state:action:)` for an optional child, with the action case named as `\.case`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: KeyPath<Action.AllCasePaths, CasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    guard let current = trackedChild(toChildState) else { return nil }
    let key = ScopeCache.Key(state: toChildState, action: toChildAction, identity: ChildNamespace.identity(of: current))
    return scopeCache.store(for: key) {
      makeScope(initial: current, action: Action.allCasePaths[keyPath: toChildAction]) { $0[keyPath: toChildState] }
    }
  }

  /// The optional child at `toChildState` now, its presence tracked by Observation: a view that
  /// scopes into it is redrawn when it comes, goes, or is replaced by one with another `id`.
  private func trackedChild<ChildState>(_ toChildState: KeyPath<State, ChildState?>) -> ChildState? {
    _ = tracked(toChildState.appending(path: \.childPresence), equal: ==)
    return currentState[keyPath: toChildState]
  }

  private func makeScope<ChildState, ChildAction>(
    initial: ChildState,
    action toChildAction: CasePath<Action, ChildAction>,
    state toChildState: @escaping (State) -> ChildState?
  ) -> Store<ChildState, ChildAction> {
    let link = ParentLink<ChildState, ChildAction>(
      parent: self,
      state: { [unowned self] in toChildState(self.currentState) },
      send: { [unowned self] in self.send(toChildAction.embed($0)) },
      onAction: { [unowned self] hook in
        self.onAction { reduced in
          guard let action = toChildAction.extract(from: reduced.action),
            let state = toChildState(reduced.state)
          else { return }
          hook(
            ReducedAction(
              action: action, origin: reduced.origin, state: state, date: reduced.date,
              sequence: reduced.sequence))
        }
      },
      willReduce: { [unowned self] hook in
        self.willReduce { incoming in
          guard let action = toChildAction.extract(from: incoming.action) else { return }
          hook(IncomingAction(action: action, origin: incoming.origin, date: incoming.date, sequence: incoming.sequence))
        }
      }
    )
    let core = ScopedCore(initialState: initial, parent: link)
    core.parentObservation = observeChanges { [weak core] in core?.parentChanged() }
    return Store<ChildState, ChildAction>(core: core, dependencies: dependencyBox)
  }
}
