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
  // The state lives behind a pointer: the reducer mutates it in place, and reads and writes of
  // a pointee skip the dynamic exclusivity checks that a class's stored property costs.
  let storage: UnsafeMutablePointer<State>
  let reducer: AnyReducerBox<State, Action>?
  let dependencyBox: DependencyBox
  private let dependencyKey = CurrentDependencies.key
  /// Set for a store made by `scope`: where its state comes from and its actions go.
  let parent: ParentLink<State, Action>?
  /// A scoped store's observation of its parent, which drives its own observers.
  var parentObservation: ObservationToken?
  /// The stores `scope` handed out for key paths, so scoping again returns the same one.
  var scopeCache = ScopeCache()
  /// How the effects this store runs outside any child cancel by id (made on first use).
  var rootCancellation: EffectCancellation?
  /// What has been read from this store through Observation (made on the first such read).
  var observation: StoreObservation?

  // The hot path checks these after every action; they are only touched on the main actor, so
  // the dynamic exclusivity checks a class property costs are skipped.
  @exclusivity(unchecked) private var queue: [QueuedAction<Action>] = []
  @exclusivity(unchecked) private var hasQueuedActions = false
  @exclusivity(unchecked) private var isProcessing = false
  /// Counts the actions this store reduced; the next one gets `sequence + 1`.
  @exclusivity(unchecked) private var sequence = 0

  // Arrays, not dictionaries: observers and hooks run in the order they were added, the same
  // way in every process, so actions they send are queued deterministically.
  var handlerIDs = IDCounter()
  private let observers = ObserverList()
  private var actionHooks: [ActionHook<State, Action>] = []
  private var incomingHooks: [IncomingHook<Action>] = []
  @exclusivity(unchecked) private var hasActionHooks = false
  /// Whether an observer must hear about each action: one check on the hot path instead of a
  /// generic collection check.
  @exclusivity(unchecked) private var hasListeners = false

  var running: [Int: RunningEffect] = [:]
  var cancellable: [EffectID: Set<Int>] = [:]
  var effectIDs = IDCounter()
  /// The dependencies' `effectMonitor`, read when they are set rather than on every effect.
  private(set) var effectMonitor: (any EffectMonitor)?

  /// Creates a store with `initialState`, running `reducer` with the current dependencies
  /// changed by `prepareDependencies`.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    storage = .holding(initialState)
    self.reducer = ReducerBox(reducer)
    var values = DependencyValues.current
    DependencyAccess.overriding(&values, prepareDependencies)
    dependencyBox = DependencyBox(values)
    effectMonitor = values.effectMonitor
    parent = nil
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

  init(scopedState: State, dependencies: DependencyBox, parent: ParentLink<State, Action>) {
    storage = .holding(scopedState)
    reducer = nil
    dependencyBox = dependencies
    self.parent = parent
  }

  isolated deinit {
    for effect in running.values { effect.task.cancel() }
    observers.storeReleased()
    storage.deinitialize(count: 1)
    storage.deallocate()
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
    refreshFromParent()
    return storage.pointee
  }

  /// A scoped store takes its part of the parent's current state, while that part is there.
  func refreshFromParent() {
    if let parent, let current = parent.state() { storage.pointee = current }
  }

  /// The dependencies the reducer and effects of this store see.
  ///
  /// Changing them (a test store does) affects the actions sent afterwards and the effects
  /// they start; effects already running keep the values they were created with.
  public package(set) var dependencies: DependencyValues {
    get { dependencyBox.values }
    set {
      dependencyBox.values = newValue
      effectMonitor = newValue.effectMonitor
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
    if parent != nil { return sendToParent(action) }
    return StoreTask(process(action, origin: .external))
  }

  @inline(never)
  private func sendToParent(_ action: Action) -> StoreTask {
    parent.unsafelyUnwrapped.send(action)
  }

  func process(_ action: Action, origin: ActionOrigin) -> EffectTasks {
    if isProcessing {
      enqueue(action, origin: origin)
      return nil
    }
    isProcessing = true
    defer { isProcessing = false }
    var tasks: EffectTasks = nil
    CurrentDependencies.reducing(with: dependencyBox, key: dependencyKey) {
      handle(action, origin: origin, tasks: &tasks)
      if hasQueuedActions { drainQueue(into: &tasks) }
    }
    return tasks
  }

  /// Queues an action sent while another is being processed. Kept out of `process`, whose
  /// common path would otherwise look up the queue's generic metadata on every send.
  @inline(never)
  private func enqueue(_ action: Action, origin: ActionOrigin) {
    queue.append(QueuedAction(action: action, origin: origin))
    hasQueuedActions = true
  }

  /// Handles the actions queued while one was being processed, including those they queue.
  @inline(never)
  private func drainQueue(into tasks: inout EffectTasks) {
    // Handling an action can queue more, so the end is checked on every turn.
    for index in 0... {
      guard index < queue.count else { break }
      let next = queue[index]
      handle(next.action, origin: next.origin, tasks: &tasks)
    }
    queue.removeAll(keepingCapacity: true)
    hasQueuedActions = false
  }

  private func handle(_ action: Action, origin: ActionOrigin, tasks: inout EffectTasks) {
    sequence &+= 1
    let effect: Effect<Action>
    if !hasActionHooks {
      // Only a root store processes actions, and a root store has a reducer.
      effect = reducer.unsafelyUnwrapped.reduce(into: &storage.pointee, action: action)
    } else {
      effect = reduceWithPinnedDate(action, origin: origin)
    }
    // Effects start first: an effect's `.send` is queued before anything an observer sends, and
    // the effect is handed over without being kept alive across the observers' calls.
    if let storage = (consume effect).storage {
      start(Effect(storage: storage), cancelIDs: [], startedBy: sequence, into: &tasks)
    }
    if hasListeners {
      observers.stateChanged(UnsafeMutableRawPointer(storage))
    }
  }

  /// Reads `\.date` once, pins it for the reducer, and tells the action hooks.
  private func reduceWithPinnedDate(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    let date = dependencyBox.values.date.now
    var pinned = dependencyBox.values
    pinned.date = .constant(date)
    if !incomingHooks.isEmpty {
      let incoming = IncomingAction(action: action, origin: origin, date: date, sequence: sequence)
      for entry in incomingHooks { entry.hook(incoming) }
    }
    let effect = CurrentDependencies.reducing(with: DependencyBox(pinned)) {
      reducer.unsafelyUnwrapped.reduce(into: &storage.pointee, action: action)
    }
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
  public func onAction(
    _ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void
  ) -> ObservationToken {
    if let parent { return parent.onAction(hook) }
    let id = handlerIDs.next()
    actionHooks.append(ActionHook(id: id, hook: hook))
    hasActionHooks = true
    return ObservationToken { [weak self] in
      guard let self else { return }
      self.actionHooks.removeAll { $0.id == id }
      self.updateHasActionHooks()
    }
  }

  /// Calls `hook` with every action just before the reducer runs it.
  ///
  /// Use it to persist an action before anything it causes can crash the process (a flight
  /// recorder does). Like ``onAction(_:)``, it makes the store pin `\.date` for each action;
  /// the hook gets that date. On a scoped store, the hook sees the parent's actions of the
  /// scoped case, unwrapped.
  public func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    if let parent { return parent.willReduce(hook) }
    let id = handlerIDs.next()
    incomingHooks.append(IncomingHook(id: id, hook: hook))
    hasActionHooks = true
    return ObservationToken { [weak self] in
      guard let self else { return }
      self.incomingHooks.removeAll { $0.id == id }
      self.updateHasActionHooks()
    }
  }

  private func updateHasActionHooks() {
    hasActionHooks = !actionHooks.isEmpty || !incomingHooks.isEmpty
  }

  /// Calls `onChange` after every action (a scoped store follows its parent this way).
  func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken {
    let id = handlerIDs.next()
    addObserver(ChangeObserver(id: id, onChange: onChange))
    return ObservationToken { [weak self] in self?.removeObserver(id) }
  }

  /// A scoped store's parent reduced an action: take the new state of this part (kept as the
  /// last value once the part is gone) and tell this store's observers.
  func parentChanged() {
    refreshFromParent()
    observers.stateChanged(UnsafeMutableRawPointer(storage))
  }

  func addObserver(_ observer: StoreObserver) {
    observers.append(observer)
    updateHasListeners()
  }

  func removeObserver(_ id: Int) {
    observers.remove(id: id)
    updateHasListeners()
  }

  private func updateHasListeners() {
    hasListeners = !observers.isEmpty
  }
}

/// An action waiting for the one being processed to finish.
struct QueuedAction<Action> {
  let action: Action
  let origin: ActionOrigin
}

/// A hook run with every action before it is reduced.
struct IncomingHook<Action> {
  let id: Int
  let hook: @MainActor (IncomingAction<Action>) -> Void
}

/// A hook run with every reduced action.
struct ActionHook<State, Action> {
  let id: Int
  let hook: @MainActor (ReducedAction<State, Action>) -> Void
}
