/// A clock that moves only when a test advances it.
///
/// Effects that sleep on it stay suspended until `advance(by:)` or `run()` passes their
/// deadline, so time-based behaviour (timeouts, debounces, retry windows) is tested without
/// waiting. Cancelling a sleeping task wakes it with `CancellationError` at once.
public final class TestClock: Clock, @unchecked Sendable {
  /// A point on a ``TestClock``: the time since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock's start.
    public var offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let timeline = LockIsolated(Timeline())

  /// Creates a clock whose `now` is zero.
  public init() {}

  /// The clock's current time: it changes only when the test advances it.
  public var now: Instant { timeline.value.now }

  /// Zero: the clock jumps exactly to each deadline.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock.
  public var sleeperCount: Int { timeline.value.sleepers.count }

  /// Suspends until a test advances the clock to `deadline`; throws `CancellationError` at once when cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withValue { timeline -> Int in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = timeline.withValue { timeline -> Bool in
          if deadline <= timeline.now { return true }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let sleeper = timeline.withValue { timeline -> Sleeper? in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return timeline.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is passed, in
  /// deadline order, and giving each woken task a chance to run before returning.
  ///
  /// Work that was just started (an effect about to sleep) gets a chance to reach its sleep
  /// first, so that `send` followed by `advance` behaves as a reader expects.
  public func advance(by duration: Duration = .zero) async {
    await Task.yieldRepeatedly()
    let target = timeline.value.now.advanced(by: duration)
    await advance(to: target)
  }

  /// Moves time forward to `instant` (never backwards), waking sleepers in deadline order.
  public func advance(to instant: Instant) async {
    await Task.yieldRepeatedly()
    while true {
      let next = timeline.withValue { timeline -> Sleeper? in
        guard
          let index = timeline.sleepers.indices.min(by: {
            timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline
          }),
          timeline.sleepers[index].deadline <= instant
        else {
          if timeline.now < instant { timeline.now = instant }
          return nil
        }
        let sleeper = timeline.sleepers.remove(at: index)
        if timeline.now < sleeper.deadline { timeline.now = sleeper.deadline }
        return sleeper
      }
      guard let next else { break }
      next.continuation.resume()
      await Task.yieldRepeatedly()
    }
    await Task.yieldRepeatedly()
  }

  /// Advances until no task is asleep on the clock.
  public func run() async {
    await Task.yieldRepeatedly()
    while let deadline = timeline.value.sleepers.map(\.deadline).max() {
      await advance(to: deadline)
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Yields enough times for work that was just made runnable to reach its next suspension.
  static func yieldRepeatedly(_ count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
  }
}
