import ActionLog
import BridgeClient
import Foundation
import TestSupport
import Testing

/// How the reader attaches call lines to entries while reading one entry ahead.
struct CallLineReadingTests {
  private let scratch = TemporaryFolder()

  private static let header =
    #"{"format":"webview-core.action-log","version":2,"feature":"Toy","schema":1,"calls":true,"start":1000,"initialState":{"count":0,"history":[],"pending":0}}"#

  private static func entry(_ sequence: Int) -> String {
    #"{"seq":\#(sequence),"time":\#(sequence),"origin":"external","action":{"increment":{}}}"#
  }

  private func read(_ lines: [String]) throws -> (entries: [ActionLogEntry<Toy.State, Toy.Action>], lineNumbers: [Int]) {
    let url = try scratch.newFile(containing: lines.joined(separator: "\n") + "\n", named: "session.jsonl")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    var entries: [ActionLogEntry<Toy.State, Toy.Action>] = []
    var lineNumbers: [Int] = []
    while let entry = try reader.next() {
      entries.append(entry)
      lineNumbers.append(reader.lineNumber)
    }
    return (entries, lineNumbers)
  }

  @Test func callsBeforeTheFirstEntryGoWithIt() throws {
    let (entries, _) = try read([Self.header, #"{"call":"early"}"#, Self.entry(1)])
    #expect(entries.first?.calls == [RecordedCall(cause: nil, call: "early")])
  }

  @Test func theLineNumberIsTheEntrysOwnThoughTheReaderReadAhead() throws {
    let (_, lineNumbers) = try read([Self.header, Self.entry(1), #"{"call":1,"cause":1}"#, "", Self.entry(2), Self.entry(3)])
    #expect(lineNumbers == [2, 5, 6])
  }

  @Test func aBadLineAfterAnEntryIsReportedAfterThatEntryAndReadingGoesOn() throws {
    let url = try scratch.newFile(
      containing: [Self.header, Self.entry(1), "not json", Self.entry(2)].joined(separator: "\n") + "\n", named: "session.jsonl")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    #expect(try reader.next()?.sequence == 1)
    #expect(throws: ActionLogError.self) { try reader.next() }
    #expect(reader.lineNumber == 3)
    #expect(try reader.next()?.sequence == 2)
    #expect(try reader.next() == nil)
  }

  @Test func aFormatOneLogStillReads() throws {
    let header = Self.header.replacingOccurrences(of: #""version":2"#, with: #""version":1"#)
      .replacingOccurrences(of: #","schema":1,"calls":true"#, with: "")
    let url = try scratch.newFile(containing: [header, Self.entry(1)].joined(separator: "\n") + "\n", named: "session.jsonl")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    #expect(reader.header.version == 1)
    #expect(reader.header.schemaVersion == 1)
    #expect(reader.header.recordsCalls == false)
    #expect(try reader.next()?.sequence == 1)
  }
}
