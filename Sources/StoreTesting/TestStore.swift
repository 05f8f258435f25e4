import Foundation
import StoreRuntime

/// A store for tests that makes you prove every state change and every action effects send back.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.date = .constant(Date(timeIntervalSince1970: 0))
/// }
/// await store.send(.didStart) { $0.isLoading = true }
/// await store.receive(.loaded("ok")) { $0.isLoading = false; $0.text = "ok" }
/// await store.finish()
/// ```
///
/// Failures are reported into the running test (Swift Testing or XCTest) at the line of the
/// step that failed: a state that differs from the expectation (with a diff), a state change the
/// test did not expect or an expected change that did not happen, an action received but not
/// asserted, a receive that timed out, an effect still running at the end (naming the step that
/// started it). Problems found while the step's action and its effects run — a dependency the
/// test did not override, a client called without a test value — point at that step too.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// The state after the last step, as the reducer produced it.
  public private(set) var state: State
  /// How strictly steps are checked. Defaults to ``Exhaustivity/on``; may change between steps.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects, by default.
  ///
  /// It counts the time the store spent looking: on a machine so loaded that the store's own
  /// short pauses between looks take longer than 10 ms, each counts as 10 ms, so a parallel suite
  /// under a sanitizer doesn't fail correct tests. A wait still ends after a minute of real time
  /// (or `timeout`, if longer). A timeout guards against a hang; it is not a speed assertion.
  public var timeout: Duration = .seconds(1)
  /// How long `send` waits for the effects it started to begin running before it reports them.
  /// Defaults to a minute.
  ///
  /// Not ``timeout``: this wait asserts nothing about the code under test (an effect's first
  /// turn only needs the main actor), it only keeps a lost effect from hanging the test, and a
  /// loaded suite can hold a new task back for seconds. Shorten it while you hunt an effect that
  /// never starts (a task started outside the effect's `run`, an actor that never yields);
  /// lengthen it for a suite on a machine loaded beyond that.
  public var effectStartTimeout: Duration = .seconds(60)

  let store: Store<State, Action>
  /// The actions the store reduced, as its reducer's wrapper noted them.
  let reductions: Reductions<State, Action>
  /// The store's effects, as it reports them to its monitor.
  let effects = EffectTracker()
  /// The store's dependencies, boxed once for the assertion closures: boxing them on every step
  /// was a large part of a step's cost (`teststore-step`).
  private var assertionDependencies: PreparedDependencies
  /// The step that started each action's effects, by the action's sequence number.
  var origins: [Int: TestStep<Action>] = [:]
  private let createdAt: TestStep<Action>
  private var didFinish = false
  /// The reporter scoped around the store when it was made: its release-time checks reach it
  /// even when the store is released outside that scope.
  private let reporterAtCreation = IssueReporting.taskReporter

  /// Creates a test store. Dependencies that the test does not override resolve to their test
  /// values, which report an issue when used.
  ///
  /// The initial state and the reducer are built with the test's dependencies in force, as in
  /// TCA: a state whose initialiser reads `\.uuid`, or a reducer that reads a dependency in its
  /// `init`, sees the overrides. So does every assertion closure of the test's steps.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    TestIssueReporter.install()
    // Through `withDependencies`, so that reading a key to override a part of it
    // (`$0.client.endpoint = …`) reports nothing.
    var values = withDependencies {
      $0.context = .test
      prepareDependencies(&$0)
    } operation: {
      DependencyValues.current
    }
    values.effectTaskFactory = .mainSerial
    effects.forwardingTo = values.effectMonitor
    values.effectMonitor = effects
    // Built as `Store`'s own initialiser builds them: with the test's dependencies in force.
    let (initial, reducer) = withDependencies(values) { (initialState(), reducer()) }
    let reductions = Reductions<State, Action>(initialState: initial)
    self.reductions = reductions
    self.assertionDependencies = PreparedDependencies(values)
    self.store = Store(initialState: initial, reducer: TestReducer(base: reducer, reductions: reductions)) {
      $0 = values
    }
    self.state = initial
    self.createdAt = TestStep(
      name: "TestStore", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A store released without `finish()` runs its checks here, on the releasing thread, in the
  /// test's task: where Swift Testing's context still says which test to fail. Released off the
  /// main actor, it waits while the main actor runs them, in a task that inherits that context.
  deinit {
    guard !didFinish else { return }
    let check = CompletionCheck(exhaustivity: exhaustivity, reductions: reductions, effects: effects, origins: origins)
    let step = createdAt
    let reporter = reporterAtCreation ?? IssueReporting.taskReporter
    onMainActorNow { IssueReporting.$taskReporter.withValue(reporter) { check.run(at: step) } }
  }

  /// The dependencies the reducer and its effects see. Change them between steps to change
  /// what the next actions and the effects they start see (effects already running keep theirs).
  public var dependencies: DependencyValues {
    get {
      var values = store.dependencies
      values.effectMonitor = effects.forwardingTo
      return values
    }
    set {
      var values = newValue
      effects.forwardingTo = values.effectMonitor
      values.effectMonitor = effects
      values.effectTaskFactory = store.dependencies.effectTaskFactory
      store.dependencies = values
      assertionDependencies = PreparedDependencies(values)
    }
  }

  /// Sends `action` and asserts the exact state after it: `updateStateToExpectedResult`
  /// receives the previous state and must turn it into the new one. Pass no closure when the
  /// action must not change the state.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let task = step(action, updateStateToExpectedResult, site)
    // Lets the effects just started run up to their first suspension (and effects already
    // running react to the action, e.g. end when it cancelled them); with nothing running it
    // would only cost a main-actor hop. Polled with a deadline, like every wait of the test
    // store: effects that never start fail the step instead of hanging the test.
    if !effects.isIdle {
      if await !poll(timeout: effectStartTimeout, until: { effects.allStarted }) {
        reportUnstartedEffects(at: site)
      }
      await Task.yield()
    }
    return task
  }

  @inline(never)
  private func reportUnstartedEffects(at site: CallSite) {
    site.report(
      """
      The effects this action started did not begin running within \(effectStartTimeout): something \
      kept the main actor busy that long, or the effects were lost.
      """
    )
  }

  /// The synchronous part of `send`. Kept out of the async function, whose frame would look up
  /// the generic metadata of every local it might need on every call; rare paths are functions
  /// of their own for the same reason.
  private func step(
    _ action: Action, _ updateStateToExpectedResult: ((inout State) throws -> Void)?, _ site: CallSite
  ) -> StoreTask {
    if reductions.received.count > 0 { handleUnassertedActions(before: site) }
    // A test store is never in the middle of an action when a test sends one, so the store
    // processes it at once, as its next action.
    let sentSequence = reductions.sequence + 1
    // Problems found while this action and its effects run, or while its assertion does, point
    // at this step.
    return IssueReporting.$userLocation.withValue(site) {
      let task = reductions.sending { store.send(action) }
      // Origins only name the actions that started effects still running at the end, and an
      // action that started no effect can never be one of them.
      if effects.newestStarter >= sentSequence { recordOrigin(of: sentSequence, action, site) }
      assertState(reductions.lastSentState.value, updateStateToExpectedResult, at: site)
      return task
    }
  }

  @inline(never)
  private func handleUnassertedActions(before site: CallSite) {
    switch exhaustivity {
    case .on:
      site.report(
        "Must handle \(reductions.received.count) received action(s) before sending another action. Unhandled: \(reductions.receivedList)"
      )
      // As in TCA, the actions stay for the test's later `receive`s, so one forgotten step
      // fails once; the next step starts from the state they left.
      state = reductions.received.last!.state
      for index in reductions.received.indices { reductions.received[index].stateAdopted = true }
    case .off(let showSkippedAssertions):
      if showSkippedAssertions {
        site.reportSkipped("\(reductions.received.count) received action(s) were not asserted: \(reductions.receivedList)")
      }
    }
  }

  @inline(never)
  private func recordOrigin(of sequence: Int, _ action: Action, _ site: CallSite) {
    origins[sequence] = TestStep(name: "send", action: action, site: site)
  }

  /// Drops every received action that was not asserted, after letting effects run briefly.
  ///
  /// With `strict` (the default, as in TCA) a skip when no action is waiting is reported: the
  /// test expected something that did not happen. Pass `strict: false` when there may be none.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.yield()
    guard let last = reductions.received.last else {
      if strict {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).report(
          "There were no received actions to skip. Pass `strict: false` when there may be none.")
      }
      return
    }
    state = last.state
    reductions.received.removeAll()
  }

  /// Stops following the effects still running, as TCA's does: the test no longer waits for
  /// them or fails because they are running, and they go on running.
  ///
  /// Actions they send later still arrive, and an exhaustive test asserts them like any other.
  /// They are cancelled when the store is released. With `strict` (the default, as in TCA) a skip
  /// when no effect is running is reported.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard !effects.isIdle else {
      if strict {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).report(
          "There were no in-flight effects to skip. Pass `strict: false` when there may be none.")
      }
      return
    }
    effects.stopFollowingRunning()
    await Task.yield()
  }

  /// Waits for every effect to end (up to `timeout`, default ``timeout``), then checks that
  /// nothing is left unasserted.
  ///
  /// It waits in every ``Exhaustivity``; only exhaustive tests fail when actions or effects are
  /// left. End every test with it: a store released without it runs the same checks when it
  /// goes, and fails the test then, but without waiting for effects to end. Calling it twice
  /// checks twice.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let step = TestStep<Action>(
      name: "finish", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    await waitForEffects(timeout: timeout ?? self.timeout)
    completionCheck.run(at: step)
    // What a non-exhaustive test skipped still happened: it reads the state as effects left it.
    if case .off = exhaustivity, let last = reductions.received.last {
      state = last.state
      reductions.received.removeAll()
    }
    didFinish = true
  }

  /// Compares the state a step produced with the test's expectation, reports a difference,
  /// and takes `actual` as the new state.
  func assertState(
    _ actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) {
    defer { state = actual }
    // Without a closure, an exhaustive step only compares: no copy of the state is made.
    guard let updateStateToExpectedResult else {
      guard actual != state else { return }
      switch exhaustivity {
      case .on:
        let difference = StateDiff.diff(expected: state, actual: actual) ?? "(states differ but render the same)"
        site.report("State was expected not to change, but it changed: (- expected, + actual)\n\(difference)")
      case .off(let showSkippedAssertions):
        if showSkippedAssertions, let skipped = StateDiff.diff(expected: state, actual: actual) {
          site.reportSkipped("State changes the test did not assert: (- expected, + actual)\n\(skipped)")
        }
      }
      return
    }
    var expected = state
    do {
      // The closure sees the test's dependencies, as the reducer did.
      try runAssertion(updateStateToExpectedResult, on: &expected)
    } catch {
      site.report("The assertion closure threw: \(StateDiff.renderLine(error))")
      return
    }
    switch exhaustivity {
    case .on:
      if expected == actual {
        if actual == state {
          site.report(
            """
            Expected the state to change, but it did not: the closure's changes leave the state \
            as it was. Pass no closure when an action changes nothing.
            """)
        }
        return
      }
      let difference = StateDiff.diff(expected: expected, actual: actual) ?? "(states differ but render the same)"
      site.report("State is not as expected: (- expected, + actual)\n\(difference)")
    case .off(let showSkippedAssertions):
      // Only what the closure asserts is checked: apply it to the actual state.
      var asserted = actual
      do { try runAssertion(updateStateToExpectedResult, on: &asserted) } catch {}
      if asserted != actual {
        let difference = StateDiff.diff(expected: asserted, actual: actual) ?? "(states differ but render the same)"
        site.report("State is not as expected: (- expected, + actual)\n\(difference)")
      } else if showSkippedAssertions, expected != actual,
        let skipped = StateDiff.diff(expected: expected, actual: actual)
      {
        site.reportSkipped("State changes the test did not assert: (- expected, + actual)\n\(skipped)")
      }
    }
  }

  /// Runs a step's assertion closure as the reducer ran: with the test's dependencies in force.
  /// The caller ties problems it causes (a dependency read without an override) to the step.
  func runAssertion(_ updateStateToExpectedResult: (inout State) throws -> Void, on state: inout State) throws {
    try assertionDependencies.run { try updateStateToExpectedResult(&state) }
  }

  /// Takes a received action's state as the test's without asserting it: after a failure about
  /// the action itself, a second one about its state would only repeat it.
  func adopt(_ received: Reductions<State, Action>.Received) {
    state = received.state
  }

  /// Waits up to `timeout` for every effect to end.
  func waitForEffects(timeout: Duration) async {
    _ = await poll(timeout: timeout) { effects.isIdle }
  }

  /// Lets effects run until `isDone` holds, checking between short sleeps; gives up when
  /// `timeout` is used up (see ``PollBudget``). Returns whether `isDone` holds.
  func poll(timeout: Duration, until isDone: () -> Bool) async -> Bool {
    var budget = PollBudget(timeout: timeout, startingAt: .now)
    while !isDone() {
      guard budget.mayContinue(at: .now) else { return false }
      await Task.yield()
      try? await Task.sleep(for: .microseconds(200))
    }
    return true
  }

  /// The checks `finish()` and a release run, on the store as it is now.
  private var completionCheck: CompletionCheck<State, Action> {
    CompletionCheck(exhaustivity: exhaustivity, reductions: reductions, effects: effects, origins: origins)
  }
}
