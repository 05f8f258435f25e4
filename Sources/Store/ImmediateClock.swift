/// A clock whose sleeps end at once: time jumps to each deadline.
///
/// For tests that don't care how long an effect waits, only what it does afterwards (a
/// debounce, a retry delay). `now` moves by every sleep, so elapsed time is still observable.
public final class ImmediateClock: Clock, @unchecked Sendable {
  /// A point on an ``ImmediateClock``: the time since the clock was created.
  public typealias Instant = TestClock.Instant

  // Only ever touched under its lock; sleeps may run on several tasks at once.
  private let current = LockIsolated(Instant())

  /// Creates a clock whose `now` is zero.
  public init() {}

  /// The clock's current time: the latest deadline any sleep reached.
  public var now: Instant { current.value }

  /// Zero: sleeps end exactly at their deadline.
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (never backwards) and returns; throws `CancellationError` when
  /// the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await suspend(until: deadline)
  }

  /// The sleep, on the caller's actor: yields once so a loop of sleeps cannot starve other work.
  nonisolated(nonsending) func suspend(until deadline: Instant) async throws {
    try Task.checkCancellation()
    current.withValue { now in now = max(now, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}
