import StoreRuntime
import Testing

// Tests wait with deadlines, never forever: a bug that loses a wake-up must fail the test that
// meets it, not stall the whole run (mutation testing counts a stalled run as a hang, not as a
// detected bug). A wait that gives up throws, so a test stops at its first one: four waits in a
// row must not cost four deadlines.

/// How long a test waits for something the runtime should do at once. Generous: while the whole
/// suite runs, every main-actor test shares one actor, and a task that needs a few turns of it
/// can wait 20 s on a 2-core machine.
public let waitLimit: Duration = .seconds(60)

/// Yields until `condition` holds; once `timeout` of real time has passed, records an issue at
/// the caller and throws, ending the test.
@MainActor
public func waitUntil(
  _ what: Comment, timeout: Duration = waitLimit, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async throws {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    try #require(ContinuousClock.now < deadline, "Gave up waiting after \(timeout): \(what)", sourceLocation: sourceLocation)
    // A short sleep, not only a yield: a loop of yields would keep the main actor busy and slow
    // down every other test waiting for it.
    await Task.yield()
    try? await Task.sleep(for: .microseconds(200))
  }
}

/// The outcome of `task`; when it has not ended after `timeout`, records an issue at the caller
/// and throws. A task that hangs is left behind, suspended: the test fails instead.
@MainActor
public func outcome<Success: Sendable, Failure: Error>(
  of task: Task<Success, Failure>, timeout: Duration = waitLimit,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Result<Success, any Error> {
  let result = LockIsolated<Result<Success, any Error>?>(nil)
  Task {
    do { result.setValue(.success(try await task.value)) } catch { result.setValue(.failure(error)) }
  }
  try await waitUntil("the task to end", timeout: timeout, sourceLocation: sourceLocation) { result.value != nil }
  return try #require(result.value)
}
