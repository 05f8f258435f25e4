import StoreRuntime
import TestSupport
import Testing

// The runtime tests' bounded waits, on top of `waitUntil` and `outcome(of:)` (TestSupport).

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
