// Property wrappers and the environment: `Binding`'s closures are `@isolated(any) @Sendable`
// (so a closure that reads main-actor state must say `@MainActor`), `DismissAction` and
// `OpenURLAction` are main-actor values.

/// Apple: /documentation/SwiftUI/DynamicProperty.
public protocol DynamicProperty {}

/// What a `State` keeps: SwiftUI's storage, a box here.
final class StateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Apple: /documentation/SwiftUI/State.
@propertyWrapper public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>
  /// Apple: /documentation/SwiftUI/State/init(wrappedValue:).
  public init(wrappedValue value: Value) { box = StateBox(value) }
  /// Apple: /documentation/SwiftUI/State/init(initialValue:).
  public init(initialValue value: Value) { box = StateBox(value) }
  /// Apple: /documentation/SwiftUI/State/wrappedValue.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// Apple: /documentation/SwiftUI/State/projectedValue.
  public var projectedValue: Binding<Value> {
    let box = box
    var binding = Binding(get: { box.value }, set: { box.value = $0 })
    binding.box = box
    return binding
  }
}

/// Apple: /documentation/SwiftUI/Binding.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let get: @isolated(any) @Sendable () -> Value
  let set: @isolated(any) @Sendable (Value) -> Void
  /// The storage of the `State` this binding projects, which reads and writes go to, as in
  /// SwiftUI; `nil` for a binding made from closures.
  var box: StateBox<Value>?
  /// Apple: /documentation/SwiftUI/Binding/init(get:set:)-7ufcp (the Linux symbol graph leaves
  /// `@isolated(any)` out of its text).
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
  /// Apple: /documentation/SwiftUI/Binding/wrappedValue. A `State`'s binding reads and writes its
  /// state; one made from closures is only read by SwiftUI, which nothing renders here.
  public var wrappedValue: Value {
    get {
      guard let box else { fatalError("a binding made from closures is not read on Linux") }
      return box.value
    }
    nonmutating set { box?.value = newValue }
  }
  /// Apple: /documentation/SwiftUI/Binding/projectedValue.
  public var projectedValue: Binding<Value> { self }
  /// Apple: /documentation/SwiftUI/Binding/subscript(dynamicMember:).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("not used by this package")
  }
}

/// Apple: /documentation/SwiftUI/DismissAction.
@MainActor @preconcurrency public struct DismissAction {
  let action: @MainActor () -> Void
  nonisolated init(action: @escaping @MainActor () -> Void) { self.action = action }
  /// Apple: /documentation/SwiftUI/DismissAction/callAsFunction().
  @preconcurrency public func callAsFunction() { action() }
}

/// Apple: /documentation/SwiftUI/OpenURLAction.
@MainActor @preconcurrency public struct OpenURLAction {
  let action: @MainActor (URL) -> Void
  nonisolated init(action: @escaping @MainActor (URL) -> Void) { self.action = action }
  /// Apple: /documentation/SwiftUI/OpenURLAction/callAsFunction(_:).
  @preconcurrency public func callAsFunction(_ url: URL) { action(url) }
}

/// Apple: /documentation/SwiftUI/EnvironmentValues. Here, what a test sets for the views it mounts.
public struct EnvironmentValues {
  /// `var dismiss: DismissAction { get }` (its page is not in reach).
  public var dismiss: DismissAction { DismissAction { FakeEnvironment.dismissCount += 1 } }
  /// Apple: /documentation/SwiftUI/EnvironmentValues/openURL.
  @MainActor @preconcurrency public var openURL: OpenURLAction {
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

/// Apple: /documentation/SwiftUI/Environment.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  /// Apple: /documentation/SwiftUI/Environment/init(_:).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// Apple: /documentation/SwiftUI/Environment/wrappedValue.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
