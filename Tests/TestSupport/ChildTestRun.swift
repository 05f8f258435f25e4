import Foundation

/// This test binary run again, in a process of its own, for the Swift Testing tests a filter
/// selects: for what a test can only observe alone (the whole process's memory) or only from
/// outside (what reaches standard error).
///
/// The child sees `environment` added to this process's, so the selected test knows it is the
/// child (`ProcessInfo.processInfo.environment["…"] == "1"`) and does the work there.
public struct ChildTestRun: Sendable {
  /// The testing library whose tests the child runs.
  public enum Library: Sendable {
    case swiftTesting
    case xctest

    /// How the test executable is told to run this library's tests that `filter` selects: XCTest
    /// is its default, and takes the filter (`Module.Class`) as its argument.
    func arguments(filter: String) -> [String] {
      switch self {
      case .swiftTesting: ["--testing-library", "swift-testing", "--filter", filter]
      case .xctest: [filter]
      }
    }
  }

  /// Whether the child ended within the time allowed (else it was ended, and `status` says so).
  public let endedInTime: Bool
  /// The child's exit status: 0 when every selected test passed.
  public let status: Int32
  /// Everything the child wrote, standard output and standard error together.
  public let output: String

  /// Runs the tests `filter` selects in a child and waits for it, on a thread of its own: a
  /// blocked thread of Swift concurrency's small pool would stall every other test's effects.
  /// The child's output goes through a file in `folder`.
  public static func run(
    filter: String, library: Library = .swiftTesting, environment: [String: String], timeout: Duration,
    in folder: TemporaryFolder
  ) async throws -> ChildTestRun {
    let log = folder.newFile("child.log")
    try Data().write(to: log)
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = library.arguments(filter: filter)
    // No backtracer: a child that stops on purpose would start one, and it inherits the descriptor
    // through which Foundation learns that the child ended. Under ThreadSanitizer it can hang,
    // and then the child never ends for `waitUntilExit`, whatever the timeout.
    let backtraceOff = ["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }
    process.environment = ProcessInfo.processInfo.environment.merging(backtraceOff) { $1 }
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let endedInTime = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: process.waitUntilExit(timeout: timeout)) }.start()
    }
    return ChildTestRun(
      endedInTime: endedInTime, status: process.terminationStatus,
      output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }
}
