import TestSupport
import Testing

/// Runs `body` and records an issue at the caller when it has not ended within `limit`.
///
/// For the tests of TestStore's own timeouts: when the limit of a wait is what broke, the wait
/// must fail the test that meets it, not hang the whole run. The body is left behind, suspended.
@MainActor
func endsWithin(
  _ limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor () async -> Void
) async {
  _ = try? await outcome(of: Task { await body() }, timeout: limit, sourceLocation: sourceLocation)
}
