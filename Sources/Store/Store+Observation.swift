import Observation

/// A store is `Observable`: SwiftUI redraws a view when a value its body read from the store
/// changes, and `withObservationTracking` calls back when one does.
///
/// Each value read is tracked by itself: a view that reads `store.progress` is redrawn when an
/// action changes `progress`, not when it changes `title`, nor when it sets `progress` to the
/// value it had. Reading ``Store/state`` tracks the whole state (any change to it).
extension Store: Observable {}

extension Store {
  /// The value at `keyPath` in the state, read so that Observation tracks that value alone.
  ///
  /// ```swift
  /// ProgressView(value: store.progress)   // redrawn only when `progress` changes
  /// ```
  ///
  /// The store tells Observation about a change after the action that made it has been reduced,
  /// with `willSet` and `didSet` in a row. A scoped store's values are tracked the same way.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    tracked(keyPath, equal: { $0 == $1 })
  }

  /// The value at `keyPath` in the state, read so that Observation tracks it: a value whose type
  /// is not `Equatable` counts as changed when an action leaves other bytes in its place (a
  /// stored property written, even with an equal value), and, when it is computed, by every
  /// action.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    tracked(keyPath, equal: RuntimeEquality.of(Value.self))
  }

  /// Reads the value at `keyPath` and tells Observation, which arms it (see
  /// ``StoreObservation``).
  func tracked<Value>(_ keyPath: KeyPath<State, Value>, equal: @autoclosure () -> (Value, Value) -> Bool) -> Value {
    core.refresh()
    let observation = self.observation ?? startObservation()
    observation.read(
      keyPath, of: self, in: storage, storePath: (\Store.state).appending(path: keyPath), equal: equal())
    return storage.value[keyPath: keyPath]
  }

  private func startObservation() -> StoreObservation {
    let id = handlerIDs.next()
    let observation = StoreObservation { [unowned self] observation, listening in
      if listening {
        addObserver(ObservationObserver(id: id, observation: observation))
      } else {
        removeObserver(id)
      }
    }
    self.observation = observation
    return observation
  }
}

/// Hands each action's state to the store's ``StoreObservation`` while it has armed values.
private final class ObservationObserver: StoreObserver {
  private let observation: StoreObservation

  init(id: Int, observation: StoreObservation) {
    self.observation = observation
    super.init(id: id, place: nil)
  }

  override func stateChanged(_ state: HotPath.StateBytes) {
    observation.stateChanged(state)
  }
}
