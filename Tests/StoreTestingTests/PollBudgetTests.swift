import StoreTesting
import Testing

/// The accounting behind every wait of the test store: time spent looking counts, time a loaded
/// machine kept the store from looking counts only a little, and a wait always ends.
struct PollBudgetTests {
  private let start = ContinuousClock.now

  /// The looks, `every` apart, at which a budget of `timeout` lets the wait go on, up to `looks`.
  private func continuingLooks(timeout: Duration, every pause: Duration, looks: Int) -> [Int] {
    var budget = PollBudget(timeout: timeout, startingAt: start)
    return (1...looks).filter { budget.mayContinue(at: start.advanced(by: pause * $0)) }
  }

  @Test func aZeroTimeoutEndsAtTheFirstLook() {
    var budget = PollBudget(timeout: .zero, startingAt: start)
    let goesOn = budget.mayContinue(at: start)
    #expect(!goesOn)
  }

  @Test func shortPausesCountInFull() {
    #expect(continuingLooks(timeout: .seconds(1), every: .milliseconds(1), looks: 1_001) == Array(1...999))
  }

  @Test func aLongPauseCountsAsTenMilliseconds() {
    // 95 ms of budget: nine looks 20 ms apart count 90 ms, the tenth reaches 100 ms.
    #expect(continuingLooks(timeout: .milliseconds(95), every: .milliseconds(20), looks: 12) == Array(1...9))
  }

  @Test func aStarvedWaitEndsAfterAMinuteOfRealTime() {
    // Each look 10 s after the last counts 10 ms of the second; the sixth, a minute in, ends it.
    #expect(continuingLooks(timeout: .seconds(1), every: .seconds(10), looks: 8) == Array(1...5))
  }

  @Test func aWaitLongerThanAMinuteGetsItsWholeTimeout() {
    #expect(continuingLooks(timeout: .seconds(90), every: .seconds(10), looks: 10) == Array(1...8))
  }
}
