import Observation

/// What code reading a store through Observation has read, so that after an action the store
/// tells Observation about exactly the values that changed.
///
/// Observation does not say who tracks a value nor when tracking ends, and a tracking closure
/// fires once. So each value read is *armed* with the value it had: after every action the armed
/// values are compared with the state, and each one that differs is reported once (`willSet` and
/// `didSet` of the store's registrar) and disarmed. Whoever is tracking it (a SwiftUI body, a
/// `withObservationTracking` closure) reads it again to track it again, which arms it again. A
/// value read and never changed stays armed; a store nothing reads has no `StoreObservation` and
/// pays nothing.
///
/// Not generic, like ``StoreObserver``: the check after every action walks arrays of one concrete
/// type, without generic metadata. Owned by one store and used on its actor only.
final class StoreObservation {
  let registrar = ObservationRegistrar()
  /// Every value read so far, with its path from the store built once. An array, looked up by
  /// the identity of the key path first: a key path literal is the same object at every read, and
  /// hashing a key path costs more than the rest of a read.
  private var known: [ObservedValue] = []
  /// The values read since they last changed, in the order they were armed.
  private var armed: [ObservedValue] = []
  /// Tells the store to call ``stateChanged(_:)`` after each action from now on, or no more.
  private let setListening: (StoreObservation, Bool) -> Void
  private var isListening = false

  init(setListening: @escaping (StoreObservation, Bool) -> Void) {
    self.setListening = setListening
  }

  /// Registers a read of the value at `keyPath` of `subject`'s state (at `state`; `storePath`
  /// reaches it from the store) with whatever is tracking, and arms it with its value now.
  func read<Subject: Observable & AnyObject, State, Value>(
    _ keyPath: KeyPath<State, Value>,
    of subject: Subject,
    in state: HotPath.Cell<State>,
    storePath: @autoclosure () -> KeyPath<Subject, Value>,
    equal: @autoclosure () -> (Value, Value) -> Bool
  ) {
    let value: ObservedValue
    if let existing = known.first(where: { $0.path === keyPath }) ?? known.first(where: { $0.path == keyPath }) {
      value = existing
    } else {
      value = TypedObservedValue(
        path: keyPath, subject: subject, storePath: storePath(), equal: equal(), value: state.value[keyPath: keyPath])
      known.append(value)
    }
    value.access(registrar)
    guard !value.isArmed else { return }
    value.arm(with: state.bytes)
    armed.append(value)
    listen(true)
  }

  /// The store reduced an action and its state is at `state`: reports each armed value that
  /// changed, once.
  func stateChanged(_ state: HotPath.StateBytes) {
    // Most actions change nothing that was read: one look, which touches the list only once
    // (each access to a class's stored property is checked for exclusivity).
    guard armed.contains(where: { $0.hasChanged(in: state) }) else { return }
    var changed: [ObservedValue] = []
    armed.removeAll { value in
      guard value.hasChanged(in: state) else { return false }
      value.isArmed = false
      changed.append(value)
      return true
    }
    // Trackers may read the store again while they hear about it, arming values anew.
    for value in changed { value.report(registrar) }
    if armed.isEmpty { listen(false) }
  }

  /// Starts or stops hearing about actions. A tracker that reads again while it hears about a
  /// change arms a value before the walk that disarmed them all ends: the store keeps listening.
  private func listen(_ listening: Bool) {
    guard listening != isListening else { return }
    isListening = listening
    setListening(self, listening)
  }
}

/// One value read through Observation: where it is, and the value it had when it was armed.
///
/// A class, not a protocol: calls through an existential make the observed send cost more
/// (`store-send-mix-observed`). ``TypedObservedValue`` is the one subclass.
class ObservedValue {
  let path: AnyKeyPath
  var isArmed = false

  init(path: AnyKeyPath) {
    self.path = path
  }

  /// Tells whatever is tracking that it was read.
  func access(_ registrar: ObservationRegistrar) { preconditionFailure("overridden") }
  /// Remembers its value in `state`, and marks it armed.
  func arm(with state: HotPath.StateBytes) { preconditionFailure("overridden") }
  /// Whether its value in `state` differs from the one it was armed with.
  func hasChanged(in state: HotPath.StateBytes) -> Bool { preconditionFailure("overridden") }
  /// Tells whatever tracks it that it changed.
  func report(_ registrar: ObservationRegistrar) { preconditionFailure("overridden") }
}

private final class TypedObservedValue<Subject: Observable & AnyObject, State, Value>: ObservedValue {
  private let typedPath: KeyPath<State, Value>
  private unowned let subject: Subject
  private let storePath: KeyPath<Subject, Value>
  private let equal: (Value, Value) -> Bool
  /// The value when it was last armed.
  private let last: HotPath.Cell<Value>
  /// For a stored property, its bytes: compared before the values, the same check as
  /// ``ValueObserver``'s.
  private let place: HotPath.ObservedBytes?

  init(
    path: KeyPath<State, Value>, subject: Subject, storePath: KeyPath<Subject, Value>,
    equal: @escaping (Value, Value) -> Bool, value: Value
  ) {
    let last = HotPath.Cell(value)
    self.typedPath = path
    self.subject = subject
    self.storePath = storePath
    self.equal = equal
    self.last = last
    self.place = HotPath.ObservedBytes(path, last: last)
    super.init(path: path)
  }

  deinit {
    last.free()
  }

  override func access(_ registrar: ObservationRegistrar) {
    registrar.access(subject, keyPath: storePath)
  }

  override func arm(with state: HotPath.StateBytes) {
    last.value = current(in: state)
    isArmed = true
  }

  override func hasChanged(in state: HotPath.StateBytes) -> Bool {
    if let place, place.unchanged(in: state) { return false }
    return !equal(current(in: state), last.value)
  }

  override func report(_ registrar: ObservationRegistrar) {
    // After the change, not around it: a store learns of a change once its reducer has run.
    registrar.willSet(subject, keyPath: storePath)
    registrar.didSet(subject, keyPath: storePath)
  }

  private func current(in state: HotPath.StateBytes) -> Value {
    if let place { return place.value(in: state, as: Value.self) }
    return state.state(as: State.self)[keyPath: typedPath]
  }
}

/// How two values of a type are compared when the type is not known to be `Equatable` where they
/// are read: with its `==` when it has one at run time, otherwise as always different (a stored
/// value whose bytes did not change is still found unchanged first).
enum RuntimeEquality {
  static func of<Value>(_ type: Value.Type) -> (Value, Value) -> Bool {
    guard let equatable = type as? any Equatable.Type else { return { _, _ in false } }
    return equatable.equality(as: type)
  }
}

extension Equatable {
  fileprivate static func equality<Value>(as type: Value.Type) -> (Value, Value) -> Bool {
    { $0 as? Self == $1 as? Self }
  }
}

/// Whether an optional child is there, and which one (its `id` when it is `Identifiable`): what
/// scoping into it depends on.
enum ChildPresence: Equatable {
  case absent
  case present(AnyHashable?)
}

extension Optional {
  var childPresence: ChildPresence {
    map { .present(ChildNamespace.identity(of: $0)) } ?? .absent
  }
}
