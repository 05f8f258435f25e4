import Foundation

/// Runs Node.js (`/usr/bin/env node`) on a script file and returns what it printed.
///
/// Node is a requirement of these tests, not an option: when it is missing the run throws
/// ``NodeProcessError/nodeNotFound(_:)`` so the test fails with instructions instead of being
/// skipped (CI installs Node). Output goes to files, not pipes, so megabytes of output cannot
/// block the child while the test waits for it to exit.
public enum NodeProcess {
  /// The longest a Node run may take; the whole Node suite takes a few seconds.
  public static let timeout = Duration.seconds(120)

  /// `Tests/Node`, where the page harness and the round-trip driver live.
  public static let nodeTestsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Node")

  /// Runs `node <script> <arguments...>` and returns its standard output as UTF-8 text.
  public static func run(script: URL, arguments: [String], scratch: URL) throws -> String {
    try run(nodeArguments: [script.path] + arguments, scratch: scratch)
  }

  /// Runs `node <nodeArguments...>` and returns its standard output as UTF-8 text.
  public static func run(nodeArguments: [String], scratch: URL) throws -> String {
    let outputURL = scratch.appendingPathComponent("node-stdout.txt")
    let errorURL = scratch.appendingPathComponent("node-stderr.txt")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["node"] + nodeArguments
    process.currentDirectoryURL = scratch
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw NodeProcessError.nodeNotFound("/usr/bin/env could not be started: \(error)")
    }
    let exited = process.waitUntilExit(timeout: timeout)
    try output.close()
    try errors.close()
    guard exited else { throw NodeProcessError.timedOut(timeout) }

    let errorText = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
    // env exits with 127 when it cannot find the program.
    if process.terminationStatus == 127 {
      throw NodeProcessError.nodeNotFound(errorText.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw NodeProcessError.failed(status: process.terminationStatus, standardError: errorText)
    }
    guard let text = String(data: try Data(contentsOf: outputURL), encoding: .utf8) else {
      throw NodeProcessError.outputNotUTF8
    }
    return text
  }
}

/// Why a Node run produced no usable output.
public enum NodeProcessError: Error, CustomStringConvertible {
  /// `node` is not on PATH.
  case nodeNotFound(String)
  /// Node ran but exited with a failure (a syntax error, an uncaught exception).
  case failed(status: Int32, standardError: String)
  /// Node printed bytes that are not UTF-8.
  case outputNotUTF8
  /// Node was still running after this long and was ended.
  case timedOut(Duration)

  public var description: String {
    switch self {
    case .nodeNotFound(let detail):
      "Node.js is required by the Node* tests and was not found on PATH (\(detail)). Install Node.js 18 or newer (e.g. apt-get install nodejs); CI installs it."
    case .failed(let status, let standardError):
      "node exited with status \(status): \(standardError.prefix(4000))"
    case .outputNotUTF8:
      "node printed output that is not valid UTF-8."
    case .timedOut(let timeout):
      "node was still running after \(timeout) and was ended: a script or the page harness waits forever."
    }
  }
}
