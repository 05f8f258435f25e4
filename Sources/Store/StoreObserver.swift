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
  /// The value's offset in the state, or `nil` when it has to be computed (a computed property).
  let offset: Int?
  /// The value's size in bytes.
  let size: Int
  /// The last value reported, in place.
  let last: UnsafeRawPointer?

  init(id: Int, offset: Int?, size: Int, last: UnsafeRawPointer?) {
    self.id = id
    self.offset = offset
    self.size = size
    self.last = last
  }

  /// The store reduced an action and the observed bytes changed (or cannot be compared); its
  /// state is at `storage` (a `State` of the store).
  func stateChanged(_ storage: UnsafeMutableRawPointer) {}

  /// The store is going away.
  func storeReleased() {}
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
      id: id, offset: MemoryLayout<State>.offset(of: keyPath), size: MemoryLayout<Value>.size,
      last: UnsafeRawPointer(lastValue))
  }

  deinit {
    lastValue.deinitialize(count: 1)
    lastValue.deallocate()
  }

  override func stateChanged(_ storage: UnsafeMutableRawPointer) {
    let value =
      if let offset {
        UnsafeRawPointer(storage + offset).load(as: Value.self)
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

/// Stands where an observer was removed while the list was being walked.
private final class RemovedObserver: StoreObserver, @unchecked Sendable {
  // Immutable and does nothing: shared by every list.
  static let shared = RemovedObserver()

  private init() {
    super.init(id: -1, offset: nil, size: 0, last: nil)
  }
}

/// Calls a closure after every action: a scoped store follows its parent this way.
final class ChangeObserver: StoreObserver {
  private let onChange: @MainActor () -> Void

  init(id: Int, onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
    super.init(id: id, offset: nil, size: 0, last: nil)
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

/// A store's observers, in the order they were added, walked after every action without
/// reference counting. Owned by one store and used on its actor only.
///
/// Most actions change nothing an observer watches, so before the walk the list compares the
/// watched bytes of every observer in one tight loop over ``Probe``s, and walks only when one
/// differs (or when an observer cannot be compared byte-wise).
final class ObserverList {
  /// Where one observer's value lives in the state and where its last value is.
  private struct Probe {
    var offset: Int
    var size: Int
    var last: UnsafeRawPointer
  }

  // Each observer is retained once, when added, and released when removed or at deinit.
  private var items: UnsafeMutablePointer<Unmanaged<StoreObserver>>
  private var capacity = 4
  private(set) var count = 0
  /// One probe per observer, in order; rebuilt when the list changes, which is rare next to the
  /// actions it is checked for.
  private var probes = UnsafeMutableBufferPointer<Probe>(start: nil, count: 0)
  /// Where the probes start and end when they cover every observer (so that equal bytes
  /// everywhere mean no call); `nil` when one observer cannot be compared byte-wise.
  private var probeRange: (start: UnsafePointer<Probe>, end: UnsafePointer<Probe>)?
  /// Set while observers are being called: removals then leave a placeholder, so the walk
  /// neither skips nor repeats anyone, and the list is compacted afterwards.
  private var isWalking = false
  private var hasPlaceholders = false

  init() {
    items = .allocate(capacity: capacity)
  }

  deinit {
    for index in 0..<count { items[index].release() }
    items.deallocate()
    probes.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  func append(_ observer: StoreObserver) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Unmanaged<StoreObserver>>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: items, count: count)
      items.deallocate()
      items = larger
      capacity *= 2
    }
    items[count] = .passRetained(observer)
    count += 1
    rebuildProbes()
  }

  func remove(id: Int) {
    guard let index = (0..<count).first(where: { items[$0].takeUnretainedValue().id == id }) else { return }
    items[index].release()
    if isWalking {
      items[index] = .passRetained(RemovedObserver.shared)
      hasPlaceholders = true
    } else {
      (items + index).moveInitialize(from: items + index + 1, count: count - index - 1)
      count -= 1
      rebuildProbes()
    }
  }

  /// Calls every observer whose value's bytes changed, and every one that cannot tell.
  ///
  /// The walk is over the observers present when it started: one added by a callback is first
  /// called after the next action, one removed by a callback is not called any more.
  @inline(__always)
  func stateChanged(_ storage: UnsafeMutableRawPointer) {
    guard var probe = probeRange?.start, let end = probeRange?.end else { return walk(storage) }
    // A pointer walk: the hot path of every observed store, 3 instructions cheaper per send
    // than a `for` over a range.
    while probe < end {
      if !sameBytes(probe.pointee.last, UnsafeRawPointer(storage + probe.pointee.offset), count: probe.pointee.size) {
        return walk(storage)
      }
      probe += 1
    }
  }

  @inline(never)
  private func walk(_ storage: UnsafeMutableRawPointer) {
    let snapshot = count
    isWalking = true
    defer {
      isWalking = false
      if hasPlaceholders { removePlaceholders() }
    }
    for index in 0..<snapshot {
      items[index]._withUnsafeGuaranteedRef { observer in
        if let offset = observer.offset, let last = observer.last,
          sameBytes(last, UnsafeRawPointer(storage + offset), count: observer.size)
        {
          return
        }
        observer.stateChanged(storage)
      }
    }
  }

  private func removePlaceholders() {
    var kept = 0
    for index in 0..<count {
      if items[index].takeUnretainedValue() === RemovedObserver.shared {
        items[index].release()
      } else {
        items[kept] = items[index]
        kept += 1
      }
    }
    count = kept
    hasPlaceholders = false
    rebuildProbes()
  }

  private func rebuildProbes() {
    probes.deallocate()
    probes = .allocate(capacity: count)
    probeRange = nil
    for index in 0..<count {
      let observer = items[index].takeUnretainedValue()
      guard let offset = observer.offset, let last = observer.last else { return }
      probes[index] = Probe(offset: offset, size: observer.size, last: last)
    }
    guard let start = probes.baseAddress else { return }
    probeRange = (UnsafePointer(start), UnsafePointer(start + count))
  }

  /// Tells every observer that the store is going away.
  func storeReleased() {
    for index in 0..<count { items[index].takeUnretainedValue().storeReleased() }
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
