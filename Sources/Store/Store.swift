import Foundation

/// Runs a reducer: holds the state, processes actions one at a time, and runs their effects.
///
/// Actions sent while an action is being processed (by a `.send` effect, or by an observer
/// reacting to a change) are queued and processed in order after it — never recursively and
/// never dropped. Releasing the store cancels its running effects.
@MainActor
public final class Store<State, Action: Sendable> {
  /// The current state. Read-only: change it by sending actions.
  public private(set) var state: State

  let reducer: (inout State, Action) -> Effect<Action>
  /// The dependencies the reducer and effects of this store see.
  public let dependencies: DependencyValues

  private var queue: [(Action, ActionOrigin)] = []
  private var isProcessing = false
  private(set) var sequence = 0

  private struct Observer {
    let id: Int
    let notify: @MainActor () -> Void
    /// Ends an async sequence of values when the store goes away.
    let finish: (@Sendable () -> Void)?
  }

  // Arrays, not dictionaries: observers and hooks run in the order they were added, the same
  // way in every process, so actions they send are queued deterministically.
  private var nextHandlerID = 0
  private var observers: [Observer] = []
  private var actionHooks: [(id: Int, hook: @MainActor (ReducedAction<State, Action>) -> Void)] = []
  private var snapshotHook: (@MainActor (Action, ActionOrigin, State, Int) -> Void)?

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
    self.state = initialState
    self.reducer = reducer.reduce(into:action:)
    var values = DependencyValues.current
    prepareDependencies(&values)
    self.dependencies = values
  }

  isolated deinit {
    for effect in running.values { effect.task.cancel() }
    for observer in observers { observer.finish?() }
  }

  /// Sends `action` to the reducer and starts its effects.
  ///
  /// Returns a handle to the effects started by this action and by the actions they feed back
  /// synchronously. When called while the store is already processing an action, the action is
  /// queued and the returned handle is empty.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(process(action, origin: .external))
  }

  func process(_ action: Action, origin: ActionOrigin) -> [Task<Void, Never>] {
    if isProcessing {
      queue.append((action, origin))
      return []
    }
    isProcessing = true
    defer { isProcessing = false }
    var tasks: [Task<Void, Never>] = []
    DependencyValues.$current.withValue(dependencies) {
      handle(action, origin: origin, tasks: &tasks)
      var index = 0
      while index < queue.count {
        let (next, nextOrigin) = queue[index]
        index += 1
        handle(next, origin: nextOrigin, tasks: &tasks)
      }
      queue.removeAll(keepingCapacity: true)
    }
    return tasks
  }

  private func handle(_ action: Action, origin: ActionOrigin, tasks: inout [Task<Void, Never>]) {
    sequence += 1
    let effect: Effect<Action>
    if actionHooks.isEmpty {
      effect = reducer(&state, action)
    } else {
      let date = dependencies.date.now
      var pinned = dependencies
      pinned.date = .constant(date)
      effect = DependencyValues.$current.withValue(pinned) { reducer(&state, action) }
      let reduced = ReducedAction(action: action, origin: origin, state: state, date: date, sequence: sequence)
      for entry in actionHooks { entry.hook(reduced) }
    }
    snapshotHook?(action, origin, state, sequence)
    for observer in observers { observer.notify() }
    if !effect.isNone {
      start(effect, cancelIDs: [], startedBy: sequence, into: &tasks)
    }
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
  /// for that action's reducer, so recorded logs replay with the exact same dates.
  public func onAction(
    _ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void
  ) -> ObservationToken {
    let id = nextHandlerID
    nextHandlerID += 1
    actionHooks.append((id, hook))
    return ObservationToken { [weak self] in self?.actionHooks.removeAll { $0.id == id } }
  }

  /// Installs the testing hook: sees each action with its state, without pinning dates.
  package func setSnapshotHook(_ hook: @escaping @MainActor (Action, ActionOrigin, State, Int) -> Void) {
    snapshotHook = hook
  }

  private func addObserver(
    finish: (@Sendable () -> Void)? = nil,
    _ notify: @escaping @MainActor () -> Void
  ) -> Int {
    let id = nextHandlerID
    nextHandlerID += 1
    observers.append(Observer(id: id, notify: notify, finish: finish))
    return id
  }

  private func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }
}

