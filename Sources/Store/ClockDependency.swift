/// A clock for a test that did not override `\.clock`: it reports an issue, then does not wait.
private struct UnimplementedClock: Clock {
  typealias Instant = ContinuousClock.Instant
  var now: Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportIssueAtUserLocation("@Dependency(\\.clock) was used in a test without an override. Set $0.clock = TestClock().")
    try Task.checkCancellation()
  }
}

private enum ClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock()
}

extension DependencyValues {
  /// The clock effects sleep on. Override with a ``TestClock`` in tests.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
