import ActionLog
import Foundation
import StoreRuntime
import StoreTesting

extension TestStore where State: Decodable, Action: Decodable {
  /// Turns a recorded action log into a `TestStore` run: every entry becomes a `send`, and
  /// every checkpoint an exhaustive assertion of the state after it.
  ///
  /// Entries are all *sent*, effect entries included, with the reducer's effects dropped and
  /// `\.date` pinned to each entry's recorded date: the log already holds every action the
  /// effects fed back, in the order the store reduced them, whereas running the effects again
  /// would need the live dependencies of the recording and would send those actions a second
  /// time. An entry with a checkpoint is checked exhaustively (`exhaustivity = .on`, expected
  /// state = the checkpoint); an entry without one is checked non-exhaustively, since the log
  /// does not say what its state should be. A failure is reported at the caller's line and
  /// names the log file, line and entry.
  ///
  /// The store is returned with `exhaustivity = .on` and effects running normally, so a test
  /// can go on from the recorded state — typically with `through:` set to the entry before a
  /// reported bug, followed by the buggy action and the state it should have produced:
  ///
  /// ```swift
  /// @Test func reloadAfterTerminationKeepsTheURL() async throws {
  ///   let store = try await TestStore.replaying(
  ///     log: bugReportURL, reducer: WebViewFeature(configuration: .init()), through: 41)
  ///   await store.send(.appBecameActive) { $0.reloadCount = 1 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The log file, as `ActionRecorder` wrote it (`log:` at the call site).
  ///   - reducer: The feature's reducer, configured as the app that recorded the log was.
  ///   - lastSequence: The last entry (sequence number) to replay; `nil` replays the whole log
  ///     (`through:` at the call site).
  ///   - prepareDependencies: Dependencies for the test store. `\.date` is the entry's date
  ///     while the log is replayed; other dependencies the reducer reads synchronously must be
  ///     overridden here, as in any `TestStore` (`withDependencies:` at the call site).
  ///   - fileID: The caller's file, where failures are reported; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Throws: `ActionLogError` when the log cannot be read, has no initial state, or holds
  ///   a malformed line.
  public static func replaying<R: Reducer>(
    log url: URL,
    reducer: R,
    through lastSequence: Int? = nil,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(ActionLogError) -> TestStore<State, Action> where R.State == State, R.Action == Action {
    let reader = try ActionLogReader<State, Action>(url: url)
    guard let initialState = reader.header.initialState else { throw .missingInitialState }
    let pinnedDate = LockIsolated<Date?>(nil)
    let store = TestStore(
      initialState: initialState,
      reducer: { LogReplayReducer(base: reducer, date: pinnedDate) },
      withDependencies: prepareDependencies,
      fileID: fileID, filePath: filePath, line: line, column: column)
    let forward = IssueReporting.taskReporter ?? IssueReporting.reporter
    let logName = url.lastPathComponent
    while let entry = try reader.next() {
      if let lastSequence, entry.sequence > lastSequence { break }
      pinnedDate.setValue(entry.date)
      let place = "\(logName):\(reader.lineNumber) (entry \(entry.sequence))"
      let annotate: IssueReporting.Reporter = { issue in
        var located = issue
        located.message = "\(place): \(issue.message)"
        forward(located)
      }
      store.exhaustivity = entry.checkpoint == nil ? .off : .on
      // A checkpoint equal to the state before asserts "no change", which a closure cannot.
      var assertion: ((inout State) throws -> Void)?
      if let checkpoint = entry.checkpoint, checkpoint != store.state { assertion = { $0 = checkpoint } }
      await IssueReporting.$taskReporter.withValue(annotate) {
        await store.send(
          entry.action, assert: assertion, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
    pinnedDate.setValue(nil)
    store.exhaustivity = .on
    return store
  }
}
