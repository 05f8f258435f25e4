import ActionLog
import Foundation
import TestSupport
import Testing

/// Runs the built `webview-replay` executable, as a user would. Serialized: each test blocks a
/// thread while its process runs.
@Suite(.serialized)
struct ReplayCommandTests {
  private let scratch = TemporaryFolder()
  static let examples = ["page-load", "blocked-navigation", "process-termination", "dialogs", "malformed-bridge-messages"]

  @Test func helpPrintsUsageAndSucceeds() throws {
    let result = try ReplayProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Usage: webview-replay [options] LOG"))
  }

  @Test(arguments: [
    ([], "no log given"),
    (["--frobnicate", "x.jsonl"], "unknown option --frobnicate"),
    (["--from", "abc", "x.jsonl"], "--from needs an entry number"),
    (["x.jsonl", "--to"], "--to needs a value"),
    (["--from", "9", "--to", "2", "x.jsonl"], "--from 9 is after --to 2"),
    (["--json", "--summary", "x.jsonl"], "cannot be combined"),
    (["a.jsonl", "b.jsonl"], "one log at a time"),
    (["--verify=yes", "x.jsonl"], "--verify takes no value"),
  ] as [([String], String)])
  func usageErrorExitsTwoWithAReason(arguments: [String], reason: String) throws {
    let result = try ReplayProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardError.contains(reason))
    #expect(result.standardError.contains("--help"))
  }

  @Test func timelineShowsEachEntryWithItsChanges() throws {
    let result = try ReplayProcess.run([ReplayProcess.example("page-load").path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("#1  +"))
    #expect(result.standardOutput.contains(".accessTokenChanged"))
    #expect(result.standardOutput.contains("isLoading: false -> true"))
  }

  @Test func jsonPrintsOneObjectPerEntry() throws {
    let log = ReplayProcess.example("page-load")
    let result = try ReplayProcess.run(["--json", log.path])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == (try ReplayProcess.lines(ofExample: "page-load")).count - 1)
    let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    #expect(objects.allSatisfy { $0?["seq"] is Int && $0?["action"] != nil && $0?["changes"] is [Any] })
    #expect(objects.first??["actionName"] as? String == "accessTokenChanged")
  }

  @Test func summaryCountsActionCasesAndShowsTheFinalState() throws {
    let result = try ReplayProcess.run(["--summary", ReplayProcess.example("page-load").path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Actions:"))
    #expect(result.standardOutput.contains("scriptMessageReceived"))
    #expect(result.standardOutput.contains("Final state:"))
    #expect(!result.standardOutput.contains(" -> "))
  }

  @Test(arguments: examples)
  func shippedExampleVerifiesCleanly(name: String) throws {
    let result = try ReplayProcess.run(["--verify", "--summary", ReplayProcess.example(name).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("all match"))
  }

  @Test func tamperedCheckpointMakesVerifyExitOneAtItsLine() throws {
    var lines = try ReplayProcess.lines(ofExample: "page-load")
    #expect(lines[6].contains(#""isActive":true"#))
    lines[6] = lines[6].replacingOccurrences(of: #""isActive":true"#, with: #""isActive":false"#)
    let result = try ReplayProcess.run(["--verify", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 1)
    #expect(result.standardError.contains("line 7 (entry 6)"))
    #expect(result.standardError.contains("isActive"))
  }

  @Test func withoutVerifyATamperedCheckpointIsNotChecked() throws {
    var lines = try ReplayProcess.lines(ofExample: "page-load")
    lines[6] = lines[6].replacingOccurrences(of: #""isActive":true"#, with: #""isActive":false"#)
    let result = try ReplayProcess.run(["--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0)
  }

  /// An example log made unusable at one line.
  struct Damage: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// Turns the example's lines into the damaged ones.
    var apply: @Sendable ([String]) -> [String]
    /// The 1-based line that is damaged.
    var line: Int
  }

  static let damages = [
    Damage(testDescription: "non-JSON line", apply: { lines in
      var lines = lines
      lines.insert("this is not JSON", at: 4)
      return lines
    }, line: 5),
    Damage(testDescription: "unknown action", apply: { lines in
      var lines = lines
      lines[3] = #"{"seq":3,"time":1,"origin":"external","action":{"selfDestruct":{}}}"#
      return lines
    }, line: 4),
    Damage(testDescription: "wrong field type", apply: { lines in
      var lines = lines
      lines[2] = lines[2].replacingOccurrences(of: #""seq":2"#, with: #""seq":"two""#)
      return lines
    }, line: 3),
  ]

  @Test(arguments: damages)
  func malformedLineExitsTwoNamingItsLine(damage: Damage) throws {
    let log = try ReplayProcess.log(damage.apply(try ReplayProcess.lines(ofExample: "page-load")), in: scratch)
    let result = try ReplayProcess.run([log.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("error: line \(damage.line):"))
  }

  @Test(arguments: damages)
  func keepGoingSkipsTheMalformedLineAndReplaysTheRest(damage: Damage) throws {
    let damaged = damage.apply(try ReplayProcess.lines(ofExample: "page-load"))
    let result = try ReplayProcess.run(["--keep-going", "--verify", "--json", try ReplayProcess.log(damaged, in: scratch).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("skipped 1 malformed line(s)"))
    // Every line but the header and the damaged one is an entry, and each is printed.
    #expect(result.standardOutput.split(separator: "\n").count == damaged.count - 2)
  }

  @Test func truncatedLastLineExitsTwoAsTruncated() throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs")
    var cut = lines
    cut[cut.count - 1] = String(cut[cut.count - 1].prefix(40))
    let result = try ReplayProcess.run([try ReplayProcess.log(cut, terminated: false, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("line \(lines.count): truncated"))
  }

  @Test func truncatedLastLineIsSkippedUnderKeepGoing() throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs")
    var cut = lines
    cut[cut.count - 1] = String(cut[cut.count - 1].prefix(40))
    let result = try ReplayProcess.run(["--keep-going", "--json", try ReplayProcess.log(cut, terminated: false, in: scratch).path])
    #expect(result.status == 0)
    #expect(result.standardOutput.split(separator: "\n").count == lines.count - 2)
    #expect(result.standardError.contains("skipped 1"))
  }

  @Test(arguments: [false, true])
  func unknownSchemaVersionIsRefusedEvenWhenKeepingGoing(keepGoing: Bool) throws {
    var lines = try ReplayProcess.lines(ofExample: "dialogs")
    lines[0] = lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
    let result = try ReplayProcess.run((keepGoing ? ["--keep-going"] : []) + [try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("line 1: unsupported action log schema version 2"))
  }

  @Test func logOfAnotherFeatureIsRefused() throws {
    var lines = try ReplayProcess.lines(ofExample: "dialogs")
    lines[0] = lines[0].replacingOccurrences(of: #""feature":"WebViewFeature""#, with: #""feature":"Checkout""#)
    let result = try ReplayProcess.run([try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("\"Checkout\""))
  }

  @Test func missingFileExitsTwoNamingIt() throws {
    let result = try ReplayProcess.run(["/nonexistent/session.jsonl"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("cannot open /nonexistent/session.jsonl"))
  }

  @Test func standardInputIsReadWithADash() throws {
    let log = ReplayProcess.example("process-termination")
    let fromFile = try ReplayProcess.run(["--json", log.path])
    let fromInput = try ReplayProcess.run(["--json", "-"], input: log)
    #expect(fromInput.status == 0)
    #expect(fromInput.standardOutput == fromFile.standardOutput)
  }

  @Test func fromAndToLimitTheEntriesShown() throws {
    let result = try ReplayProcess.run(["--json", "--from", "3", "--to=5", ReplayProcess.example("dialogs").path])
    #expect(result.status == 0)
    let sequences = try result.standardOutput.split(separator: "\n").map {
      try (JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["seq"] as? Int
    }
    #expect(sequences == [3, 4, 5])
  }

  @Test func emptyInputExitsTwo() throws {
    let result = try ReplayProcess.run([try ReplayProcess.log([], terminated: false, in: scratch).path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("the log is empty"))
  }

  @Test func headerFormatNameIsTheLibraryOne() throws {
    let header = try #require(try ReplayProcess.lines(ofExample: "dialogs").first)
    #expect(header.contains(#""format":"\#(ActionLogHeader<Int>.formatName)""#))
  }

  @Test(arguments: [
    ("not JSON", "not valid JSON"),
    (#"{"navigation":{"disallowedHosts":"sometimes"}}"#, "navigation.disallowedHosts"),
    (#"{"recovery":{"window":"soon"}}"#, "recovery.window"),
    (#"{"bridge":{"dialect":{"typeCallback":{"eventFunction":"alert(1)"}}}}"#, "bridge.dialect.typeCallback.eventFunction"),
    (#"{"bridge":{"limits":{"maxDepth":1.5}}}"#, "a number does not fit its field"),
  ] as [(String, String)])
  func invalidConfigurationExitsTwoNamingTheField(configuration: String, reason: String) throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs", configuration: configuration)
    let result = try ReplayProcess.run([try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #"error: line 1: the "configuration" metadata is not a valid WebViewFeature.Configuration"#))
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func missingConfigurationWarnsAndReplaysWithTheDefaults() throws {
    let lines = try ReplayProcess.lines(ofExample: "dialogs", configuration: nil)
    let result = try ReplayProcess.run(["--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0)
    #expect(result.standardError.contains(#"warning: the log header has no "configuration" metadata"#))
  }

  @Test func withoutItsConfigurationAnExampleDiverges() throws {
    let lines = try ReplayProcess.lines(ofExample: "blocked-navigation", configuration: nil)
    let result = try ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 1)
  }

  /// The text `webview-replay` documented before `WebViewFeature.Configuration` was `Codable`.
  @Test func handWrittenConfigurationFromBeforeCodableStillVerifies() throws {
    let configuration = """
      {"bridge":{"trustedOrigins":["app.example.com"]},\
      "navigation":{"allowedHosts":["app.example.com","cdn.example.com"],"disallowedHosts":"openExternallyOnTap"},\
      "recovery":{"maxAutomaticReloads":2,"window":60},"sessionStorageKey":"accessToken"}
      """
    let lines = try ReplayProcess.lines(ofExample: "blocked-navigation", configuration: configuration)
    let result = try ReplayProcess.run(["--verify", "--summary", try ReplayProcess.log(lines, in: scratch).path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("all match"))
  }
}
