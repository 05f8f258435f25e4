/// What makes a ``Store`` a root store or a scoped one: where its state comes from, and where
/// its actions and action hooks go. A store holds one core and forwards to it; everything else
/// (reading the state, observers, Observation, scoping) is the same for both kinds.
///
/// A class rather than a protocol: a store calls its core through the vtable, which costs a
/// few instructions less than a call through an existential's witness table on every `send`
/// (`store-send-counter`).
@MainActor
class StoreCore<State, Action: Sendable> {
  /// The state the store reads. The core owns it, so that it lives as long as code (an effect)
  /// that still runs the core, even once the store is gone.
  /// The reducer changes it in place.
  final let storage: HotPath.Cell<State>
  /// The store's observers, told after each change of ``storage``.
  final let observers = ObserverList()

  init(initialState: State) {
    storage = HotPath.Cell(initialState)
  }

  isolated deinit {
    storage.free()
  }

  /// Brings ``storage`` up to date before the store reads it.
  func refresh() {}

  /// Handles an action sent to the store.
  func send(_ action: Action) -> StoreTask {
    fatalError("StoreCore is abstract; RootCore and ScopedCore override send(_:).")
  }

  /// Installs a hook called with every action after it is reduced.
  func onAction(_ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void) -> ObservationToken {
    fatalError("StoreCore is abstract; RootCore and ScopedCore override onAction(_:).")
  }

  /// Installs a hook called with every action before it is reduced.
  func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    fatalError("StoreCore is abstract; RootCore and ScopedCore override willReduce(_:).")
  }
}
