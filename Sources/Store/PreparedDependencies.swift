/// Dependency values set up once for many reducer calls, for code that runs a reducer itself
/// again and again (a replay).
///
/// `withDependencies(_:operation:)` boxes its values on every call so the thread's cell can point
/// at them; a replay reduces every entry with the same values, so it keeps one box.
@usableFromInline
package struct PreparedDependencies: Sendable {
  private let box: DependencyBox

  /// Prepares `values`.
  package init(_ values: DependencyValues) {
    box = DependencyBox(values)
  }

  /// Runs `operation` (a reducer call) with the prepared values as the current dependencies;
  /// nested calls are allowed, and the previous values return afterwards.
  @usableFromInline
  package func run<R>(_ operation: () throws -> R) rethrows -> R {
    try CurrentDependencies.reducing(with: box, operation)
  }
}
