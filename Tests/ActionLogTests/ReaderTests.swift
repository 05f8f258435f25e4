import ActionLog
import Foundation
import TestSupport
import Testing

struct ReaderTests {
  private let scratch = TemporaryFolder()
  private typealias Reader = ActionLogReader<Toy.State, Toy.Action>

  private static let header =
    #"{"format":"webview-core.action-log","version":1,"feature":"Toy","start":1000,"initialState":{"count":0,"history":[],"pending":0}}"#
  private static func entry(_ sequence: Int, _ action: String = #"{"increment":{}}"#) -> String {
    #"{"seq":\#(sequence),"time":0.5,"origin":"external","action":\#(action)}"#
  }

  private func open(_ text: String) throws(ActionLogError) -> Reader {
    let url: URL
    do { url = try scratch.newFile(containing: text) } catch { throw .readFailed(reason: "\(error)") }
    return try Reader(url: url)
  }

  @Test func headerFieldsAreRead() throws {
    let text = #"{"format":"webview-core.action-log","version":1,"feature":"Toy","start":1000.25,"metadata":{"appVersion":"2.3"}}"#
    let header = try open(text + "\n").header
    #expect(header.feature == "Toy")
    #expect(header.startDate == Date(timeIntervalSince1970: 1000.25))
    #expect(header.metadata == ["appVersion": "2.3"])
    #expect(header.initialState == nil)
  }

  @Test func unknownFormatVersionIsRefused() throws {
    let text = Self.header.replacingOccurrences(of: #""version":1"#, with: #""version":7"#)
    #expect(throws: ActionLogError.unsupportedVersion(found: 7, supported: 2)) {
      try open(text + "\n" + Self.entry(1) + "\n")
    }
  }

  @Test func unknownFormatVersionMessageSaysWhatToDo() {
    let message = ActionLogError.unsupportedVersion(found: 7, supported: 2).description
    #expect(message.contains("format version 7"))
    #expect(message.contains("reads versions 1 to 2"))
    #expect(message.contains("line 1"))
  }

  @Test(arguments: [
    "hello world",
    #"{"format":"something-else","version":1}"#,
    #"{"version":1,"feature":"Toy","start":0}"#,
    #"{"format":"webview-core.action-log","feature":"Toy","start":0}"#,
    #"{"format":"webview-core.action-log","version":1,"start":0}"#,
    "",
  ])
  func firstLineThatIsNotAHeaderIsRefused(firstLine: String) {
    #expect {
      try open(firstLine + "\n" + Self.entry(1) + "\n")
    } throws: { error in
      guard case .notAnActionLog(let line, _) = error as? ActionLogError else { return false }
      return line == 1
    }
  }

  @Test func emptyInputIsRefused() {
    #expect(throws: ActionLogError.empty) { try open("") }
  }

  @Test func logOfAnotherFeatureIsRefusedWhenAFeatureIsExpected() throws {
    let url = try scratch.newFile(containing: Self.header + "\n")
    #expect(throws: ActionLogError.featureMismatch(expected: "WebViewFeature", found: "Toy")) {
      try Reader(url: url, feature: "WebViewFeature")
    }
  }

  @Test func missingFileIsReportedWithItsPath() {
    let url = URL(fileURLWithPath: "/nonexistent/folder/log.jsonl")
    #expect {
      try Reader(url: url)
    } throws: { error in
      guard case .cannotOpen(let path, _) = error as? ActionLogError else { return false }
      return path == url.path
    }
  }

  @Test(arguments: [
    ("not json at all", "not valid JSON"),
    (#"{"time":0.5,"origin":"external","action":{"increment":{}}}"#, "missing field \"seq\""),
    (entry(2, #"{"noSuchAction":{}}"#), "unknown action case"),
    (entry(2, #"{"add":{"_0":"three"}}"#), "action.add._0"),
    (#"{"seq":2,"time":0.5,"origin":"sideways","action":{"increment":{}}}"#, "origin"),
  ])
  func malformedEntryIsReportedWithItsLineNumberAndReason(line: String, reason: String) throws {
    let reader = try open([Self.header, Self.entry(1), line, Self.entry(3)].joined(separator: "\n") + "\n")
    _ = try reader.next()
    #expect {
      try reader.next()
    } throws: { error in
      guard case .malformedLine(let number, let text) = error as? ActionLogError else { return false }
      return number == 3 && text.contains(reason)
    }
  }

  @Test func readingContinuesAfterAMalformedLine() throws {
    let reader = try open([Self.header, "garbage", Self.entry(2)].joined(separator: "\n") + "\n")
    #expect(throws: ActionLogError.self) { try reader.next() }
    let entry = try #require(try reader.next())
    #expect(entry.sequence == 2)
    #expect(reader.lineNumber == 3)
    #expect(try reader.next() == nil)
  }

  @Test func truncatedLastLineIsReportedAsTruncated() throws {
    let full = Self.entry(2)
    let reader = try open(Self.header + "\n" + Self.entry(1) + "\n" + full.prefix(full.count - 7))
    _ = try reader.next()
    #expect {
      try reader.next()
    } throws: { error in
      guard case .malformedLine(let number, let reason) = error as? ActionLogError else { return false }
      return number == 3 && reason.contains("truncated")
    }
  }

  @Test func lastLineWithoutNewlineIsAccepted() throws {
    let reader = try open(Self.header + "\n" + Self.entry(1))
    #expect(try reader.next()?.sequence == 1)
    #expect(try reader.next() == nil)
  }

  @Test func blankLinesAndCarriageReturnsAreIgnored() throws {
    let reader = try open(Self.header + "\r\n\r\n" + Self.entry(1) + "\r\n   \n" + Self.entry(2) + "\r\n")
    #expect(try reader.next()?.sequence == 1)
    #expect(try reader.next()?.sequence == 2)
    #expect(reader.lineNumber == 5)
    #expect(try reader.next() == nil)
  }

  @Test func linesLongerThanTheReadBufferAreReadWhole() throws {
    let long = String(repeating: "x", count: 300_000)
    let action = #"{"echo":{"_0":"\#(long)"}}"#
    let reader = try open([Self.header, Self.entry(1, action), Self.entry(2)].joined(separator: "\n") + "\n")
    #expect(try reader.next()?.action == .echo(long))
    #expect(try reader.next()?.sequence == 2)
  }

  @Test func checkpointsAreLeftOutWhenNotWanted() throws {
    let line = #"{"seq":1,"time":0,"origin":"external","action":{"increment":{}},"state":{"count":1,"history":[],"pending":0}}"#
    let url = try scratch.newFile(containing: Self.header + "\n" + line + "\n")
    #expect(try Reader(url: url).next()?.checkpoint?.count == 1)
    #expect(try Reader(url: url, decodesCheckpoints: false).next()?.checkpoint == nil)
  }

  @Test func manyEntriesAreReadInOrder() throws {
    let body = (1...5_000).map { Self.entry($0) }.joined(separator: "\n")
    let reader = try open(Self.header + "\n" + body + "\n")
    var sequences: [Int] = []
    while let entry = try reader.next() { sequences.append(entry.sequence) }
    #expect(sequences == Array(1...5_000))
    #expect(reader.bytesRead == reader.byteCount)
  }
}
