/// How much of a test store's `timeout` a wait has used: the time it spent looking, not the
/// time a loaded machine kept it from looking.
///
/// A wait looks, pauses 200 µs, and looks again. When a parallel suite shares two cores under a
/// sanitizer, one pause can last seconds, and the effects being waited for are held up by the
/// same load; counting that time would fail a correct test. So each pause counts for at most
/// ``longestCountedPause``, and a wait still ends after ``longestWallClockWait`` of real time
/// (or its timeout, if that is longer), so it always ends. On an idle machine pauses are short
/// and a wait lasts its timeout.
package struct PollBudget {
  /// The most one pause between two looks counts for; a normal pause takes well under it.
  package static let longestCountedPause: Duration = .milliseconds(10)
  /// The longest a wait may last in real time while the machine is starved, unless its timeout
  /// is longer still: the limit of every other bounded wait of the tests.
  package static let longestWallClockWait: Duration = .seconds(60)

  private let timeout: Duration
  private let wallClockDeadline: ContinuousClock.Instant
  private var counted: Duration = .zero
  private var lastLook: ContinuousClock.Instant

  /// A budget for a wait of `timeout` that starts at `start`.
  package init(timeout: Duration, startingAt start: ContinuousClock.Instant) {
    self.timeout = timeout
    self.wallClockDeadline = start.advanced(by: max(timeout, Self.longestWallClockWait))
    self.lastLook = start
  }

  /// Records a look at `now` that did not find what the wait is for; returns whether the wait
  /// may pause and look again.
  package mutating func mayContinue(at now: ContinuousClock.Instant) -> Bool {
    counted += min(now - lastLook, Self.longestCountedPause)
    lastLook = now
    return counted < timeout && now < wallClockDeadline
  }
}
