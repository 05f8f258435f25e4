import Foundation
import TestSupport
import Testing

/// Runs the page-side suites in `Tests/Node` (bridge.js alone, in Node's own test runner), so
/// that `swift test` is the one command that checks both sides of the bridge.
struct NodeSuiteTests {
  @Test func bridgeJSPassesItsNodeSuites() throws {
    let suites = try FileManager.default
      .contentsOfDirectory(at: NodeProcess.nodeTestsDirectory, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(".test.mjs") }
      .map(\.path)
      .sorted()
    try #require(suites.count >= 3, "expected the bridge.js suites in \(NodeProcess.nodeTestsDirectory.path)")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("node-suite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let output = try NodeProcess.run(nodeArguments: ["--test", "--test-reporter=tap"] + suites, scratch: scratch)

    let failures = output.split(separator: "\n").first { $0.hasPrefix("# fail ") }
    let passes = output.split(separator: "\n").first { $0.hasPrefix("# pass ") }
    #expect(failures == "# fail 0", "node --test reported failures:\n\(output.suffix(4000))")
    #expect(passes.map { $0 != "# pass 0" } == true, "node --test ran no test:\n\(output.suffix(2000))")
  }
}
