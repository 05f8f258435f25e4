import StoreRuntime

extension TestStore {
  /// Waits for an action fed back by an effect, checks it equals `expectedAction`, and asserts
  /// the state after it like ``send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``.
  ///
  /// Exhaustive: the next received action must be this one. Non-exhaustive: earlier received
  /// actions that don't match are skipped.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let step = TestStep(
      name: "receive", action: expectedAction,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    await receiveStep(
      step, timeout, updateStateToExpectedResult, expecting: StateDiff.renderLine(expectedAction),
      matching: { $0 == expectedAction },
      mismatch: { actual in
        let difference = StateDiff.diff(expected: expectedAction, actual: actual) ?? ""
        return "Received an unexpected action: (- expected, + received)\n\(difference)"
      })
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
    let step = TestStep<Action>(
      name: "receive(matching:)", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    await receiveStep(
      step, timeout, updateStateToExpectedResult, expecting: "an action matching the predicate",
      matching: isMatching,
      mismatch: { "Received \(StateDiff.renderLine($0)), which does not match the predicate." })
  }

  /// Waits for an action of one case, named as a key path (`\.delegate`, `\.delegate.closeRequested`,
  /// `\.screens[id: id]`), whatever its payload; then asserts the state after it.
  public func receive<Value>(
    _ casePath: KeyPath<Action.AllCasePaths, CasePath<Action, Value>>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let path = Action.allCasePaths[keyPath: casePath]
    let name = caseName(casePath)
    let step = TestStep<Action>(
      name: "receive(\(name))", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    await receiveStep(
      step, timeout, updateStateToExpectedResult, expecting: "an action of case \(name)",
      matching: { path.extract(from: $0) != nil },
      mismatch: { "Received \(StateDiff.renderLine($0)), which is not of case \(name)." })
  }

  /// Waits for an action of one case with this payload (`receive(\.delegate, .closeRequested)`),
  /// then asserts the state after it.
  public func receive<Value: Equatable>(
    _ casePath: KeyPath<Action.AllCasePaths, CasePath<Action, Value>>,
    _ expectedValue: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let path = Action.allCasePaths[keyPath: casePath]
    let name = caseName(casePath)
    let step = TestStep<Action>(
      name: "receive(\(name), \(StateDiff.renderLine(expectedValue)))",
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    await receiveStep(
      step, timeout, updateStateToExpectedResult,
      expecting: "an action of case \(name) with \(StateDiff.renderLine(expectedValue))",
      matching: { path.extract(from: $0) == expectedValue },
      mismatch: { actual in
        guard let value = path.extract(from: actual) else {
          return "Received \(StateDiff.renderLine(actual)), which is not of case \(name)."
        }
        let difference = StateDiff.diff(expected: expectedValue, actual: value) ?? ""
        return "Received \(name) with an unexpected payload: (- expected, + received)\n\(difference)"
      })
  }

  private func receiveStep(
    _ step: TestStep<Action>,
    _ timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    expecting expected: String,
    matching isMatching: (Action) -> Bool,
    mismatch: (Action) -> String
  ) async {
    func matchIndex() -> Int? {
      switch exhaustivity {
      case .on: reductions.received.isEmpty ? nil : 0
      case .off: reductions.received.firstIndex { isMatching($0.action) }
      }
    }
    _ = await poll(timeout: timeout ?? self.timeout) { matchIndex() != nil }
    guard let index = matchIndex() else {
      let running = effects.isIdle ? "No effect is running." : "Effects still running: \(effects.starters.count)."
      step.fail("Expected to receive \(expected), but received nothing within the timeout. \(running)")
      return
    }
    let match = reductions.received[index]
    switch exhaustivity {
    case .on:
      if !isMatching(match.action) {
        // One failure, as in TCA: the action was wrong, so its state is not checked as well.
        step.fail(mismatch(match.action))
        reductions.received.removeFirst()
        origins[match.sequence] = step
        if !match.stateAdopted { adopt(match) }
        return
      }
      if match.stateAdopted {
        // Its state was taken when the test failed to handle it: only the action is checked.
        reductions.received.removeFirst()
        origins[match.sequence] = step
        return
      }
    case .off(let showSkippedAssertions):
      if showSkippedAssertions, index > 0 {
        let skipped = reductions.received[..<index].map { StateDiff.renderLine($0.action) }.joined(separator: ", ")
        step.site.reportSkipped("\(index) received action(s) were skipped before this one: \(skipped)")
      }
    }
    reductions.received.removeSubrange(...index)
    accept(match, updateStateToExpectedResult, step)
  }

  private func accept(
    _ received: Reductions<State, Action>.Received, _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    _ step: TestStep<Action>
  ) {
    // Effects this action started are named after the receive that asserted it.
    origins[received.sequence] = step
    // Problems the assertion causes (a dependency read without an override) point at this step.
    IssueReporting.$userLocation.withValue(step.site) {
      assertState(received.state, updateStateToExpectedResult, at: step.site)
    }
  }

  /// `\.delegate` for a case path declared as a stored property; nested and subscripted paths
  /// have no name at run time.
  private func caseName<Value>(
    _ casePath: KeyPath<Action.AllCasePaths, CasePath<Action, Value>>
  ) -> String where Action: CasePathable {
    let text = "\(casePath)"
    guard !text.contains("<computed"), let dot = text.firstIndex(of: ".") else { return "the given case" }
    return "\\" + text[dot...]
  }
}
