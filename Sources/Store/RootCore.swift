/// The core of a store made with a reducer: it reduces every action, one at a time, and runs
/// the effects. Actions sent while one is being processed are queued and handled after it.
@MainActor
final class RootCore<State, Action: Sendable>: StoreCore<State, Action> {
  let reducer: AnyReducerBox<State, Action>
  let dependencyBox: DependencyBox
  private let dependencyKey = HotPath.ThreadSlot.key

  /// What the hot path reads and changes on every action, in a cell (``HotPath/Cell``).
  private let processing = HotPath.Cell(ActionProcessing())

  // Arrays, not dictionaries: hooks run in the order they were added, the same way in every
  // process, so actions they send are queued deterministically.
  private var hookIDs = IDCounter()
  private var actionHooks: [ActionHook<State, Action>] = []
  private var incomingHooks: [IncomingHook<Action>] = []
  /// Each list of hooks folded into one call, made again when a hook comes or goes: calling it
  /// costs no lookup of the lists' generic metadata on every action
  /// (`store-send-mix-flight-recorded`).
  private var runIncomingHooks: (@MainActor (IncomingAction<Action>) -> Void)?
  private var runActionHooks: (@MainActor (ReducedAction<State, Action>) -> Void)?

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
    processing.free()
  }

  override func send(_ action: Action) -> StoreTask {
    StoreTask(process(action, origin: .external))
  }

  func process(_ action: Action, origin: ActionOrigin) -> EffectTasks {
    if processing.value.isActive {
      enqueue(action, origin: origin)
      return nil
    }
    processing.value.isActive = true
    // The store's dependencies go in this thread's slot without `CurrentDependencies.reducing`:
    // its closure was not inlined here, which every send paid for (`store-send-counter`).
    let slot = HotPath.ThreadSlot(key: dependencyKey)
    let previous = slot.replace(with: dependencyBox)
    defer {
      slot.restore(previous)
      processing.value.isActive = false
    }
    var tasks: EffectTasks = nil
    handle(action, origin: origin, tasks: &tasks)
    if !processing.value.queue.isEmpty { drainQueue(into: &tasks) }
    return tasks
  }

  /// Queues an action sent while another is being processed.
  @inline(never)
  private func enqueue(_ action: Action, origin: ActionOrigin) {
    processing.value.queue.append { [unowned self] tasks in handle(action, origin: origin, tasks: &tasks) }
  }

  /// Handles the actions queued while one was being processed, including those they queue.
  @inline(never)
  private func drainQueue(into tasks: inout EffectTasks) {
    // Handling an action can queue more, so the end is checked on every turn.
    for index in 0... {
      guard index < processing.value.queue.count else { break }
      processing.value.queue[index](&tasks)
    }
    processing.value.queue.removeAll()
  }

  private func handle(_ action: Action, origin: ActionOrigin, tasks: inout EffectTasks) {
    processing.value.sequence &+= 1
    let sequence = processing.value.sequence
    let effect: Effect<Action>
    if !processing.value.hasActionHooks {
      effect = reducer.reduce(into: &storage.value, action: action)
    } else {
      effect = reduceWithPinnedDate(action, origin: origin, sequence: sequence)
    }
    // Effects start first: an effect's `.send` is queued before anything an observer sends, and
    // the effect is handed over without being kept alive across the observers' calls.
    if let storage = (consume effect).storage {
      if let id = storage.cancelling {
        cancel(id: id)
      } else {
        start(Effect(storage: storage), cancelIDs: [], startedBy: sequence, returnedFor: action, into: &tasks)
      }
    }
    if !observers.isEmpty {
      observers.stateChanged(storage.bytes)
    }
  }

  /// Reads `\.date` once, pins it for the reducer, and tells the action hooks.
  private func reduceWithPinnedDate(_ action: Action, origin: ActionOrigin, sequence: Int) -> Effect<Action> {
    let date = dependencyBox.values.date.now
    if let runIncomingHooks {
      runIncomingHooks(IncomingAction(action: action, origin: origin, date: date, sequence: sequence))
    }
    let effect = CurrentDependencies.reducing(with: dependencyBox.pinning(date: date)) {
      reducer.reduce(into: &storage.value, action: action)
    }
    if let runActionHooks {
      runActionHooks(ReducedAction(action: action, origin: origin, state: storage.value, date: date, sequence: sequence))
    }
    return effect
  }

  override func onAction(_ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void) -> ObservationToken {
    let id = hookIDs.next()
    actionHooks.append(ActionHook(id: id, hook: hook))
    hooksChanged()
    return ObservationToken { [weak self] in
      guard let self else { return }
      self.actionHooks.removeAll { $0.id == id }
      self.hooksChanged()
    }
  }

  override func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    let id = hookIDs.next()
    incomingHooks.append(IncomingHook(id: id, hook: hook))
    hooksChanged()
    return ObservationToken { [weak self] in
      guard let self else { return }
      self.incomingHooks.removeAll { $0.id == id }
      self.hooksChanged()
    }
  }

  private func hooksChanged() {
    runIncomingHooks = Self.chain(incomingHooks.map(\.hook))
    runActionHooks = Self.chain(actionHooks.map(\.hook))
    processing.value.hasActionHooks = !actionHooks.isEmpty || !incomingHooks.isEmpty
  }

  /// One call that runs `hooks` in order; `nil` for none.
  private static func chain<Value>(_ hooks: [@MainActor (Value) -> Void]) -> (@MainActor (Value) -> Void)? {
    hooks.reduce(nil) { chain, hook in
      guard let chain else { return hook }
      return { value in
        chain(value)
        hook(value)
      }
    }
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

/// What a ``RootCore`` reads and changes on every action. Not nested in the generic core: the
/// metadata of a type nested in a generic class is looked up on every access
/// (`store-send-counter`).
private struct ActionProcessing {
  /// The actions sent while one is being processed, each as the work of handling it: closures,
  /// so that checking the queue costs no lookup of a generic element type's metadata on every
  /// send (`store-send-counter`).
  var queue: [(inout EffectTasks) -> Void] = []
  var isActive = false
  /// Counts the actions this store reduced; the next one gets `sequence + 1`.
  var sequence = 0
  var hasActionHooks = false
}
