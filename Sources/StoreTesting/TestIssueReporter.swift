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
  /// Makes `reportIssue` record a Swift Testing issue (or an `XCTFail` outside Swift Testing).
  public static func install() {
    IssueReporting.reporter = report
  }

  private static let report: IssueReporting.Reporter = { issue in
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: issue.message),
        sourceLocation: SourceLocation(
          fileID: issue.fileID,
          filePath: issue.filePath,
          line: Int(issue.line),
          column: Int(issue.column)
        )
      )
      return
    }
    #if canImport(XCTest)
      XCTFail("\(issue.fileID):\(issue.line): \(issue.message)")
    #else
      IssueReporting.standardError(issue)
    #endif
  }
}
