/// The user's line a later failure should point at, captured where the user called the API.
@usableFromInline
package struct CallSite: Sendable, Equatable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Captures the caller's position.
  @usableFromInline
  package init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports `message` as an issue at this position.
  package func report(_ message: @autoclosure () -> String) {
    reportIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports `message` at this position as a check that was skipped on purpose (not a failure).
  package func reportSkipped(_ message: String) {
    IssueReporting.report(
      ReportedIssue(
        message: message, fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column,
        kind: .skippedAssertion))
  }

  /// `File.swift:12`.
  package var shortDescription: String { "\(fileID):\(line)" }

  @usableFromInline
  package static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    "\(lhs.fileID)" == "\(rhs.fileID)" && "\(lhs.filePath)" == "\(rhs.filePath)"
      && lhs.line == rhs.line && lhs.column == rhs.column
  }
}
