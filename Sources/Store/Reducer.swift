/// A feature's logic: how an action changes the state, and which effect it starts.
///
/// Reducers are pure. Anything from the outside world (time, ids, the web view) comes from
/// `@Dependency` values, so that tests and replays can control it.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action: Sendable

  /// Changes `state` for `action` and returns the work to run afterwards (or `.none`).
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer made from a closure: the quickest way to write one.
///
/// ```swift
/// Reduce<Counter.State, Counter.Action> { state, action in
///   state.count += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
  private let body: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from `reduce`.
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.body = reduce
  }

  /// Wraps any reducer with the same state and action.
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.body = reducer.reduce(into:action:)
  }

  /// Calls the closure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}

/// Runs several reducers on the same action, in order, and merges their effects.
///
/// Each reducer sees the state as the previous one left it.
public struct CombineReducers<State, Action: Sendable>: Reducer {
  private let reducers: [Reduce<State, Action>]

  /// Combines `reducers`, run first to last.
  public init(_ reducers: [Reduce<State, Action>]) {
    self.reducers = reducers
  }

  /// Combines `reducers`, run first to last.
  public init(_ reducers: Reduce<State, Action>...) {
    self.reducers = reducers
  }

  /// Runs each reducer in order and merges their effects.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var effects: [Effect<Action>] = []
    for reducer in reducers {
      let effect = reducer.reduce(into: &state, action: action)
      if !effect.isNone { effects.append(effect) }
    }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return .merge(effects)
    }
  }
}

/// Runs a child reducer on one part of the parent's state and one case of its action.
///
/// Actions the `extract` closure does not recognise are ignored. The child's effects are
/// mapped back into parent actions with `embed`.
///
/// ```swift
/// Scope(state: \.bridge, extract: { if case .bridge(let a) = $0 { a } else { nil } },
///       embed: Parent.Action.bridge, child: BridgeFeature())
/// ```
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  private let state: WritableKeyPath<ParentState, Child.State>
  private let extract: (ParentAction) -> Child.Action?
  private let embed: @Sendable (Child.Action) -> ParentAction
  private let child: Child

  /// Creates a scope from a writable key path into the state and closures that take the child
  /// action out of a parent action and put it back in.
  public init(
    state: WritableKeyPath<ParentState, Child.State>,
    extract: @escaping (ParentAction) -> Child.Action?,
    embed: @escaping @Sendable (Child.Action) -> ParentAction,
    child: Child
  ) {
    self.state = state
    self.extract = extract
    self.embed = embed
    self.child = child
  }

  /// Runs the child when `extract` recognises the action; otherwise does nothing.
  public func reduce(into parent: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = extract(action) else { return .none }
    return child.reduce(into: &parent[keyPath: state], action: childAction).map(embed)
  }
}
