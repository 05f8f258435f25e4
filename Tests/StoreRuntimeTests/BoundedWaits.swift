import StoreRuntime
import Testing

// Tests wait with deadlines, never forever: a runtime bug that loses a wake-up must fail the
// test that meets it, not stall the whole run (mutation testing counts a stalled run as a hang,
// not as a detected bug). A wait that gives up throws, so a test stops at its first one: four
// waits in a row must not cost four deadlines.

/// How long a test waits for something the runtime should do at once. Generous: while the whole
/// suite runs, every main-actor test shares one actor, and a task that needs a few turns of it
/// can wait 20 s on a 2-core machine.
let waitLimit: Duration = .seconds(60)

/// Yields until `condition` holds; once `timeout` of real time has passed, records an issue at
/// the caller and throws, ending the test.
@MainActor
func waitUntil(
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
func outcome<Success: Sendable, Failure: Error>(
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

/// Runs `body` up to `times` times, stopping after the first run that reports an issue, and
/// reports that run's issues here: a broken invariant costs one run's timeouts, not `times`.
@MainActor
func repeatUntilFirstIssue(_ times: Int, _ body: @MainActor () async -> Void) async {
  for _ in 0..<times {
    let (_, issues) = await IssueReporting.collect { await body() }
    for issue in issues { IssueReporting.report(issue) }
    if !issues.isEmpty { return }
  }
}

/// Reads a stream in a task of its own, so that a test waits for its elements with
/// ``waitUntil(_:timeout:sourceLocation:_:)`` instead of an `await next()` that could wait forever.
@MainActor
final class StreamReader<Element: Sendable> {
  private(set) var elements: [Element] = []
  private(set) var isFinished = false

  /// Starts reading `stream` once the caller next suspends (the task runs on the main actor).
  init(_ stream: AsyncStream<Element>) {
    Task {
      for await element in stream { elements.append(element) }
      isFinished = true
    }
  }
}

/// Waits for the effects of `task` to end; once `timeout` has passed, records an issue at the
/// caller and throws: `StoreTask.finish()` itself waits as long as the effects run.
@MainActor
func finish(_ task: StoreTask, timeout: Duration = waitLimit, sourceLocation: SourceLocation = #_sourceLocation) async throws {
  _ = try await outcome(of: Task { await task.finish() }, timeout: timeout, sourceLocation: sourceLocation)
}
