import StoreRuntime

extension TestStore {
  /// Asserts the store's current state without sending an action: `updateStateToExpectedResult`
  /// receives the current state and must leave it as it is.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.load)
  /// await store.skipReceivedActions()
  /// store.assert { $0.isLoading = false }
  /// ```
  ///
  /// Most useful in non-exhaustive tests, to check a part of the state the skipped steps changed.
  /// It changes nothing: actions still waiting to be received are asserted as before.
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let current = store.state
    var expected = current
    do {
      try IssueReporting.$userLocation.withValue(site) { try runAssertion(updateStateToExpectedResult, on: &expected) }
    } catch {
      site.report("The assertion closure threw: \(StateDiff.renderLine(error))")
      return
    }
    guard expected != current else { return }
    let difference = StateDiff.diff(expected: expected, actual: current) ?? "(states differ but render the same)"
    site.report("State is not as expected: (- expected, + actual)\n\(difference)")
  }
}
