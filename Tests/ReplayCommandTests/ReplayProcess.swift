import Foundation
import TestSupport

/// Runs the built `webview-replay` executable and captures what it printed.
struct ReplayProcess {
  /// What one run printed and returned.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Examples/Logs/<name>.jsonl`.
  static func example(_ name: String) -> URL {
    packageRoot.appendingPathComponent("Examples/Logs/\(name).jsonl")
  }

  /// The executable: `WEBVIEW_REPLAY` if set, else next to the test bundle or runner (SwiftPM
  /// puts products and the test bundle in the same folder), else the default build folder.
  static let executable: URL? =
    ProcessInfo.processInfo.environment["WEBVIEW_REPLAY"].map(URL.init(fileURLWithPath:))
    ?? BuiltProduct.url(named: "webview-replay", packageRoot: packageRoot)

  /// Runs the executable with `arguments`, feeding it `input` on standard input if given, with
  /// `environment` added to this process's environment (`COLUMNS` removed unless given).
  static func run(_ arguments: [String], input: URL? = nil, environment: [String: String] = [:]) async throws -> Result {
    guard let executable else { throw MissingExecutable() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReplayCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files rather than pipes: a pipe that nobody drains would block a chatty process.
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["COLUMNS"] = nil
    process.environment = variables.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
    let exit = ProcessExit(process)
    try process.run()
    guard await exit.wait(timeout: 120) else {
      process.terminate()
      throw ProcessTimedOut(arguments: arguments)
    }
    return Result(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8))
  }

  /// Writes `lines` (newline-terminated unless `terminated` is false) to a new log in `folder`.
  static func log(_ lines: [String], terminated: Bool = true, in folder: TemporaryFolder) throws -> URL {
    try folder.newFile(containing: lines.joined(separator: "\n") + (terminated ? "\n" : ""), named: "replay.jsonl")
  }

  /// The lines of an example log.
  static func lines(ofExample name: String) throws -> [String] {
    try String(contentsOf: example(name), encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// The lines of an example log whose header metadata `configuration` is `text`, or is removed
  /// when `text` is nil.
  static func lines(ofExample name: String, configuration text: String?) throws -> [String] {
    var lines = try lines(ofExample: name)
    guard var header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any],
      var metadata = header["metadata"] as? [String: String]
    else { throw UnexpectedHeader(line: lines[0]) }
    metadata["configuration"] = text
    header["metadata"] = metadata
    let data = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys, .withoutEscapingSlashes])
    lines[0] = String(decoding: data, as: UTF8.self)
    return lines
  }
}

extension ReplayProcess {
  /// The JSON objects `--json` printed, one per line.
  static func records(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map {
      guard let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] else {
        throw UnexpectedHeader(line: String($0))
      }
      return object
    }
  }

  /// The entry objects `--json` printed.
  static func entryRecords(_ output: String) throws -> [[String: Any]] {
    try records(output).filter { $0["type"] as? String == "entry" }
  }

  /// The index in `lines` of the entry line with sequence number `sequence`.
  static func index(ofEntry sequence: Int, in lines: [String]) -> Int? {
    lines.firstIndex { $0.hasPrefix(#"{"seq":\#(sequence),"#) }
  }

  /// How many entry lines (not header, not call lines) `lines` holds.
  static func entryCount(_ lines: some Sequence<String>) -> Int {
    lines.filter { $0.hasPrefix(#"{"seq":"#) }.count
  }
}

struct ProcessTimedOut: Error, CustomStringConvertible {
  var arguments: [String]
  var description: String { "webview-replay \(arguments.joined(separator: " ")) did not exit within 120 s" }
}

struct MissingExecutable: Error, CustomStringConvertible {
  var description: String {
    "webview-replay was not found next to the tests; build it (swift build) or set WEBVIEW_REPLAY to its path"
  }
}

struct UnexpectedHeader: Error, CustomStringConvertible {
  var line: String
  var description: String { "the example's first line is not a header with string metadata: \(line)" }
}
