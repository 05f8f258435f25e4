import StoreRuntime
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
  let ended = LockIsolated(false)
  Task { @MainActor in
    await body()
    ended.setValue(true)
  }
  let deadline = ContinuousClock.now.advanced(by: limit)
  while !ended.value {
    guard ContinuousClock.now < deadline else {
      Issue.record("Did not end within \(limit): a wait that should give up kept waiting.", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(5))
  }
}
