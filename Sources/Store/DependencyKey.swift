/// A key for a value that reducers and effects read with `@Dependency`.
///
/// Conform a type (usually an empty enum) and give it a `liveValue`. Give it a `testValue` too:
/// a key without one reports an issue every time it is read inside a `TestStore`, so that a
/// test never talks to the real world by accident.
public protocol DependencyKey {
  /// The type of the dependency.
  associatedtype Value: Sendable
  /// The value used in an app.
  static var liveValue: Value { get }
  /// The value used by `TestStore` when the test did not override the dependency.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// Reports an issue naming the key, then returns `liveValue`: the default for keys without a test value.
  public static var testValue: Value {
    reportIssue(
      """
      Dependency \(Value.self) (key \(Self.self)) was used in a test without being overridden \
      and has no testValue. Override it with withDependencies, e.g. \
      TestStore(…) { $0.<name> = … }.
      """
    )
    return liveValue
  }
}
