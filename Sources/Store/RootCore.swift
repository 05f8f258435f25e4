/// The core of a store made with a reducer: it reduces every action, one at a time, and runs
/// the effects. Actions sent while one is being processed are queued and handled after it.
@MainActor
final class RootCore<State, Action: Sendable>: StoreCore<State, Action> {
  let reducer: AnyReducerBox<State, Action>
  let dependencyBox: DependencyBox
  private let dependencyKey = CurrentDependencies.key

  // The hot path checks these after every action; they are only touched on the main actor, so
  // the dynamic exclusivity checks a class property costs are skipped (without them a send costs
  // 232 instructions instead of 150: `Scripts/instructions.sh store-send-counter`, 2026-11-28).

  /// The actions sent while one is being processed, each as the work of handling it: closures,
  /// so that checking the queue costs no lookup of a generic element type's metadata (~1,000
  /// instructions a send, measured the same day).
  @exclusivity(unchecked) private var queue: [(inout EffectTasks) -> Void] = []
  @exclusivity(unchecked) private var isProcessing = false
  /// Counts the actions this store reduced; the next one gets `sequence + 1`.
  @exclusivity(unchecked) private var sequence = 0

  // Arrays, not dictionaries: hooks run in the order they were added, the same way in every
  // process, so actions they send are queued deterministically.
  private var hookIDs = IDCounter()
  private var actionHooks: [ActionHook<State, Action>] = []
  private var incomingHooks: [IncomingHook<Action>] = []
  @exclusivity(unchecked) private var hasActionHooks = false

  var running: [Int: RunningEffect] = [:]
  var cancellable: [EffectID: Set<Int>] = [:]
  var effectIDs = IDCounter()

  init(initialState: State, reducer: AnyReducerBox<State, Action>, dependencies: DependencyBox) {
    self.reducer = reducer
    dependencyBox = dependencies
    super.init(initialState: initialState)
  }

  isolated deinit {
    for effect in running.values { effect.task.cancel() }
  }

  override func send(_ action: Action) -> StoreTask {
    StoreTask(process(action, origin: .external))
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
      if !queue.isEmpty { drainQueue(into: &tasks) }
    }
    return tasks
  }

  /// Queues an action sent while another is being processed.
  @inline(never)
  private func enqueue(_ action: Action, origin: ActionOrigin) {
    queue.append { [unowned self] tasks in handle(action, origin: origin, tasks: &tasks) }
  }

  /// Handles the actions queued while one was being processed, including those they queue.
  @inline(never)
  private func drainQueue(into tasks: inout EffectTasks) {
    // Handling an action can queue more, so the end is checked on every turn.
    for index in 0... {
      guard index < queue.count else { break }
      queue[index](&tasks)
    }
    queue.removeAll()
  }

  private func handle(_ action: Action, origin: ActionOrigin, tasks: inout EffectTasks) {
    sequence &+= 1
    let effect: Effect<Action>
    if !hasActionHooks {
      effect = reducer.reduce(into: &storage.pointee, action: action)
    } else {
      effect = reduceWithPinnedDate(action, origin: origin)
    }
    // Effects start first: an effect's `.send` is queued before anything an observer sends, and
    // the effect is handed over without being kept alive across the observers' calls.
    if let storage = (consume effect).storage {
      start(Effect(storage: storage), cancelIDs: [], startedBy: sequence, into: &tasks)
    }
    if !observers.isEmpty {
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
      reducer.reduce(into: &storage.pointee, action: action)
    }
    let reduced = ReducedAction(action: action, origin: origin, state: storage.pointee, date: date, sequence: sequence)
    for entry in actionHooks { entry.hook(reduced) }
    return effect
  }

  override func onAction(_ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void) -> ObservationToken {
    let id = hookIDs.next()
    actionHooks.append(ActionHook(id: id, hook: hook))
    hasActionHooks = true
    return ObservationToken { [weak self] in
      guard let self else { return }
      self.actionHooks.removeAll { $0.id == id }
      self.updateHasActionHooks()
    }
  }

  override func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    let id = hookIDs.next()
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
