import Foundation
import TestSupport

/// Runs a built executable of this package (`webview-devhost`, `webview-replay`) and captures
/// what it printed.
enum Executables {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The product next to the test bundle (SwiftPM builds both into the same folder).
  static func path(of product: String) -> URL? {
    BuiltProduct.url(named: product, packageRoot: Playground.packageRoot)
  }

  /// Runs `product` with `arguments` to its end, standard input empty.
  static func run(_ product: String, _ arguments: [String]) throws -> Result {
    guard let executable = path(of: product) else { throw Missing(product: product) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DevHostRun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    guard process.waitUntilExit(timeout: .seconds(120)) else { throw TimedOut(product: product) }
    return Result(
      status: process.terminationStatus, output: try String(contentsOf: outputURL, encoding: .utf8),
      errors: try String(contentsOf: errorURL, encoding: .utf8))
  }

  static func runSystem(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  struct TimedOut: Error, CustomStringConvertible {
    var product: String
    var description: String { "\(product) did not exit within 120 s; it was ended" }
  }

  struct Missing: Error, CustomStringConvertible {
    var product: String
    var description: String { "\(product) was not found next to the tests; build it first (swift build)" }
  }
}
