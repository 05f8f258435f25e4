import StoreRuntime

/// An actor whose jobs run only when a test says so: a task that needs it stays suspended,
/// without blocking any thread, until ``runJobs()``.
actor ParkedActor {
  private let executor = ManualExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// How many jobs wait for the actor.
  nonisolated var waitingJobs: Int { executor.jobs.value.count }

  /// Runs the jobs that wait for the actor, and the ones they enqueue, until none is left.
  nonisolated func runJobs() { executor.runJobs() }

  /// Sleeps `duration` on `clock`, on this actor.
  func sleep(for duration: Duration, on clock: TestClock) async throws {
    try await clock.sleep(for: duration)
  }
}

/// A serial executor that keeps its jobs until asked to run them.
private final class ManualExecutor: SerialExecutor, Sendable {
  let jobs = LockIsolated<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withValue { $0.append(job) }
  }

  func runJobs() {
    while let job = jobs.withValue({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedSerialExecutor())
    }
  }
}
