import Foundation

/// A problem the runtime or a test helper wants a developer to see.
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  /// Whether the issue is a failure or only a note about a check that was skipped on purpose.
  public enum Kind: Sendable, Equatable {
    /// Something is wrong: a test that hits it fails.
    case failure
    /// A check a non-exhaustive `TestStore` skipped, shown because the test asked for
    /// `.off(showSkippedAssertions: true)`; it does not fail the test.
    case skippedAssertion
  }

  /// What went wrong, in words a person can act on.
  public var message: String
  /// The `#fileID` of the code the issue points at.
  public var fileID: String
  /// The `#filePath` of the code the issue points at.
  public var filePath: String
  /// The line the issue points at.
  public var line: UInt
  /// The column the issue points at.
  public var column: UInt
  /// A failure, or a skipped check shown on request.
  public var kind: Kind

  /// Creates an issue.
  public init(
    message: String, fileID: String, filePath: String, line: UInt, column: UInt, kind: Kind = .failure
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.kind = kind
  }

  /// `File.swift:12: message`.
  public var description: String { "\(fileID):\(line): \(message)" }
}

/// The single hook through which every issue the runtime finds is reported.
///
/// The runtime never links a test framework. In an app, issues go to standard error. The
/// `StoreTesting` module installs a reporter that records them as test failures (Swift
/// Testing's `Issue.record`, or `XCTFail` under XCTest), so that a misused dependency or a
/// failed `TestStore` assertion fails the test that caused it.
public enum IssueReporting {
  /// A function that receives reported issues.
  public typealias Reporter = @Sendable (ReportedIssue) -> Void

  private static let installed = LockIsolated<Reporter>(IssueReporting.standardError)

  /// Scoped override: when set, issues reported in this task go here instead of the global hook.
  @TaskLocal public static var taskReporter: Reporter?

  /// The user's line the work running now belongs to: the `TestStore` step whose action (or
  /// whose effects) is running. Issues found by library code point here instead of inside the
  /// library.
  @TaskLocal package static var userLocation: CallSite?

  /// The process-wide reporter. Setting it replaces the previous one.
  public static var reporter: Reporter {
    get { installed.value }
    set { installed.setValue(newValue) }
  }

  /// Writes the issue to standard error: the default for apps.
  public static let standardError: Reporter = { issue in
    FileHandle.standardError.write(Data("[StoreRuntime] \(issue)\n".utf8))
  }

  /// Runs `operation` while collecting every issue reported in it instead of forwarding them.
  ///
  /// Useful for tests of code that reports issues on purpose.
  public static func collect<R>(_ operation: () throws -> R) rethrows -> (R, [ReportedIssue]) {
    let issues = LockIsolated<[ReportedIssue]>([])
    let result = try $taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      try operation()
    }
    return (result, issues.value)
  }

  /// Runs the async `operation` while collecting every issue reported in it.
  public static func collect<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> (R, [ReportedIssue]) {
    let issues = LockIsolated<[ReportedIssue]>([])
    let result = try await $taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      try await operation()
    }
    return (result, issues.value)
  }
}

/// Reports an issue through ``IssueReporting``.
///
/// Can be called from any thread and any number of times; it never traps, in debug or release.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueReporting.report(
    ReportedIssue(
      message: message(), fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column))
}

extension IssueReporting {
  /// Hands `issue` to the task's reporter, or to the process-wide one.
  package static func report(_ issue: ReportedIssue) {
    (taskReporter ?? reporter)(issue)
  }
}

/// Reports an issue found by library code on the user's behalf: at ``IssueReporting/userLocation``
/// (the test step the work belongs to) when there is one, otherwise at the given position.
package func reportIssueAtUserLocation(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location =
    IssueReporting.userLocation ?? CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  location.report(message())
}
