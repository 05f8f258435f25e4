/// Something a store tells about every action that may have changed its state.
///
/// Not generic, so that the store's list of observers has one concrete type and walking it
/// after every action needs no generic metadata. An observer of a stored property exposes
/// its value's bytes (``HotPath/ObservedBytes``): the walk compares them itself and calls
/// ``stateChanged(_:)`` only when they differ.
///
/// Not actor-isolated either: a store owns its observers and only calls them on the main actor,
/// and an isolated method called from the walk would check the executor every time. The user's
/// callbacks are main-actor closures, entered only when a value changed.
class StoreObserver {
  let id: Int
  /// The bytes of the value, for an observer of a stored property; `nil` when the value has to
  /// be computed (a computed property) or there is none.
  let place: HotPath.ObservedBytes?

  init(id: Int, place: HotPath.ObservedBytes?) {
    self.id = id
    self.place = place
  }

  /// The store reduced an action and the observed bytes changed (or cannot be compared); its
  /// state is `state` (a `State` of the store).
  func stateChanged(_ state: HotPath.StateBytes) {}

  /// The store is going away.
  func storeReleased() {}
}

/// Calls back with a value of the state whenever an action changes it.
///
/// An observer of a value that did not change costs a comparison of its bytes; only when they
/// differ is the value copied and compared with `==`.
final class ValueObserver<State, Value: Equatable>: StoreObserver {
  private let keyPath: KeyPath<State, Value>
  private let lastValue: HotPath.Cell<Value>
  private let onChange: @MainActor (Value) -> Void
  private let onRelease: (@Sendable () -> Void)?

  init(
    id: Int, keyPath: KeyPath<State, Value>, initial: Value,
    onChange: @escaping @MainActor (Value) -> Void, onRelease: (@Sendable () -> Void)?
  ) {
    let lastValue = HotPath.Cell(initial)
    self.keyPath = keyPath
    self.lastValue = lastValue
    self.onChange = onChange
    self.onRelease = onRelease
    super.init(id: id, place: HotPath.ObservedBytes(keyPath, last: lastValue))
  }

  deinit {
    lastValue.free()
  }

  override func stateChanged(_ state: HotPath.StateBytes) {
    let value = place?.value(in: state, as: Value.self) ?? state.state(as: State.self)[keyPath: keyPath]
    guard value != lastValue.value else { return }
    lastValue.value = value
    let changed = MainActorValue(value)
    MainActor.assumeIsolated { [onChange] in onChange(changed.value) }
  }

  override func storeReleased() {
    onRelease?()
  }
}

/// Calls a closure after every action: a scoped store follows its parent this way.
final class ChangeObserver: StoreObserver {
  private let onChange: @MainActor () -> Void

  init(id: Int, onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
    super.init(id: id, place: nil)
  }

  override func stateChanged(_ state: HotPath.StateBytes) {
    MainActor.assumeIsolated { [onChange] in onChange() }
  }
}

/// A value handed to a main-actor callback from the main actor itself, where it never leaves.
private struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A store's observers, in the order they were added. Owned by one store and used on its actor
/// only.
///
/// Most actions change nothing an observer watches, so before the walk the list compares the
/// watched bytes of every observer in one tight loop, and walks only when one differs (or when an
/// observer cannot be compared byte-wise).
final class ObserverList {
  /// Checked after every action, so kept in a cell (``HotPath/Cell``).
  private let list = HotPath.Cell(List())

  private struct List {
    var observers: [StoreObserver] = []
    /// What every observer watches, in order, when each can be compared byte-wise (`nil` when
    /// one cannot); rebuilt when the list changes, which is rare next to the actions it is
    /// checked for.
    var probes: HotPath.Probes?
    /// While a walk is on: the index of the observer it calls next, and the end of the observers
    /// that were there when it started. A callback that removes an observer before either moves
    /// it down, so that the walk neither skips nor repeats anyone.
    var walkPosition: (next: Int, end: Int)?
  }

  deinit {
    list.value.probes?.free()
    list.free()
  }

  var isEmpty: Bool { list.value.observers.isEmpty }

  func append(_ observer: StoreObserver) {
    list.value.observers.append(observer)
    rebuildProbes()
  }

  func remove(id: Int) {
    guard let index = list.value.observers.firstIndex(where: { $0.id == id }) else { return }
    list.value.observers.remove(at: index)
    if let (next, end) = list.value.walkPosition {
      list.value.walkPosition = (index < next ? next - 1 : next, index < end ? end - 1 : end)
    }
    rebuildProbes()
  }

  /// Calls every observer whose value's bytes changed, and every one that cannot tell.
  ///
  /// The walk is over the observers present when it started: one added by a callback is first
  /// called after the next action, one removed by a callback is not called any more.
  @inline(__always)
  func stateChanged(_ state: HotPath.StateBytes) {
    guard let probes = list.value.probes, !probes.anyChanged(in: state) else { return walk(state) }
  }

  @inline(never)
  private func walk(_ state: HotPath.StateBytes) {
    list.value.walkPosition = (0, list.value.observers.count)
    defer { list.value.walkPosition = nil }
    while let (next, end) = list.value.walkPosition, next < end {
      // Held for the call: a callback may remove the observer it was made for.
      let observer = list.value.observers[next]
      list.value.walkPosition = (next + 1, end)
      if let place = observer.place, place.unchanged(in: state) { continue }
      observer.stateChanged(state)
    }
  }

  private func rebuildProbes() {
    list.value.probes?.free()
    list.value.probes = nil
    var places: [HotPath.ObservedBytes] = []
    for observer in list.value.observers {
      guard let place = observer.place else { return }
      places.append(place)
    }
    list.value.probes = HotPath.Probes(places)
  }

  /// Tells every observer that the store is going away.
  func storeReleased() {
    for observer in list.value.observers { observer.storeReleased() }
  }
}
