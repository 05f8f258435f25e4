import Foundation

/// Something a store tells about every action that may have changed its state.
///
/// Not generic, so that the store's list of observers has one concrete type and walking it
/// after every action needs no generic metadata. An observer of a stored property exposes
/// where the value lives in the state (`offset`, `size`) and where its last value is (`last`):
/// the walk compares those bytes itself and calls ``stateChanged(_:)`` only when they differ.
///
/// Not actor-isolated either: a store owns its observers and only calls them on the main actor,
/// and an isolated method called from the walk would check the executor every time. The user's
/// callbacks are main-actor closures, entered only when a value changed.
class StoreObserver {
  let id: Int
  /// Where the value lives in the state and where its last value is, for an observer of a stored
  /// property; `nil` when the value has to be computed (a computed property) or there is none.
  let place: ObservedBytes?

  init(id: Int, place: ObservedBytes?) {
    self.id = id
    self.place = place
  }

  /// The store reduced an action and the observed bytes changed (or cannot be compared); its
  /// state is at `storage` (a `State` of the store).
  func stateChanged(_ storage: UnsafeMutableRawPointer) {}

  /// The store is going away.
  func storeReleased() {}
}

/// The bytes an observer of a stored property watches: `size` bytes at `offset` in the state,
/// and the last value reported, in place.
struct ObservedBytes {
  let offset: Int
  let size: Int
  let last: UnsafeRawPointer

  /// Whether the bytes in the state at `storage` are the ones last reported.
  @inline(__always)
  func unchanged(in storage: UnsafeRawPointer) -> Bool {
    sameBytes(last, storage + offset, count: size)
  }
}

/// Calls back with a value of the state whenever an action changes it.
///
/// Equal bytes mean an equal value, so an observer of a value that did not change costs a
/// comparison of a few bytes. Only when the bytes differ is the value copied and compared with
/// `==` (bytes can differ for equal values: padding, two buffers with the same contents).
final class ValueObserver<State, Value: Equatable>: StoreObserver {
  private let keyPath: KeyPath<State, Value>
  private let lastValue: UnsafeMutablePointer<Value>
  private let onChange: @MainActor (Value) -> Void
  private let onRelease: (@Sendable () -> Void)?

  init(
    id: Int, keyPath: KeyPath<State, Value>, initial: Value,
    onChange: @escaping @MainActor (Value) -> Void, onRelease: (@Sendable () -> Void)?
  ) {
    let lastValue = UnsafeMutablePointer<Value>.holding(initial)
    self.keyPath = keyPath
    self.lastValue = lastValue
    self.onChange = onChange
    self.onRelease = onRelease
    super.init(
      id: id,
      place: MemoryLayout<State>.offset(of: keyPath).map {
        ObservedBytes(offset: $0, size: MemoryLayout<Value>.size, last: UnsafeRawPointer(lastValue))
      })
  }

  deinit {
    lastValue.deinitialize(count: 1)
    lastValue.deallocate()
  }

  override func stateChanged(_ storage: UnsafeMutableRawPointer) {
    let value =
      if let place {
        UnsafeRawPointer(storage + place.offset).load(as: Value.self)
      } else {
        storage.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath]
      }
    guard value != lastValue.pointee else { return }
    lastValue.pointee = value
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

  override func stateChanged(_ storage: UnsafeMutableRawPointer) {
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
  @exclusivity(unchecked) private var items: [StoreObserver] = []
  /// What every observer watches, in order, when each can be compared byte-wise (`nil` when one
  /// cannot); rebuilt when the list changes, which is rare next to the actions it is checked for.
  @exclusivity(unchecked) private var probeRange: (start: UnsafeMutablePointer<ObservedBytes>, end: UnsafeMutablePointer<ObservedBytes>)?
  /// While a walk is on: the index of the observer it calls next, and the end of the observers
  /// that were there when it started. A callback that removes an observer before either moves it
  /// down, so that the walk neither skips nor repeats anyone.
  @exclusivity(unchecked) private var walkPosition: (next: Int, end: Int)?

  deinit {
    probeRange?.start.deallocate()
  }

  var isEmpty: Bool { items.isEmpty }

  func append(_ observer: StoreObserver) {
    items.append(observer)
    rebuildProbes()
  }

  func remove(id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items.remove(at: index)
    if let (next, end) = walkPosition {
      walkPosition = (index < next ? next - 1 : next, index < end ? end - 1 : end)
    }
    rebuildProbes()
  }

  /// Calls every observer whose value's bytes changed, and every one that cannot tell.
  ///
  /// The walk is over the observers present when it started: one added by a callback is first
  /// called after the next action, one removed by a callback is not called any more.
  @inline(__always)
  func stateChanged(_ storage: UnsafeMutableRawPointer) {
    guard let (start, end) = probeRange else { return walk(storage) }
    // A stride over pointers costs what a hand-written pointer walk does (iterating a buffer
    // costs ~5 instructions more per send), and has no increment to get wrong.
    for probe in stride(from: start, to: end, by: 1) where !probe.pointee.unchanged(in: storage) {
      return walk(storage)
    }
  }

  @inline(never)
  private func walk(_ storage: UnsafeMutableRawPointer) {
    walkPosition = (0, items.count)
    defer { walkPosition = nil }
    while let (next, end) = walkPosition, next < end {
      // Held for the call: a callback may remove the observer it was made for.
      let observer = items[next]
      walkPosition = (next + 1, end)
      if let place = observer.place, place.unchanged(in: storage) { continue }
      observer.stateChanged(storage)
    }
  }

  private func rebuildProbes() {
    probeRange?.start.deallocate()
    probeRange = nil
    var places: [ObservedBytes] = []
    for observer in items {
      guard let place = observer.place else { return }
      places.append(place)
    }
    let start = UnsafeMutablePointer<ObservedBytes>.allocate(capacity: places.count)
    start.initialize(from: places, count: places.count)
    probeRange = (start, start + places.count)
  }

  /// Tells every observer that the store is going away.
  func storeReleased() {
    for observer in items { observer.storeReleased() }
  }
}

/// Whether `count` bytes at `lhs` and `rhs` are the same; word-sized values without a call.
@inline(__always)
private func sameBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
  let word = MemoryLayout<UInt64>.size
  switch count {
  case word: return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
  case MemoryLayout<UInt8>.size: return lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
  case MemoryLayout<(UInt64, UInt64)>.size:
    return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
      && lhs.loadUnaligned(fromByteOffset: word, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: word, as: UInt64.self)
  default: return memcmp(lhs, rhs, count) == 0
  }
}
