/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change, every received action and every running effect must be asserted.
  case on
  /// Only what the test asserts is checked: unasserted state changes, received actions and
  /// effects still running at the end are allowed. With `showSkippedAssertions`, each skipped
  /// check is listed in the test's results as a known issue, without failing the test.
  case off(showSkippedAssertions: Bool)

  /// ``off(showSkippedAssertions:)`` without listing what was skipped.
  public static let off = Exhaustivity.off(showSkippedAssertions: false)
}
