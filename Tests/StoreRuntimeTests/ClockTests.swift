import StoreRuntime
import StoreTesting
import TestSupport
import Testing

/// A timer whose every tick starts a one-second follow-up: chains of sleeps, each started by
/// an action an earlier sleeper sent.
private struct Relay: Reducer {
  struct State: Equatable, Sendable { var legs = 0 }
  enum Action: Equatable, Sendable { case start, leg }
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.leg)
      }
    case .leg:
      state.legs += 1
      guard state.legs < 3 else { return .none }
      return .send(.start)
    }
  }
}

@MainActor
@Suite struct ClockTests {
  @Test func aRepeatingTimerDeliversEveryTickOfTheAdvancedSpan() async {
    await repeatUntilFirstIssue(100) {
      await threeTicksArrive()
    }
  }

  @Test func aChainOfSleepsStartedByEachOthersActionsRunsToItsEnd() async {
    await repeatUntilFirstIssue(50) {
      let clock = TestClock()
      let store = TestStore(initialState: Relay.State()) {
        Relay()
      } withDependencies: {
        $0.clock = clock
      }
      await store.send(.start)
      await clock.advance(by: .seconds(3))
      await store.receive(.leg) { $0.legs = 1 }
      await store.receive(.start)
      await store.receive(.leg) { $0.legs = 2 }
      await store.receive(.start)
      await store.receive(.leg) { $0.legs = 3 }
      await store.finish()
    }
  }

  @Test func runReportsInsteadOfHangingOnATimerThatNeverEnds() async throws {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State(id: 0), reducer: Ticker()) { $0.clock = clock }
    store.send(.start)
    let line: UInt = #line + 2
    let run = Task {
      await IssueReporting.collect { await clock.run(timeout: .milliseconds(50)) }.1
    }
    // Each step of `run` settles with yields of the main actor, which every main-actor test of
    // the suite shares: under ThreadSanitizer, with the whole suite running, this outlasts the
    // usual bound although `run` gives up as it should.
    let issues = try await outcome(of: run, timeout: .seconds(240)).get()
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    // Which wait ran out depends on the machine's load: the time between ticks (the timer still
    // sleeps on the clock), or one woken tick that did not run again within the timeout.
    #expect(issues.first?.message.contains("gave up after 0.05 seconds") == true)
    #expect(clock.now.offset >= .seconds(1))
    store.send(.stop)
  }

  @Test func advanceReportsAWokenTaskThatDoesNotRunAgainAndStops() async throws {
    let clock = TestClock()
    let parked = ParkedActor()
    let sleeper = Task { try await parked.sleep(for: .seconds(1), on: clock) }
    try await waitUntil("the sleeper to wait for its actor") { parked.waitingJobs == 1 }
    parked.runJobs()
    #expect(clock.sleeperCount == 1)
    let line: UInt = #line + 1
    let (_, issues) = await IssueReporting.collect { await clock.advance(by: .seconds(5), timeout: .milliseconds(50)) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.fileID == "StoreRuntimeTests/ClockTests.swift")
    #expect(issues.first?.message.contains("gave up after 0.05 seconds: a task woken at 1.0 seconds did not run again") == true)
    #expect(clock.now.offset == .seconds(1))
    try await waitUntil("the woken sleeper to wait for its actor") { parked.waitingJobs == 1 }
    parked.runJobs()
    try await outcome(of: sleeper).get()
  }

  @Test func runReportsAWokenTaskThatDoesNotRunAgainOnceAndStops() async throws {
    let clock = TestClock()
    let parked = ParkedActor()
    let sleepers = [1, 2].map { seconds in Task { try await parked.sleep(for: .seconds(seconds), on: clock) } }
    try await waitUntil("the sleepers to wait for their actor") { parked.waitingJobs == 2 }
    parked.runJobs()
    #expect(clock.sleeperCount == 2)
    let (_, issues) = await IssueReporting.collect { await clock.run(timeout: .milliseconds(50)) }
    #expect(issues.map { $0.message.hasPrefix("TestClock.advance gave up after 0.05 seconds") } == [true])
    #expect(clock.now.offset == .seconds(1))
    #expect(clock.sleeperCount == 1)
    try await waitUntil("the woken sleeper to wait for its actor") { parked.waitingJobs == 1 }
    parked.runJobs()
    let run = Task { await clock.run() }
    try await waitUntil("the second sleeper to wait for its actor") { parked.waitingJobs == 1 }
    parked.runJobs()
    _ = try await outcome(of: run)
    for sleeper in sleepers { try await outcome(of: sleeper).get() }
  }

  @Test func runWakesEverySleeperOfAFiniteSchedule() async {
    let clock = TestClock()
    let store = TestStore(initialState: Relay.State()) {
      Relay()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.start)
    // The timeout only guards against a hang: while the whole suite starts under a sanitizer, the
    // main actor can be busy for longer than the default 60 s on a small machine.
    await clock.run(timeout: .seconds(120))
    await store.receive(.leg) { $0.legs = 1 }
    await store.receive(.start)
    await store.receive(.leg) { $0.legs = 2 }
    await store.receive(.start)
    await store.receive(.leg) { $0.legs = 3 }
    #expect(clock.now.offset == .seconds(3))
    await store.finish()
  }

  @Test func anImmediateClockEndsSleepsAtOnceAndMovesItsTime() async {
    let clock = ImmediateClock()
    let store = TestStore(initialState: Relay.State()) {
      Relay()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.start)
    await store.receive(.leg) { $0.legs = 1 }
    await store.receive(.start)
    await store.receive(.leg) { $0.legs = 2 }
    await store.receive(.start)
    await store.receive(.leg) { $0.legs = 3 }
    #expect(clock.now.offset == .seconds(3))
    await store.finish()
  }

  @Test func anImmediateClockNeverMovesBackwards() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(2))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))
    try await clock.sleep(for: .seconds(-1))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func anImmediateClockStillHonoursCancellation() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }

  private func threeTicksArrive() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State(id: 0)) {
      Ticker()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(3))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stop)
    await store.finish()
  }
  @Test func testClockWakesSleepersOnlyWhenAdvancedPastTheirDeadline() async throws {
    let clock = TestClock()
    let woke = LockIsolated(false)
    let task = Task {
      try await clock.sleep(for: .seconds(2))
      woke.setValue(true)
    }
    try await waitUntil("the task to sleep") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    #expect(woke.value == false)
    await clock.advance(by: .seconds(1))
    try await outcome(of: task).get()
    #expect(woke.value == true)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aTestClockNeverMovesBackwards() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    await clock.advance(by: .seconds(-1))
    #expect(clock.now.offset == .seconds(2))
  }

  /// A sleeper due before the instant `advance(to:)` is given wakes at its own deadline: time
  /// moves to each deadline in turn, then to the instant.
  @Test func aSleeperWakesAtItsDeadlineAndTheClockEndsAtTheInstant() async throws {
    let clock = TestClock()
    let wokeAt = LockIsolated<Duration?>(nil)
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      wokeAt.setValue(clock.now.offset)
    }
    try await waitUntil("the task to sleep") { clock.sleeperCount == 1 }
    await clock.advance(to: TestClock.Instant(offset: .seconds(5)))
    try await outcome(of: task).get()
    #expect(wokeAt.value == .seconds(1))
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func cancellingASleeperWakesItWithCancellationError() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(10)) }
    await Task.yield()
    task.cancel()
    let result = try await outcome(of: task)
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  /// As swift-clocks' `TestClock`: a sleep until `now` waits for the test, which decides with an
  /// advance (even by zero) when the task goes on.
  @Test func aZeroLengthSleepWaitsForAnAdvanceEvenByZero() async throws {
    let clock = TestClock()
    let done = LockIsolated(false)
    let task = Task {
      try await clock.sleep(for: .zero)
      done.setValue(true)
    }
    try await waitUntil("the task to sleep") { clock.sleeperCount == 1 }
    #expect(done.value == false)
    await clock.advance()
    try await outcome(of: task).get()
    #expect(done.value)
    #expect(clock.now.offset == .zero)
  }

  @Test func aSleepWhoseDeadlineHasPassedEndsWithoutAnAdvance() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    let task = Task { try await clock.sleep(until: TestClock.Instant(offset: .seconds(1))) }
    try await outcome(of: task).get()
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func advanceWakesTheDueSleepersInDeadlineOrderAndLeavesTheLaterOnes() async throws {
    let clock = TestClock()
    let woken = LockIsolated<[Int]>([])
    let tasks = [5, 1, 2].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woken.withValue { $0.append(seconds) }
      }
    }
    try await waitUntil("three tasks to sleep") { clock.sleeperCount == 3 }
    await clock.advance(by: .seconds(3))
    #expect(woken.value == [1, 2])
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(2))
    for task in tasks { try await outcome(of: task).get() }
    #expect(woken.value == [1, 2, 5])
  }

  /// A sleeper on the global executor may run, and leave the timeline, before `advance` looks
  /// for it: `advance` must then not wait for it to run again. The race is won a different way
  /// each time, so it is run many times.
  @Test func advanceReturnsWhenASleeperOffTheMainActorAlreadyRan() async throws {
    for _ in 0..<50 {
      let clock = TestClock()
      let sleeper = Task.detached { try await clock.sleep(for: .seconds(1)) }
      try await waitUntil("the detached task to sleep") { clock.sleeperCount == 1 }
      let advance = Task { await clock.advance(by: .seconds(1)) }
      _ = try await outcome(of: advance)
      try await outcome(of: sleeper).get()
    }
  }

  @Test func sleepersDueAtTheSameInstantWakeInTheOrderTheyFellAsleep() async throws {
    let clock = TestClock()
    let woken = LockIsolated<[String]>([])
    let first = Task {
      try await clock.sleep(for: .seconds(1))
      woken.withValue { $0.append("first") }
    }
    try await waitUntil("the first task to sleep") { clock.sleeperCount == 1 }
    let second = Task {
      try await clock.sleep(for: .seconds(1))
      woken.withValue { $0.append("second") }
    }
    try await waitUntil("the second task to sleep") { clock.sleeperCount == 2 }
    await clock.advance(by: .seconds(1))
    try await outcome(of: first).get()
    try await outcome(of: second).get()
    #expect(woken.value == ["first", "second"])
  }

  @Test func cancellingOneSleeperLeavesTheOthersAsleep() async throws {
    let clock = TestClock()
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    try await waitUntil("the first task to sleep") { clock.sleeperCount == 1 }
    let second = Task { try await clock.sleep(for: .seconds(1)) }
    try await waitUntil("the second task to sleep") { clock.sleeperCount == 2 }
    second.cancel()
    let cancelled = try await outcome(of: second)
    #expect(throws: CancellationError.self) { try cancelled.get() }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await outcome(of: first).get()
  }
}

@Suite struct TestClockInstantTests {
  @Test func anInstantComesBeforeALaterOneAndNotBeforeItself() {
    let early = TestClock.Instant(offset: .seconds(1))
    let late = TestClock.Instant(offset: .seconds(2))
    #expect(early < late)
    #expect(!(late < early))
    #expect(!(early < early))
  }

  @Test func advanceAndRunWaitAMinuteForAWokenTaskUnlessToldOtherwise() {
    #expect(TestClock.defaultTimeout == .seconds(60))
  }
}
