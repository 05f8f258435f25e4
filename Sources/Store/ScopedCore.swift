/// The core of a store made by `scope`: its state is its part of the parent's, its actions and
/// hooks go to the parent. It keeps the part's last value once the part is gone.
@MainActor
final class ScopedCore<State, Action: Sendable>: StoreCore<State, Action> {
  /// Where the state comes from and the actions go.
  private let parent: ParentLink<State, Action>
  /// The observation of the parent that keeps ``storage`` current and tells the observers.
  var parentObservation: ObservationToken?

  init(initialState: State, parent: ParentLink<State, Action>) {
    self.parent = parent
    super.init(initialState: initialState)
  }

  /// Takes this part of the parent's current state, while that part is there.
  override func refresh() {
    if let current = parent.state() { storage.value = current }
  }

  /// The parent reduced an action: take the new state of this part and tell the observers.
  func parentChanged() {
    refresh()
    observers.stateChanged(storage.bytes)
  }

  override func send(_ action: Action) -> StoreTask {
    parent.send(action)
  }

  override func onAction(_ hook: @escaping @MainActor (ReducedAction<State, Action>) -> Void) -> ObservationToken {
    parent.onAction(hook)
  }

  override func willReduce(_ hook: @escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken {
    parent.willReduce(hook)
  }
}

/// How a scoped store reaches its parent. The parent is retained: a child store keeps the
/// store it came from alive.
struct ParentLink<State, Action: Sendable> {
  let parent: AnyObject
  /// The child's part of the parent's current state, `nil` once it is gone.
  let state: @MainActor () -> State?
  let send: @MainActor (Action) -> StoreTask
  let onAction: @MainActor (@escaping @MainActor (ReducedAction<State, Action>) -> Void) -> ObservationToken
  let willReduce: @MainActor (@escaping @MainActor (IncomingAction<Action>) -> Void) -> ObservationToken
}
