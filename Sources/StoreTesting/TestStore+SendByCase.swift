import StoreRuntime

extension TestStore where Action: CasePathable {
  /// Sends the case `casePath` names with `value` as its payload, as TCA's
  /// `store.send(\.delegate.open, url)`: the same as sending the embedded action.
  @discardableResult
  public func send<Value>(
    _ casePath: KeyPath<Action.AllCasePaths, CasePath<Action, Value>>,
    _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    await send(
      Action.allCasePaths[keyPath: casePath].embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends the case without a payload that `casePath` names: `store.send(\.delegate.closeRequested)`.
  @discardableResult
  public func send(
    _ casePath: KeyPath<Action.AllCasePaths, CasePath<Action, Void>>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    await send(
      Action.allCasePaths[keyPath: casePath].embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
