// Property wrappers and the environment: `Binding`'s closures are `@isolated(any) @Sendable`
// (so a closure that reads main-actor state must say `@MainActor`), `DismissAction` and
// `OpenURLAction` are main-actor values.

/// `protocol DynamicProperty`.
public protocol DynamicProperty {}

/// What a `State` keeps: SwiftUI's storage, a box here.
final class StateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty`.
@propertyWrapper public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>
  /// `nonisolated init(wrappedValue value: Value)`.
  nonisolated public init(wrappedValue value: Value) { box = StateBox(value) }
  /// `nonisolated init(initialValue value: Value)`.
  nonisolated public init(initialValue value: Value) { box = StateBox(value) }
  /// `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> {
    let box = box
    var binding = Binding(get: { box.value }, set: { box.value = $0 })
    binding.box = box
    return binding
  }
}

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let get: @isolated(any) @Sendable () -> Value
  let set: @isolated(any) @Sendable (Value) -> Void
  /// The storage of the `State` this binding projects, which reads and writes go to, as in
  /// SwiftUI; `nil` for a binding made from closures.
  var box: StateBox<Value>?
  /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
  /// `var wrappedValue: Value { get nonmutating set }`: a `State`'s binding reads and writes
  /// its state; one made from closures is only read by SwiftUI, which nothing renders here.
  public var wrappedValue: Value {
    get {
      guard let box else { fatalError("a binding made from closures is not read on Linux") }
      return box.value
    }
    nonmutating set { box?.value = newValue }
  }
  /// `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { self }
  /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("not used by this package")
  }
}

/// `@MainActor @preconcurrency struct DismissAction`.
@MainActor @preconcurrency public struct DismissAction {
  let action: @MainActor () -> Void
  nonisolated init(action: @escaping @MainActor () -> Void) { self.action = action }
  /// `func callAsFunction()`.
  public func callAsFunction() { action() }
}

/// `@MainActor @preconcurrency struct OpenURLAction`.
@MainActor @preconcurrency public struct OpenURLAction {
  let action: @MainActor (URL) -> Void
  nonisolated init(action: @escaping @MainActor (URL) -> Void) { self.action = action }
  /// `func callAsFunction(_ url: URL)`.
  public func callAsFunction(_ url: URL) { action(url) }
}

/// `struct EnvironmentValues`: here, what a test sets for the views it mounts.
public struct EnvironmentValues {
  /// `var dismiss: DismissAction { get }`.
  public var dismiss: DismissAction { DismissAction { FakeEnvironment.dismissCount += 1 } }
  /// `var openURL: OpenURLAction { get set }`.
  public var openURL: OpenURLAction {
    get { OpenURLAction { FakeEnvironment.openedURLs.append($0) } }
    set {}
  }
}

/// What the environment's actions did, for tests.
@MainActor package enum FakeEnvironment {
  /// How often a view called `dismiss()`.
  package static var dismissCount = 0
  /// The URLs given to `openURL`.
  package static var openedURLs: [URL] = []
}

/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  /// `nonisolated init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// `nonisolated var wrappedValue: Value { get }`.
  nonisolated public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
