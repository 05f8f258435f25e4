/// A feature's logic: how an action changes the state, and which effect it starts.
///
/// Define a reducer in one of two ways, as in TCA:
/// - implement ``reduce(into:action:)`` for logic written by hand, or
/// - implement ``body`` to compose other reducers (`Reduce`, `Scope`, `ifLet`, `forEach`, …)
///   with the ``ReducerBuilder`` result builder.
///
/// Reducers are pure. Anything from the outside world (time, ids, the web view) comes from
/// `@Dependency` values, so that tests and replays can control it.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action: Sendable
  /// The reducer this one is composed of, when it is defined by ``body``.
  associatedtype Body

  /// Changes `state` for `action` and returns the work to run afterwards (or `.none`).
  ///
  /// A reducer that defines ``body`` gets this for free: it runs the body.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of, run in order for every action.
  ///
  /// A reducer that implements ``reduce(into:action:)`` itself has no body (`Never`).
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer written with `reduce(into:action:)` has no body; this is never called.
  public var body: Never {
    fatalError("\(Self.self) implements reduce(into:action:) and has no body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
