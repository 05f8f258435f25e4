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
  /// Reports an issue naming the dependency, then returns `liveValue`: the default for keys
  /// without a test value.
  ///
  /// The issue points at the `@Dependency` that read the value (or at the test step that led
  /// to the read) and names the key path, e.g. `\.searchClient`. A read made to override the
  /// dependency (`$0.client.endpoint = …` in `withDependencies`, `.dependency(\.client.endpoint, …)`)
  /// reports nothing.
  public static var testValue: Value {
    // Read to be changed, as in `$0.client.endpoint = …` while overriding: the live value is
    // the starting point of the override, not used.
    if DependencyAccess.isOverriding { return liveValue }
    let name = DependencyAccess.property.map { "\\.\($0)" } ?? "\(Self.self)"
    let message = """
      \(name) was read in a test without being overridden, and its key \(Self.self) has no \
      testValue, so the live \(Value.self) was used. Override it in the test: \
      TestStore(…) { … } withDependencies: { $0.\(DependencyAccess.property ?? "<name>") = … }
      """
    if let declaration = DependencyAccess.declaration {
      declaration.report(message)
    } else {
      reportIssueAtUserLocation(message)
    }
    return liveValue
  }
}
