extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration`, on the caller's actor.
  ///
  /// The standard library's `sleep(for:)` runs on the global executor, so an effect on the main
  /// actor that sleeps on a test clock would come back to the main actor at a moment that
  /// depends on the machine's load. This one suspends where it is called: a ``TestClock`` or
  /// ``ImmediateClock`` wakes the effect on its own actor, in a deterministic order. Other
  /// clocks sleep exactly as the standard library's method does. Leave `isolation` to its
  /// default: it is the caller's actor, which the test clock must know before the task gives it up.
  public func sleep(
    for duration: Duration, tolerance: Duration? = nil, isolation: isolated (any Actor)? = #isolation
  ) async throws {
    switch self {
    case let clock as TestClock:
      try await clock.suspend(until: clock.now.advanced(by: duration), isolation: isolation)
    case let clock as ImmediateClock:
      try await clock.suspend(until: clock.now.advanced(by: duration))
    default:
      try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
  }
}
