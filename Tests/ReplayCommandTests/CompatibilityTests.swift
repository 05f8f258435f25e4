import Foundation
import TestSupport
import Testing

extension ReplayCommandTests {
  /// `webview-replay` on the logs other app versions write (`Examples/Logs/older-versions/`).
  @Suite
  struct CompatibilityTests {
    private let scratch = TemporaryFolder()

    private func fixture(_ name: String) -> String {
      ReplayProcess.packageRoot.appendingPathComponent("Examples/Logs/older-versions/\(name).jsonl").path
    }

    @Test func aFormatOneLogWithFieldsMissingVerifies() async throws {
      let result = try await ReplayProcess.run(["--verify", fixture("format-1-missing-fields")])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardError.contains("verified 13 checkpoint(s): all match"))
      #expect(result.standardOutput.hasPrefix("WebViewFeature log recorded from 2025-03-14T09:26:53.325Z (format 1, schema 1)"))
    }

    @Test func anUnknownActionCaseStopsTheReplayNamingItsLineAndTheWayOn() async throws {
      let result = try await ReplayProcess.run([fixture("unknown-action-case")])
      #expect(result.status == 2)
      #expect(
        result.standardError.contains(
          #"error: line 13: unknown action case "zoomChanged": this build has no such case (recorded by another app version?) (--keep-going skips such lines)"#
        ))
    }

    @Test func underKeepGoingTheReplayGoesOnFromTheLastGoodState() async throws {
      let result = try await ReplayProcess.run(["--keep-going", "--verify", fixture("unknown-action-case")])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardError.contains(#"skipped line 13: unknown action case "zoomChanged""#))
      #expect(
        result.standardOutput.contains(
          "#10  +15.055s  external  .loadFinished(load #1)  [state taken from checkpoint after skipped, left-out or elided entries]"))
      #expect(result.standardOutput.contains("#12  +19.920s  external  .appResignedActive  [checkpoint ok]"))
    }

    @Test func aRenamedCaseWithoutItsMigrationIsNamed() async throws {
      let result = try await ReplayProcess.run([fixture("renamed-case")])
      #expect(result.status == 2)
      #expect(result.standardError.contains(#"unknown action case "webContentProcessTerminated""#))
    }

    @Test func aLogFromANewerSchemaWarns() async throws {
      var lines = try String(contentsOfFile: fixture("unknown-action-case"), encoding: .utf8).split(separator: "\n").map(String.init)
      lines[0] = lines[0].replacingOccurrences(of: #""schema":1"#, with: #""schema":3"#)
      let result = try await ReplayProcess.run(["--keep-going", "--summary", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.standardError.contains("warning: the log was recorded with schema version 3"))
    }
  }
}
