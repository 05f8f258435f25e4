/// Reads a dependency from the values in scope when the property is accessed.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.date) var date
///   @Dependency(\.bridgeClient) var bridge
/// }
/// ```
///
/// The value is looked up on every access, so a reducer sees the dependencies of the `Store`
/// that runs it, and an effect sees the ones captured when it started.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Creates a property that reads the dependency at `keyPath`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The current value of the dependency.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
