import Foundation

/// Runs a reducer: holds the state, processes actions one at a time, and runs their effects.
///
/// Actions sent while an action is being processed (by a `.send` effect, or by an observer
/// reacting to a change) are queued and processed in order after it — never recursively and
/// never dropped. Releasing the store cancels its running effects.
///
/// A store made by `scope(state:action:)` shows one part of its
/// parent: it shares the parent's queue, effects and dependencies.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  /// Whether this store reduces its actions or hands them to the store it was scoped from.
  let core: StoreCore<State, Action>
  /// The core's state and observers, kept here so reading them costs no call.
  let storage: HotPath.Cell<State>
  let observers: ObserverList
  /// Shared with the stores scoped from this one.
  let dependencyBox: DependencyBox
  /// The stores `scope` handed out for key paths, so scoping again returns the same one.
  var scopeCache = ScopeCache()
  /// What has been read from this store through Observation (made on the first such read).
  var observation: StoreObservation?
  /// Numbers observers in the order they were added: the order they are called in.
  var handlerIDs = IDCounter()

  /// Creates a store with `initialState`, running `reducer` with the current dependencies
  /// changed by `prepareDependencies`.
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    var values = DependencyValues.current
    DependencyAccess.overriding(&values, prepareDependencies)
    let dependencies = DependencyBox(values)
    dependencies.effectMonitor = values.effectMonitor
    dependencies.effectTaskFactory = values.effectTaskFactory
    self.init(
      core: RootCore(initialState: initialState, reducer: ReducerBox(reducer), dependencies: dependencies),
      dependencies: dependencies)
  }

  /// Creates a store as TCA's `Store(initialState:reducer:withDependencies:)` does: the initial
  /// state and the reducer are built with the store's dependencies in force, so an initialiser
  /// that reads `\.uuid` or `\.date`, or a reducer that reads a dependency in its `init`, sees
  /// the overrides.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    var values = DependencyValues.current
    DependencyAccess.overriding(&values, prepareDependencies)
    let (state, built) = withDependencies(values) { (initialState(), reducer()) }
    self.init(initialState: state, reducer: built) { $0 = values }
  }

  init(core: StoreCore<State, Action>, dependencies: DependencyBox) {
    self.core = core
    storage = core.storage
    observers = core.observers
    dependencyBox = dependencies
  }

  isolated deinit {
    observers.storeReleased()
  }

  /// The current state. Read-only: change it by sending actions.
  ///
  /// A scoped store's state is its part of the parent's current state; once that part is gone
  /// (an optional child set to `nil`, an element removed), it stays at its last value.
  ///
  /// Observation tracks the whole state when it is read this way: a SwiftUI view that reads
  /// `store.state.title` is redrawn by any change. Read `store.title` to track `title` alone.
  public var state: State {
    tracked(\.self, equal: RuntimeEquality.of(State.self))
  }

  /// The current state, read without telling Observation: for the store's own use.
  var currentState: State {
    core.refresh()
    return storage.value
  }

  /// The dependencies the reducer and effects of this store see.
  ///
  /// Changing them (a test store does) affects the actions sent afterwards and the effects
  /// they start; effects already running keep the values they were created with.
  public package(set) var dependencies: DependencyValues {
    get { dependencyBox.values }
    set {
      dependencyBox.values = newValue
      dependencyBox.effectMonitor = newValue.effectMonitor
      dependencyBox.effectTaskFactory = newValue.effectTaskFactory
    }
  }

  /// Sends `action` to the reducer and starts its effects.
  ///
  /// Returns a handle to the effects started by this action and by the actions they feed back
  /// synchronously. When called while the store is already processing an action, the action is
  /// queued and the returned handle is empty. A scoped store sends the action to its parent,
  /// wrapped in the case it was scoped to.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// Calls `onChange` with the value at `keyPath` now, and again each time an action changes it.
  ///
  /// The callback runs on the main actor right after the action that changed the value. Actions
  /// it sends are queued behind the current one. Keep the token: releasing it stops the calls.
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    _ onChange: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    let initial = currentState[keyPath: keyPath]
    let id = handlerIDs.next()
    addObserver(ValueObserver(id: id, keyPath: keyPath, initial: initial, onChange: onChange, onRelease: nil))
    onChange(initial)
    return ObservationToken { [weak self] in self?.removeObserver(id) }
  }

  /// The value at `keyPath` now and after each change, as an async sequence.
  ///
  /// The sequence ends when the store is released. Values are buffered, newest kept, so a slow
  /// consumer sees the latest value rather than every intermediate one.
  public func values<Value: Equatable & Sendable>(of keyPath: KeyPath<State, Value>) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let initial = currentState[keyPath: keyPath]
    continuation.yield(initial)
    let id = handlerIDs.next()
    addObserver(
      ValueObserver(
        id: id, keyPath: keyPath, initial: initial, onChange: { continuation.yield($0) },
        onRelease: { continuation.finish() }))
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeObserver(id) }
    }
    return stream
  }

  /// Calls `hook` with every action after it is reduced, with the state it left behind.
  ///
  /// While at least one hook is installed, the store reads `\.date` once per action and pins it
  /// for that action's reducer, so recorded logs replay with the exact same dates. On a scoped
  /// store, the hook sees the parent's actions of the scoped case, unwrapped.
  package func onAction(
    _ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void
  ) -> ObservationToken {
    core.onAction(hook)
  }

  /// Calls `hook` with every action just before the reducer runs it.
  ///
  /// Use it to persist an action before anything it causes can crash the process (a flight
  /// recorder does). Like ``onAction(_:)``, it makes the store pin `\.date` for each action;
  /// the hook gets that date. On a scoped store, the hook sees the parent's actions of the
  /// scoped case, unwrapped.
  package func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    core.willReduce(hook)
  }

  /// Calls `onChange` after every action (a scoped store follows its parent this way).
  func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken {
    let id = handlerIDs.next()
    addObserver(ChangeObserver(id: id, onChange: onChange))
    return ObservationToken { [weak self] in self?.removeObserver(id) }
  }

  func addObserver(_ observer: StoreObserver) {
    observers.append(observer)
  }

  func removeObserver(_ id: Int) {
    observers.remove(id: id)
  }
}
