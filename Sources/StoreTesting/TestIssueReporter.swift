import StoreRuntime
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Routes every issue the runtime reports into the running test as a failure.
///
/// `TestStore` installs it for you; call ``install()`` yourself in tests that exercise
/// dependencies or reducers without a `TestStore`. Installing it again does nothing more.
public enum TestIssueReporter {
  /// Makes `reportIssue` record a Swift Testing issue; outside a Swift Testing test, the issue
  /// goes to standard error and, under XCTest, to `XCTFail`.
  public static func install() {
    IssueReporting.reporter = report
  }

  private static let report: IssueReporting.Reporter = { issue in
    if Test.current != nil {
      let location = SourceLocation(
        fileID: issue.fileID, filePath: issue.filePath, line: Int(issue.line), column: Int(issue.column))
      switch issue.kind {
      case .failure:
        Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
      case .skippedAssertion:
        // A known issue is listed in the test's results without failing it.
        withKnownIssue("Skipped assertion (showSkippedAssertions)", sourceLocation: location) {
          Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
        }
      }
      return
    }
    // No Swift Testing test is current: an XCTest test, or code run where no test's context
    // reaches (a task detached from the test). Standard error always gets the issue, so it is
    // never lost; XCTest records it as a failure too.
    IssueReporting.standardError(issue)
    #if canImport(XCTest)
      if case .failure = issue.kind { XCTFail("\(issue.fileID):\(issue.line): \(issue.message)") }
    #endif
  }
}
