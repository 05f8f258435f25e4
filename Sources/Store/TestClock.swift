/// A clock that moves only when a test advances it.
///
/// Effects that sleep on it stay suspended until `advance(by:)`, `advance(to:)` or `run()`
/// passes their deadline, so time-based behaviour (timers, debounces, retry windows) is tested
/// without waiting. Cancelling a sleeping task wakes it with `CancellationError` at once.
///
/// **Determinism.** `clock.sleep(for:)` suspends on the caller's actor (see
/// `Clock.sleep(for:tolerance:)`), and a store's effects run on the main actor. A
/// sleeper is on the timeline before its task gives up the actor. Called from the main actor (as
/// `TestStore` tests are), `advance` wakes each sleeper in deadline order, waits until the woken
/// task runs again (a resumed task may pass through the global executor first, for as long as
/// the machine's load makes it), and lets the main actor run everything that became ready — the
/// woken effect up to its next suspension, and the effects its actions started — before it looks
/// for the next deadline.
/// A timer that fires three times in the advanced span delivers three ticks, whatever the
/// machine's load.
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
    /// By deadline; sleepers due together in the order they fell asleep, which is the order
    /// they wake in.
    var sleepers: [Sleeper] = []
    var ids = IDCounter()
    /// Sleepers `advance` woke that have not yet run again.
    var waking: Set<Int> = []
    /// The `advance` waiting for each of those, once it waits.
    var wakeWaiters: [Int: WakeWaiter] = [:]
  }

  // Only ever touched under its lock; the class is shared between the test and the effects.
  private let timeline = LockIsolated(Timeline())

  /// Creates a clock whose `now` is zero.
  public init() {}

  /// The clock's current time: it changes only when the test advances it.
  public var now: Instant { timeline.value.now }

  /// Zero: the clock jumps exactly to each deadline.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock.
  public var sleeperCount: Int { timeline.value.sleepers.count }

  /// Suspends until a test advances the clock to `deadline` (a deadline of `now` included: a
  /// zero-length sleep is a point where the test decides when the task goes on); returns at once
  /// for a deadline already passed; throws `CancellationError` at once when cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await suspend(until: deadline, isolation: nil)
  }

  /// Suspends on `isolation` until the clock reaches `deadline`.
  ///
  /// The sleeper is on the timeline before the task gives up `isolation`: the actor is passed
  /// explicitly because a cancellation handler's body in a `nonisolated(nonsending)` function
  /// would run on the global executor, and `advance` could look for sleepers before it got there.
  func suspend(until deadline: Instant, isolation: isolated (any Actor)?) async throws {
    try Task.checkCancellation()
    let id = timeline.withValue { $0.ids.next() }
    // `advance` waits until the woken task runs here again, back on its actor.
    defer {
      let waiter = timeline.withValue { timeline in
        timeline.waking.remove(id)
        return timeline.wakeWaiters.removeValue(forKey: id)
      }
      waiter?.resume(ran: true)
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = timeline.withValue { timeline -> Bool in
          // Only a deadline already passed returns at once: a sleep until `now` (`sleep(for:
          // .zero)`) waits for the test to advance, even by zero, as swift-clocks' TestClock does.
          if deadline < timeline.now { return true }
          let index = timeline.sleepers.firstIndex { deadline < $0.deadline } ?? timeline.sleepers.endIndex
          timeline.sleepers.insert(Sleeper(id: id, deadline: deadline, continuation: continuation), at: index)
          return false
        }
        if resumeNow {
          continuation.resume()
        } else if Task.isCancelled {
          // Cancelled before the handler was installed: it ran already and found no sleeper.
          wakeCancelled(id)
        }
      }
    } onCancel: {
      wakeCancelled(id)
    }
  }

  /// Takes sleeper `id` off the timeline, if it is still there, and throws `CancellationError`
  /// in its task.
  private func wakeCancelled(_ id: Int) {
    let sleeper = timeline.withValue { timeline -> Sleeper? in
      guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
      return timeline.sleepers.remove(at: index)
    }
    sleeper?.continuation.resume(throwing: CancellationError())
  }

  /// How long `advance` and `run` wait in real time, unless told otherwise, before they report
  /// a woken task that does not run again (or, for `run`, a timer that never stops): a minute.
  public static let defaultTimeout = Duration.seconds(60)

  /// Moves time forward by `duration`, waking every sleeper whose deadline is passed, in
  /// deadline order. Each woken task runs up to its next suspension before the next deadline is
  /// looked at, so a sleeper that sleeps again within the span is woken again.
  ///
  /// A woken task that does not run again within `timeout` of real time (its actor is blocked,
  /// or busy with something that never ends) is reported as an issue at the caller, and the
  /// clock stops there instead of waiting forever.
  public nonisolated(nonsending) func advance(
    by duration: Duration = .zero, timeout: Duration = defaultTimeout,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.settle()
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await advance(to: timeline.value.now.advanced(by: duration), timeout: timeout, callSite: callSite)
  }

  /// Moves time forward to `instant` (never backwards), waking sleepers in deadline order.
  ///
  /// Reports an issue at the caller, and stops, when a woken task does not run again within
  /// `timeout` of real time, as ``advance(by:timeout:fileID:filePath:line:column:)`` does.
  public nonisolated(nonsending) func advance(
    to instant: Instant, timeout: Duration = defaultTimeout,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await advance(to: instant, timeout: timeout, callSite: callSite)
  }

  /// Advances until no task is asleep on the clock, or reports an issue once `timeout` of real
  /// time has passed (a timer that repeats forever never lets `run` finish: advance by a fixed
  /// span instead). Each deadline reached is checked against the timeout only after its
  /// sleepers were woken, so every call makes progress; a woken task that does not run again
  /// within `timeout` is reported as ``advance(by:timeout:fileID:filePath:line:column:)`` does.
  public nonisolated(nonsending) func run(
    timeout: Duration = defaultTimeout,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let deadline = ContinuousClock.now.advanced(by: timeout)
    await Task.settle()
    while let next = timeline.value.sleepers.first?.deadline {
      guard await advance(to: next, timeout: timeout, callSite: callSite) else { return }
      guard ContinuousClock.now < deadline || sleeperCount == 0 else {
        callSite.report(
          """
          TestClock.run(timeout:) gave up after \(timeout): \(sleeperCount) task(s) still sleep on \
          the clock, now at \(now.offset). A timer that repeats forever never lets run() finish; \
          advance(by:) a fixed span, or cancel the timer first.
          """
        )
        return
      }
    }
  }

  /// Wakes the sleepers due by `instant` in deadline order, each after the one before it ran
  /// again. Returns `false`, having reported an issue at `callSite`, when one did not run again
  /// within `timeout`.
  private nonisolated(nonsending) func advance(
    to instant: Instant, timeout: Duration, callSite: CallSite
  ) async -> Bool {
    await Task.settle()
    while let next = takeSleeper(dueBy: instant) {
      next.continuation.resume()
      guard await running(next.id, timeout: timeout) else {
        callSite.report(
          """
          TestClock.advance gave up after \(timeout): a task woken at \(next.deadline.offset) did \
          not run again. Something keeps its actor from running it (a blocking call, or work that \
          never suspends); the clock stays at \(now.offset).
          """
        )
        return false
      }
      await Task.settle()
    }
    return true
  }

  /// Returns `true` once the woken sleeper `id` runs again, or `false` when it has not after
  /// `timeout`. Its task is then back on its actor: one on the caller's actor (the main actor,
  /// for a store's effects) runs up to its next suspension before this returns. A real wait, not
  /// a count of yields: a yielding task of a higher priority would be run again first, and the
  /// sleeper never.
  private nonisolated(nonsending) func running(_ id: Int, timeout: Duration) async -> Bool {
    var watchdog: Task<Void, Never>?
    let ran = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let waiter = WakeWaiter(continuation)
      let waits = timeline.withValue { timeline -> Bool in
        guard timeline.waking.contains(id) else { return false }
        timeline.wakeWaiters[id] = waiter
        return true
      }
      guard waits else { return waiter.resume(ran: true) }
      watchdog = Task {
        try? await Task.sleep(for: timeout)
        waiter.resume(ran: false)
      }
    }
    watchdog?.cancel()
    return ran
  }

  /// The wait of `advance` for one woken sleeper, resumed once: by the sleeper running again or
  /// by the deadline, whichever comes first. The deadline holds the waiter itself, so a waiter
  /// the sleeper never finds still ends.
  private final class WakeWaiter: Sendable {
    private let continuation: LockIsolated<CheckedContinuation<Bool, Never>?>

    init(_ continuation: CheckedContinuation<Bool, Never>) {
      self.continuation = LockIsolated(continuation)
    }

    func resume(ran: Bool) {
      continuation.withValue { continuation in
        defer { continuation = nil }
        return continuation
      }?.resume(returning: ran)
    }
  }

  /// Removes and returns the sleeper with the earliest deadline not after `instant`, moving
  /// `now` to its deadline; when there is none, moves `now` to `instant`.
  private func takeSleeper(dueBy instant: Instant) -> Sleeper? {
    timeline.withValue { timeline -> Sleeper? in
      guard let first = timeline.sleepers.first, first.deadline <= instant else {
        timeline.now = max(timeline.now, instant)
        return nil
      }
      let sleeper = timeline.sleepers.removeFirst()
      timeline.waking.insert(sleeper.id)
      // Never backwards: a sleeper's deadline was after `now` when it fell asleep, and `now` has
      // not passed a deadline without waking its sleeper since.
      timeline.now = sleeper.deadline
      return sleeper
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Lets work that became ready on the caller's actor run up to its next suspension,
  /// including tasks that this work starts, a few levels deep.
  ///
  /// On a serial actor (the main actor) jobs run in the order they were enqueued, so each
  /// yield lets everything enqueued before it run first: the result does not depend on timing.
  nonisolated(nonsending) static func settle() async {
    for _ in 0..<settleYields { await Task.yield() }
  }

  /// Enough for a woken effect, the effects its actions start, and theirs.
  private static var settleYields: Int { 16 }
}
