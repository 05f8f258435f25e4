import Foundation
import TestSupport
import Testing

extension ReplayCommandTests {
  /// `--verify` also compares the effects recomputed on replay with the calls the device
  /// recorded: a difference is reported with its line and entry, and the exit status is 1.
  @Suite
  struct EffectVerificationTests {
    private let scratch = TemporaryFolder()

    @Test(arguments: ReplayCommandTests.examples)
    func shippedExampleEffectsMatchTheRecording(name: String) async throws {
      let result = try await ReplayProcess.run(["--verify", "--summary", ReplayProcess.example(name).path])
      #expect(result.status == 0)
      #expect(result.standardError.contains("with the recorded calls: all match"), "\(result.standardError)")
    }

    @Test func aRecordedCallTheReplayDoesNotMakeIsReported() async throws {
      var lines = try ReplayProcess.lines(ofExample: "blocked-navigation")
      let index = try #require(lines.firstIndex { $0 == #"{"call":{"webView":{"_0":{"decidePolicy":{"_0":5,"_1":"cancel"}}}},"cause":14}"# })
      lines[index] = lines[index].replacingOccurrences(of: "cancel", with: "allow")
      let result = try await ReplayProcess.run(["--verify", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.status == 1)
      #expect(result.standardError.contains("line \(index) (entry 14): the recomputed effects differ"))
      #expect(result.standardError.contains("recorded only: web view: allow navigation #5"))
      #expect(result.standardError.contains("replay only:   web view: cancel navigation #5"))
      #expect(result.standardOutput.contains("=> web view: allow navigation #5  [device only]"))
    }

    /// A reply that depends on the app's facts differs when the facts do: what a changed policy
    /// or app version looks like in a replay, while every state still matches.
    @Test func aDifferentAppShowsUpInTheEffectsAlone() async throws {
      var lines = try ReplayProcess.lines(ofExample: "page-load")
      lines[0] = lines[0].replacingOccurrences(of: #"\"device\":\"iPhone15,2\""#, with: #"\"device\":\"iPhone16,1\""#)
      let result = try await ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.status == 1)
      #expect(result.standardError.contains("verified 24 checkpoint(s): all match"))
      #expect(result.standardError.contains("(entry 14): the recomputed effects differ"))
      #expect(result.standardError.contains("the effects of 1 of 24 entries differ"))
    }

    /// `page-load` as it is recorded when the page goes before `getLocation`'s plugin answers:
    /// no `pluginResponded` entry, and the withdrawal's diagnostic instead of the reply (issue 45).
    @Test func aWithdrawnAnswerIsShownWithItsReasonAndIsNoDifference() async throws {
      var lines = try ReplayProcess.lines(ofExample: "page-load")
      let answered = try #require(lines.firstIndex { $0.hasPrefix(#"{"seq":16,"#) && $0.contains("pluginResponded") })
      try #require(lines[answered + 1].hasSuffix(#""cause":16}"#))
      lines.replaceSubrange(
        answered...(answered + 1),
        with: [
          #"{"call":{"webView":{"_0":{"diagnose":{"_0":{"answerDropped":{"action":"getLocation","frame":{"isMainFrame":true,"url":"https://app.example.com/home"}}}}}}},"cause":15}"#
        ])
      let result = try await ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardError.contains("with the recorded calls: all match"), "\(result.standardError)")
      let timeline = try await ReplayProcess.run(["--only", "scriptMessageReceived", try ReplayProcess.log(lines, in: scratch).path])
      #expect(
        timeline.standardOutput.contains(
          "=> web view: diagnostic: the answer to getLocation was withdrawn: the document that asked (https://app.example.com/home [main]) has gone  [withdrawn: the document that asked went first]"
        ), "\(timeline.standardOutput)")
    }

    @Test func aWithdrawalOfAnotherActionsAnswerIsStillADifference() async throws {
      var lines = try ReplayProcess.lines(ofExample: "page-load")
      let answered = try #require(lines.firstIndex { $0.hasPrefix(#"{"seq":16,"#) && $0.contains("pluginResponded") })
      lines.replaceSubrange(
        answered...(answered + 1),
        with: [
          #"{"call":{"webView":{"_0":{"diagnose":{"_0":{"answerDropped":{"action":"scanBarcode","frame":null}}}}}},"cause":15}"#
        ])
      let result = try await ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.status == 1)
      #expect(
        result.standardError.contains("recorded only: web view: diagnostic: the answer to scanBarcode was withdrawn"), "\(result.standardError)")
    }

    @Test func aLogWithoutRecordedCallsSaysEffectsWereNotCompared() async throws {
      let lines = try ReplayProcess.lines(ofExample: "dialogs").filter { !$0.hasPrefix(#"{"call":"#) }
        .map { $0.replacingOccurrences(of: #","calls":true"#, with: "") }
      let result = try await ReplayProcess.run(["--verify", try ReplayProcess.log(lines, in: scratch).path])
      #expect(result.status == 0)
      #expect(result.standardError.contains("the log holds no recorded calls; effects were not compared"))
      #expect(result.standardOutput.contains("Effects (=>): recomputed on replay (this log holds no recorded calls)"))
      #expect(result.standardOutput.contains("=> web view: complete dialog #1 with .alertDismissed\n"))
    }
  }
}
