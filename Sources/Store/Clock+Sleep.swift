extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration`, on the caller's actor.
  ///
  /// The standard library's `sleep(for:)` runs on the global executor, so an effect on the main
  /// actor that sleeps on a test clock would come back to the main actor at a moment that
  /// depends on the machine's load. This one suspends where it is called: a ``TestClock`` or
  /// ``ImmediateClock`` wakes the effect on its own actor, in a deterministic order. Other
  /// clocks sleep exactly as the standard library's method does.
  public nonisolated(nonsending) func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    switch self {
    case let clock as TestClock:
      try await clock.suspend(until: clock.now.advanced(by: duration))
    case let clock as ImmediateClock:
      try await clock.suspend(until: clock.now.advanced(by: duration))
    default:
      try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
  }
}
