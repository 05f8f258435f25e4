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
/// that runs it, and an effect sees the ones in scope when it was created. In a test, a
/// dependency that has no test value and was not overridden is reported at this declaration.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  /// Reads the value. A closure built where the property is declared rather than the key path
  /// itself: applying a stored key path runs the standard library's generic projection on every
  /// read (`feature-mix`), while a literal key path in an inlined closure becomes a plain
  /// property read.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  @usableFromInline let declaration: CallSite

  /// Creates a property that reads the dependency at `keyPath`.
  @inlinable
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
    self.declaration = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The current value of the dependency.
  @inlinable
  public var wrappedValue: Value {
    let values = DependencyValues.current
    // Only a test reports a missing value, so only a test pays for naming the declaration.
    if values.context == .test { return DependencyAccess.reading(declaration) { read(values) } }
    return read(values)
  }
}

/// What is being read while a test resolves a dependency nobody overrode, so that the report
/// names the property and points at the `@Dependency` that read it.
@usableFromInline
enum DependencyAccess {
  /// The `DependencyValues` property being read, e.g. `searchClient`.
  @TaskLocal static var property: String?
  /// The `@Dependency` declaration doing the read.
  @TaskLocal static var declaration: CallSite?
  /// Set while dependencies are being overridden: a write such as `$0.client.endpoint = …`
  /// reads `client` first, and that read is not a use of the live value.
  @TaskLocal static var isOverriding = false

  /// Runs `update` on `values` as an override: keys without a test value read meanwhile
  /// report nothing.
  static func overriding(_ values: inout DependencyValues, _ update: (inout DependencyValues) throws -> Void) rethrows {
    try $isOverriding.withValue(true) { try update(&values) }
  }

  /// Runs `read` with `declaration` as the declaration being read.
  @usableFromInline
  static func reading<Value>(_ declaration: CallSite, _ read: () -> Value) -> Value {
    $declaration.withValue(declaration, operation: read)
  }
}
