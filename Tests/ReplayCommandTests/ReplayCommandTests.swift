import ActionLog
import Foundation
import TestSupport
import Testing

/// Runs the built `webview-replay` executable, as a user would. Serialized: each test blocks a
/// thread while its process runs.
@Suite(.serialized)
struct ReplayCommandTests {
  private let scratch = TemporaryFolder()
  static let examples = ["page-load", "blocked-navigation", "process-termination", "dialogs", "malformed-bridge-messages", "withdrawn-answer"]

  @Test func helpPrintsUsageAndSucceeds() async throws {
    let result = try await ReplayProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Usage: webview-replay [options] LOG"))
  }

  @Test(
    arguments: [
      ([], "no log given"),
      (["--frobnicate", "x.jsonl"], "unknown option --frobnicate"),
      (["--from", "abc", "x.jsonl"], "--from needs an entry number"),
      (["x.jsonl", "--to"], "--to needs a value"),
      (["--from", "9", "--to", "2", "x.jsonl"], "--from 9 is after --to 2"),
      (["--json", "--summary", "x.jsonl"], "cannot be combined"),
      (["a.jsonl", "b.jsonl"], "one log at a time"),
      (["--verify=yes", "x.jsonl"], "--verify takes no value"),
      (["--effect-timeout", "0", "x.jsonl"], "--effect-timeout needs a number of seconds above 0"),
      (["--effect-timeout=soon", "x.jsonl"], "got \"soon\""),
    ] as [([String], String)])
  func usageErrorExitsTwoWithAReason(arguments: [String], reason: String) async throws {
    let result = try await ReplayProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardError.contains(reason))
    #expect(result.standardError.contains("--help"))
  }

  @Test func timelineShowsEachEntryWithItsChanges() async throws {
    let result = try await ReplayProcess.run([ReplayProcess.example("page-load").path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("#1  +"))
    #expect(result.standardOutput.contains(".accessTokenChanged"))
    #expect(result.standardOutput.contains("isLoading: false -> true"))
  }

  @Test func jsonPrintsAHeaderOneObjectPerEntryAndASummary() async throws {
    let log = ReplayProcess.example("page-load")
    let result = try await ReplayProcess.run(["--json", log.path])
    #expect(result.status == 0)
    let records = try ReplayProcess.records(result.standardOutput)
    #expect(records.first?["type"] as? String == "header")
    #expect(records.last?["type"] as? String == "summary")
    let entries = try ReplayProcess.entryRecords(result.standardOutput)
    #expect(entries.count == ReplayProcess.entryCount(try ReplayProcess.lines(ofExample: "page-load")))
    #expect(entries.allSatisfy { $0["seq"] is Int && $0["action"] != nil && $0["changes"] is [String: Any] })
    #expect(entries.first?["actionName"] as? String == "accessTokenChanged")
  }

  @Test func summaryCountsActionCasesAndShowsTheFinalState() async throws {
    let result = try await ReplayProcess.run(["--summary", ReplayProcess.example("page-load").path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Actions:"))
    #expect(result.standardOutput.contains("scriptMessageReceived"))
    #expect(result.standardOutput.contains("Final state:"))
    #expect(!result.standardOutput.contains(" -> "))
  }

  @Test(arguments: examples)
  func shippedExampleVerifiesCleanly(name: String) async throws {
    let result = try await ReplayProcess.run(["--verify", "--summary", ReplayProcess.example(name).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("all match"))
  }

  @Test func tamperedCheckpointMakesVerifyExitOneAtItsLine() async throws {
    var lines = try ReplayProcess.lines(ofExample: "page-load")
    let index = try #require(ReplayProcess.index(ofEntry: 6, in: lines))
    #expect(lines[index].contains(#""isActive":true"#))
    lines[index] = lines[index].replacingOccurrences(of: #""isActive":true"#, with: #""isActive":false"#)
    let result = try await ReplayProcess.run(["--verify", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 1)
    #expect(result.standardError.contains("line \(index + 1) (entry 6)"))
    #expect(result.standardError.contains("isActive"))
  }

  @Test func withoutVerifyATamperedCheckpointIsNotChecked() async throws {
    var lines = try ReplayProcess.lines(ofExample: "page-load")
    let index = try #require(ReplayProcess.index(ofEntry: 6, in: lines))
    lines[index] = lines[index].replacingOccurrences(of: #""isActive":true"#, with: #""isActive":false"#)
    let result = try await ReplayProcess.run(["--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0)
  }

  /// An example log made unusable at one line.
  struct Damage: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// Turns the example's lines into the damaged ones.
    var apply: @Sendable ([String]) -> [String]
    /// The 1-based line that is damaged.
    var line: Int
    /// Whether the damage replaced an entry line (rather than adding a line).
    var replacesAnEntry = true
  }

  static let damages = [
    Damage(
      testDescription: "non-JSON line",
      apply: { lines in
        var lines = lines
        lines.insert("this is not JSON", at: 4)
        return lines
      }, line: 5, replacesAnEntry: false),
    Damage(
      testDescription: "unknown action",
      apply: { lines in
        var lines = lines
        lines[3] = #"{"seq":3,"time":1,"origin":"external","action":{"selfDestruct":{}}}"#
        return lines
      }, line: 4),
    Damage(
      testDescription: "wrong field type",
      apply: { lines in
        var lines = lines
        lines[2] = lines[2].replacingOccurrences(of: #""seq":2"#, with: #""seq":"two""#)
        return lines
      }, line: 3),
  ]

  @Test(arguments: damages)
  func malformedLineExitsTwoNamingItsLine(damage: Damage) async throws {
    let log = try ReplayProcess.log(damage.apply(try ReplayProcess.lines(ofExample: "page-load")), in: scratch)
    let result = try await ReplayProcess.run([log.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("error: line \(damage.line):"))
  }

  @Test(arguments: damages)
  func keepGoingSkipsTheMalformedLineAndReplaysTheRest(damage: Damage) async throws {
    let damaged = damage.apply(try ReplayProcess.lines(ofExample: "page-load"))
    let result = try await ReplayProcess.run(["--keep-going", "--verify", "--json", try ReplayProcess.log(damaged, in: scratch).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("skipped 1 unreadable line(s)"))
    // Every entry line but the damaged one is printed.
    let undamaged = ReplayProcess.entryCount(try ReplayProcess.lines(ofExample: "page-load")) - (damage.replacesAnEntry ? 1 : 0)
    #expect(try ReplayProcess.entryRecords(result.standardOutput).count == undamaged)
  }

  @Test func truncatedLastLineExitsTwoAsTruncated() async throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs")
    var cut = lines
    cut[cut.count - 1] = String(cut[cut.count - 1].prefix(40))
    let result = try await ReplayProcess.run([try ReplayProcess.log(cut, terminated: false, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("line \(lines.count): truncated"))
  }

  @Test func truncatedLastLineIsSkippedUnderKeepGoing() async throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs")
    var cut = lines
    cut[cut.count - 1] = String(cut[cut.count - 1].prefix(40))
    let result = try await ReplayProcess.run(["--keep-going", "--json", try ReplayProcess.log(cut, terminated: false, in: scratch).path])
    #expect(result.status == 0)
    #expect(try ReplayProcess.entryRecords(result.standardOutput).count == ReplayProcess.entryCount(lines.dropLast()))
    #expect(result.standardError.contains("skipped 1"))
  }

  @Test(arguments: [false, true])
  func unknownFormatVersionIsRefusedEvenWhenKeepingGoing(keepGoing: Bool) async throws {
    var lines = try ReplayProcess.lines(ofExample: "dialogs")
    lines[0] = lines[0].replacingOccurrences(of: #""version":2"#, with: #""version":3"#)
    let result = try await ReplayProcess.run((keepGoing ? ["--keep-going"] : []) + [try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("line 1: unsupported action log format version 3"))
  }

  @Test func logOfAnotherFeatureIsRefused() async throws {
    var lines = try ReplayProcess.lines(ofExample: "dialogs")
    lines[0] = lines[0].replacingOccurrences(of: #""feature":"WebViewFeature""#, with: #""feature":"Checkout""#)
    let result = try await ReplayProcess.run([try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("\"Checkout\""))
  }

  @Test func aPanelIsPrintedWithTheFrameThatOpenedIt() async throws {
    let frame = #","frame":{"isMainFrame":false,"url":"https://ads.example.net/slot"}}"#
    let lines = try ReplayProcess.lines(ofExample: "dialogs").map {
      $0.replacingOccurrences(of: #""message":"Leave this page?"}"#, with: #""message":"Leave this page?""# + frame)
    }
    let result = try await ReplayProcess.run([try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#"message: "Leave this page?", frame: https://ads.example.net/slot [subframe]))"#))
  }

  @Test func missingFileExitsTwoNamingIt() async throws {
    let result = try await ReplayProcess.run(["/nonexistent/session.jsonl"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("cannot open /nonexistent/session.jsonl"))
  }

  @Test func standardInputIsReadWithADash() async throws {
    let log = ReplayProcess.example("process-termination")
    let fromFile = try await ReplayProcess.run(["--json", log.path])
    let fromInput = try await ReplayProcess.run(["--json", "-"], input: log)
    #expect(fromInput.status == 0)
    #expect(fromInput.standardOutput == fromFile.standardOutput)
  }

  @Test func fromAndToLimitTheEntriesShown() async throws {
    let result = try await ReplayProcess.run(["--json", "--from", "3", "--to=5", ReplayProcess.example("dialogs").path])
    #expect(result.status == 0)
    #expect(try ReplayProcess.entryRecords(result.standardOutput).map { $0["seq"] as? Int } == [3, 4, 5])
  }

  @Test func emptyInputExitsTwo() async throws {
    let result = try await ReplayProcess.run([try ReplayProcess.log([], terminated: false, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("the log is empty"))
  }

  @Test func headerFormatNameIsTheLibraryOne() async throws {
    let header = try #require(try ReplayProcess.lines(ofExample: "dialogs").first)
    #expect(header.contains(#""format":"\#(ActionLogHeader<Int>.formatName)""#))
  }

  @Test(
    arguments: [
      ("not JSON", "not valid JSON"),
      (#"{"navigation":{"disallowedHosts":"sometimes"}}"#, "navigation.disallowedHosts"),
      (#"{"recovery":{"window":"soon"}}"#, "recovery.window"),
      (#"{"bridge":{"dialect":{"typeCallback":{"eventFunction":"alert(1)"}}}}"#, "bridge.dialect.typeCallback.eventFunction"),
      (#"{"bridge":{"limits":{"maxDepth":1.5}}}"#, "a number does not fit its field"),
    ] as [(String, String)])
  func invalidConfigurationExitsTwoNamingTheField(configuration: String, reason: String) async throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs", configuration: configuration)
    let result = try await ReplayProcess.run([try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #"error: line 1: the "configuration" metadata is not a valid WebViewFeature.Configuration"#))
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func missingConfigurationWarnsAndReplaysWithTheDefaults() async throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs", configuration: nil)
    let result = try await ReplayProcess.run(["--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0)
    #expect(result.standardError.contains(#"warning: the log header has no "configuration" metadata"#))
  }

  @Test func withoutItsConfigurationAnExampleDiverges() async throws {
    let lines = try ReplayProcess.lines(ofExample: "blocked-navigation", configuration: nil)
    let result = try await ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 1)
  }

  /// The text `webview-replay` documented before `WebViewFeature.Configuration` was `Codable`.
  @Test func handWrittenConfigurationFromBeforeCodableStillVerifies() async throws {
    let configuration = """
      {"bridge":{"trustedOrigins":["app.example.com"]},\
      "navigation":{"allowedHosts":["app.example.com","cdn.example.com"],"disallowedHosts":"openExternallyOnTap"},\
      "recovery":{"maxAutomaticReloads":2,"window":60},"sessionStorageKey":"accessToken"}
      """
    let lines = try ReplayProcess.lines(ofExample: "blocked-navigation", configuration: configuration)
    let result = try await ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("all match"))
  }
}
