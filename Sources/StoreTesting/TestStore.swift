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
/// ```
///
/// Failures are reported into the running test (Swift Testing or XCTest) at the line of the
/// step that failed: a state that differs from the expectation (with a diff), a state change the
/// test did not expect, an action received but not asserted, a receive that timed out, an effect
/// still running at the end (naming the action that started it), an un-overridden dependency.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// The state after the last step, as the reducer produced it.
  public private(set) var state: State
  /// How strictly steps are checked. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects by default.
  public var timeout: Duration = .seconds(1)

  private let store: Store<State, Action>
  private var received: [Step] = []
  private var lastSent: Step?
  private var origins: [Int: StepOrigin] = [:]
  private let createdAt: StepOrigin
  private var didFinish = false
  /// Release-time checks run in a deinit, which has no task-locals: keep the reporter in force
  /// when the store was made, so scoped reporters still receive them.
  private let reporterAtCreation = IssueReporting.taskReporter

  private struct Step {
    let action: Action
    let state: State
    let sequence: Int
  }

  private struct StepOrigin {
    /// The step's name, e.g. `send`; with ``action``, the description is `send(<action>)`.
    let name: String
    /// Kept unformatted: describing an action walks it with reflection, and the description
    /// is only needed when a failure is reported.
    var action: Action?
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    var description: String {
      guard let action else { return name }
      return "\(name)(\(action))"
    }
  }

  /// Creates a test store. Dependencies that the test does not override resolve to their test
  /// values, which report an issue when used.
  public init<R: Reducer>(
    initialState: State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    TestIssueReporter.install()
    self.state = initialState
    self.store = Store(initialState: initialState, reducer: reducer()) { values in
      values.context = .test
      prepareDependencies(&values)
    }
    self.createdAt = StepOrigin(
      name: "TestStore", fileID: fileID, filePath: filePath, line: line, column: column)
    store.setSnapshotHook { [unowned self] action, origin, state, sequence in
      let step = Step(action: action, state: state, sequence: sequence)
      switch origin {
      case .external: self.lastSent = step
      case .effect: self.received.append(step)
      }
    }
  }

  isolated deinit {
    guard !didFinish else { return }
    if let reporterAtCreation {
      IssueReporting.$taskReporter.withValue(reporterAtCreation) { checkCompletion(origin: createdAt) }
    } else {
      checkCompletion(origin: createdAt)
    }
  }

  /// The dependencies the reducer and its effects see.
  public var dependencies: DependencyValues { store.dependencies }

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
    let origin = StepOrigin(
      name: "send", action: action, fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity == .on, let last = received.last {
      fail(
        "Must handle \(received.count) received action(s) before sending another action. Unhandled: \(receivedList)",
        origin)
      state = last.state
      received.removeAll()
    }
    lastSent = nil
    let task = store.send(action)
    guard let step = lastSent else {
      fail("The store did not process \(action).", origin)
      return task
    }
    // Origins only name the actions that started effects still running at the end, and an
    // action that started no effect can never be one of them.
    if task.startedEffects { origins[step.sequence] = origin }
    assertState(step.state, updateStateToExpectedResult, origin)
    // The yield lets the effects just started run up to their first suspension; with nothing
    // running it would only cost a main-actor hop.
    if store.hasRunningEffects { await Task.yield() }
    return task
  }

  /// Waits for an action fed back by an effect, checks it equals `expectedAction`, and asserts
  /// the state after it like ``send(_:assert:fileID:filePath:line:column:)``.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let origin = StepOrigin(
      name: "receive", action: expectedAction, fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveStep(matching: { $0 == expectedAction }, describing: expectedAction, timeout, updateStateToExpectedResult, origin)
  }

  /// Waits for an action fed back by an effect that satisfies `isMatching`, then asserts the
  /// state after it.
  public func receive(
    _ isMatching: @escaping (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let origin = StepOrigin(
      name: "receive(matching:)", fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveStep(matching: isMatching, describing: nil, timeout, updateStateToExpectedResult, origin)
  }

  /// Drops every received action that was not asserted, after letting effects run briefly.
  public func skipReceivedActions() async {
    await Task.yield()
    if let last = received.last { state = last.state }
    received.removeAll()
  }

  /// Cancels every effect still running and waits for them to end, so the test can finish.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    store.cancelAllEffects()
    let origin = StepOrigin(
      name: "skipInFlightEffects", fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await waitForEffects(timeout: timeout, origin: origin, report: true)
  }

  /// Waits for every effect to end, then checks that nothing is left unasserted.
  ///
  /// End every Swift Testing test with it. The same checks also run when the `TestStore` is
  /// released, but a deinit runs without the test's context: under Swift Testing those
  /// release-time failures reach only a reporter scoped around the store (or standard error),
  /// while XCTest records them as usual.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let origin = StepOrigin(name: "finish", fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity == .on {
      _ = await waitForEffects(timeout: timeout ?? self.timeout, origin: origin, report: false)
    }
    checkCompletion(origin: origin)
    didFinish = true
  }

  private func receiveStep(
    matching isMatching: (Action) -> Bool,
    describing expected: Action?,
    _ timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    _ origin: StepOrigin
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
    while true {
      if exhaustivity == .on, let first = received.first {
        received.removeFirst()
        if !isMatching(first.action) {
          fail(actionMismatch(expected: expected, actual: first.action), origin)
        }
        origins[first.sequence] = origin
        assertState(first.state, updateStateToExpectedResult, origin)
        return
      }
      if exhaustivity == .off, let index = received.firstIndex(where: { isMatching($0.action) }) {
        let step = received[index]
        received.removeSubrange(...index)
        origins[step.sequence] = origin
        assertState(step.state, updateStateToExpectedResult, origin)
        return
      }
      if ContinuousClock.now >= deadline {
        let what = expected.map { "\($0)" } ?? "an action matching the predicate"
        let running = store.inFlightEffects.isEmpty ? "No effect is running." : "Effects still running: \(store.inFlightEffects.count)."
        fail("Expected to receive \(what), but received nothing within the timeout. \(running)", origin)
        return
      }
      await Task.yield()
      if received.isEmpty { try? await Task.sleep(for: .microseconds(200)) }
    }
  }

  private func assertState(
    _ actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    _ origin: StepOrigin
  ) {
    let previous = state
    state = actual
    var expected = exhaustivity == .on ? previous : actual
    do {
      try updateStateToExpectedResult?(&expected)
    } catch {
      fail("The assertion closure threw: \(error)", origin)
      return
    }
    guard expected != actual else { return }
    let difference = StateDiff.diff(expected: expected, actual: actual) ?? "(states differ but render the same)"
    if updateStateToExpectedResult == nil {
      fail("State was expected not to change, but it changed: (− expected, + actual)\n\(difference)", origin)
    } else {
      fail("State is not as expected: (− expected, + actual)\n\(difference)", origin)
    }
  }

  private func waitForEffects(timeout: Duration, origin: StepOrigin, report: Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !store.inFlightEffects.isEmpty {
      if ContinuousClock.now >= deadline {
        if report { reportRunningEffects(origin) }
        return false
      }
      await Task.yield()
      try? await Task.sleep(for: .microseconds(200))
    }
    return true
  }

  private func checkCompletion(origin: StepOrigin) {
    guard exhaustivity == .on else { return }
    if !received.isEmpty {
      fail("The store received \(received.count) action(s) that the test did not assert: \(receivedList)", origin)
    }
    reportRunningEffects(origin)
  }

  private func reportRunningEffects(_ origin: StepOrigin) {
    for sequence in store.inFlightEffects {
      let starter = origins[sequence]
      let location = starter.map { " at \($0.fileID):\($0.line)" } ?? ""
      fail(
        """
        An effect started by \(starter?.description ?? "action #\(sequence)")\(location) is still running. \
        Assert the actions it sends, cancel it, or call skipInFlightEffects().
        """,
        starter ?? origin)
    }
  }

  private var receivedList: String {
    received.map { "\($0.action)" }.joined(separator: ", ")
  }

  private func actionMismatch(expected: Action?, actual: Action) -> String {
    guard let expected else { return "Received \(actual), which does not match the predicate." }
    let difference = StateDiff.diff(expected: expected, actual: actual) ?? ""
    return "Received an unexpected action: (− expected, + received)\n\(difference)"
  }

  private func fail(_ message: String, _ origin: StepOrigin) {
    reportIssue(message, fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column)
  }
}
