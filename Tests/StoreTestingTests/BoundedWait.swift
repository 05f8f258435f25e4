import StoreTesting
import TestSupport
import Testing

/// Runs `body` and records an issue at the caller when it has not ended within `limit`.
///
/// For the tests of TestStore's own timeouts: when the limit of a wait is what broke, the wait
/// must fail the test that meets it, not hang the whole run. The body is left behind, suspended.
///
/// The default limit is longer than a correct wait may take: a starved wait ends only after
/// `PollBudget.longestWallClockWait` of real time. With 30 s, the whole suite under
/// ThreadSanitizer once starved the main actor for 50 s and two correct 20 ms `receive` timeouts
/// failed here.
@MainActor
func endsWithin(
  _ limit: Duration = PollBudget.longestWallClockWait + .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor () async -> Void
) async {
  _ = try? await outcome(of: Task { await body() }, timeout: limit, sourceLocation: sourceLocation)
}
