import Foundation

/// Runs a reducer: holds the state, processes actions one at a time, and runs their effects.
///
/// Actions sent while an action is being processed (by a `.send` effect, or by an observer
/// reacting to a change) are queued and processed in order after it — never recursively and
/// never dropped. Releasing the store cancels its running effects.
///
/// A store made by ``scope(state:action:)-(KeyPath<State,ChildState>,_)`` shows one part of its
/// parent: it shares the parent's queue, effects and dependencies.
@MainActor
public final class Store<State, Action: Sendable> {
  // The state lives behind a pointer: the reducer mutates it in place, and reads and writes of
  // a pointee skip the dynamic exclusivity checks that a class's stored property costs.
  let storage: UnsafeMutablePointer<State>
  let reducer: (inout State, Action) -> Effect<Action>
  let dependencyBox: DependencyBox
  /// Set for a store made by `scope`: where its state comes from and its actions go.
  let parent: ParentLink<State, Action>?
  /// A scoped store's observation of its parent, which drives its own observers.
  var parentObservation: ObservationToken?

  private var queue: [QueuedAction<Action>] = []
  private var isProcessing = false
  private(set) var sequence = 0

  // Arrays, not dictionaries: observers and hooks run in the order they were added, the same
  // way in every process, so actions they send are queued deterministically.
  private var nextHandlerID = 0
  private var observers: [Observer] = []
  private var actionHooks: [ActionHook<State, Action>] = []
  private var snapshotHook: (@MainActor (Action, ActionOrigin, State, Int) -> Void)?
  /// Whether anything must hear about each action: one check on the hot path instead of three.
  private var hasListeners = false

  var running: [Int: RunningEffect] = [:]
  var cancellable: [EffectID: Set<Int>] = [:]
  var nextEffectID = 0

  /// Creates a store with `initialState`, running `reducer` with the current dependencies
  /// changed by `prepareDependencies`.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    storage = .allocate(capacity: 1)
    storage.initialize(to: initialState)
    self.reducer = reducer.reduce(into:action:)
    var values = DependencyValues.current
    prepareDependencies(&values)
    dependencyBox = DependencyBox(values)
    parent = nil
  }

  init(scopedState: State, dependencies: DependencyBox, parent: ParentLink<State, Action>) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: scopedState)
    reducer = { _, _ in .none }
    dependencyBox = dependencies
    self.parent = parent
  }

  isolated deinit {
    for effect in running.values { effect.task.cancel() }
    for observer in observers { observer.finish?() }
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// The current state. Read-only: change it by sending actions.
  ///
  /// A scoped store's state is its part of the parent's current state; once that part is gone
  /// (an optional child set to `nil`, an element removed), it stays at its last value.
  public var state: State {
    if let parent, let current = parent.state() { storage.pointee = current }
    return storage.pointee
  }

  /// The dependencies the reducer and effects of this store see.
  ///
  /// Changing them (a test store does) affects the actions sent afterwards and the effects
  /// they start; effects already running keep the values they were created with.
  public package(set) var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }

  /// Sends `action` to the reducer and starts its effects.
  ///
  /// Returns a handle to the effects started by this action and by the actions they feed back
  /// synchronously. When called while the store is already processing an action, the action is
  /// queued and the returned handle is empty. A scoped store sends the action to its parent,
  /// wrapped in the case it was scoped to.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let parent { return parent.send(action) }
    return StoreTask(process(action, origin: .external))
  }

  func process(_ action: Action, origin: ActionOrigin) -> [Task<Void, Never>] {
    if isProcessing {
      queue.append(QueuedAction(action: action, origin: origin))
      return []
    }
    isProcessing = true
    defer { isProcessing = false }
    var tasks: [Task<Void, Never>] = []
    CurrentDependencies.reducing(with: dependencyBox) {
      handle(action, origin: origin, tasks: &tasks)
      guard !queue.isEmpty else { return }
      var index = 0
      while index < queue.count {
        let next = queue[index]
        index += 1
        handle(next.action, origin: next.origin, tasks: &tasks)
      }
      queue.removeAll(keepingCapacity: true)
    }
    return tasks
  }

  private func handle(_ action: Action, origin: ActionOrigin, tasks: inout [Task<Void, Never>]) {
    sequence += 1
    let effect: Effect<Action>
    if actionHooks.isEmpty {
      effect = reducer(&storage.pointee, action)
    } else {
      effect = reduceWithPinnedDate(action, origin: origin)
    }
    if hasListeners {
      snapshotHook?(action, origin, storage.pointee, sequence)
      for observer in observers { observer.notify() }
    }
    if !effect.isNone {
      start(effect, cancelIDs: [], startedBy: sequence, into: &tasks)
    }
  }

  /// Reads `\.date` once, pins it for the reducer, and tells the action hooks.
  private func reduceWithPinnedDate(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    let date = dependencyBox.values.date.now
    var pinned = dependencyBox.values
    pinned.date = .constant(date)
    let effect = CurrentDependencies.reducing(with: DependencyBox(pinned)) { reducer(&storage.pointee, action) }
    let reduced = ReducedAction(action: action, origin: origin, state: storage.pointee, date: date, sequence: sequence)
    for entry in actionHooks { entry.hook(reduced) }
    return effect
  }

  /// Calls `onChange` with the value at `keyPath` now, and again each time an action changes it.
  ///
  /// The callback runs on the main actor right after the action that changed the value. Actions
  /// it sends are queued behind the current one. Keep the token: releasing it stops the calls.
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    _ onChange: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    var last = state[keyPath: keyPath]
    let id = addObserver { [unowned self] in
      let value = self.state[keyPath: keyPath]
      guard value != last else { return }
      last = value
      onChange(value)
    }
    onChange(last)
    return ObservationToken { [weak self] in self?.removeObserver(id) }
  }

  /// The value at `keyPath` now and after each change, as an async sequence.
  ///
  /// The sequence ends when the store is released. Values are buffered, newest kept, so a slow
  /// consumer sees the latest value rather than every intermediate one.
  public func values<Value: Equatable & Sendable>(of keyPath: KeyPath<State, Value>) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    var last = state[keyPath: keyPath]
    continuation.yield(last)
    let id = addObserver(finish: { continuation.finish() }) { [unowned self] in
      let value = self.state[keyPath: keyPath]
      guard value != last else { return }
      last = value
      continuation.yield(value)
    }
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
  public func onAction(
    _ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void
  ) -> ObservationToken {
    if let parent { return parent.onAction(hook) }
    let id = nextHandlerID
    nextHandlerID += 1
    actionHooks.append(ActionHook(id: id, hook: hook))
    return ObservationToken { [weak self] in self?.actionHooks.removeAll { $0.id == id } }
  }

  /// Installs the testing hook: sees each action with its state, without pinning dates.
  package func setSnapshotHook(_ hook: @escaping @MainActor (Action, ActionOrigin, State, Int) -> Void) {
    snapshotHook = hook
    updateHasListeners()
  }

  /// Calls `onChange` after every action (a scoped store follows its parent this way).
  func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken {
    let id = addObserver(onChange)
    return ObservationToken { [weak self] in self?.removeObserver(id) }
  }

  /// A scoped store's parent reduced an action: take the new state of this part (kept as the
  /// last value once the part is gone) and tell this store's observers.
  func parentChanged() {
    if let parent, let current = parent.state() { storage.pointee = current }
    for observer in observers { observer.notify() }
  }

  private func addObserver(
    finish: (@Sendable () -> Void)? = nil,
    _ notify: @escaping @MainActor () -> Void
  ) -> Int {
    let id = nextHandlerID
    nextHandlerID += 1
    observers.append(Observer(id: id, notify: notify, finish: finish))
    updateHasListeners()
    return id
  }

  private func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
    updateHasListeners()
  }

  private func updateHasListeners() {
    hasListeners = snapshotHook != nil || !observers.isEmpty
  }
}

/// An action waiting for the one being processed to finish.
struct QueuedAction<Action> {
  let action: Action
  let origin: ActionOrigin
}

/// A callback run after every action that may have changed the state.
struct Observer {
  let id: Int
  let notify: @MainActor () -> Void
  /// Ends an async sequence of values when the store goes away.
  let finish: (@Sendable () -> Void)?
}

/// A hook run with every reduced action.
struct ActionHook<State, Action> {
  let id: Int
  let hook: @MainActor (ReducedAction<State, Action>) -> Void
}
