/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change, every received action and every running effect must be asserted.
  case on
  /// Only what the test asserts is checked: unasserted state changes, received actions and
  /// effects still running at the end are allowed. Useful for integration-style tests.
  case off
}
