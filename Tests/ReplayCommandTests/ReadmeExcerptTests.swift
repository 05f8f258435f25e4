import Foundation
import Testing

extension ReplayCommandTests {
  /// The timeline excerpts in README.md are what the command prints.
  @Suite
  struct ReadmeExcerptTests {
    /// The text block after the `swift run webview-replay …` block whose command is `command`.
    private func excerpt(after command: String) throws -> String {
      let readme = try String(contentsOf: ReplayProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
      let fence = "swift run webview-replay " + command + "\n```\n```\n"
      let start = try #require(readme.range(of: fence), "README.md has no excerpt after `\(command)`")
      let end = try #require(readme[start.upperBound...].range(of: "```"))
      return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theNavigationExcerptIsTheOutput() async throws {
      let command = "--wide --from 10 --to 14 Examples/Logs/blocked-navigation.jsonl"
      let output = try await ReplayProcess.run(["--wide", "--from", "10", "--to", "14", ReplayProcess.example("blocked-navigation").path])
      #expect(output.standardOutput == (try excerpt(after: command)))
    }

    @Test func theBridgeExcerptIsTheOutputAfterTheHeader() async throws {
      let command = "--wide --only scriptMessageReceived,pluginResponded --from 13 --to 16 Examples/Logs/page-load.jsonl"
      let output = try await ReplayProcess.run(
        ["--wide", "--only", "scriptMessageReceived,pluginResponded", "--from", "13", "--to", "16", ReplayProcess.example("page-load").path])
      let afterHeader = output.standardOutput.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
      #expect(afterHeader == (try excerpt(after: command)))
    }
  }
}
