import ActionLog
import Foundation
import TestSupport
import Testing

/// What a decoder of its own is handed: each line's bytes, without its line ending, readable
/// as bytes, data or text.
struct LogLineTests {
  private let scratch = TemporaryFolder()

  /// Reads every line through `DirectActionLogDecoder`, keeping what `withUnsafeBytes`, `data`
  /// and `text` each gave for it.
  private final class RecordingDecoder: ActionLogDecoding {
    let direct = DirectActionLogDecoder<Toy.State, Toy.Action>()
    var seen: [(bytes: [UInt8], data: Data, text: String, count: Int, isEmpty: Bool)] = []

    private func record(_ line: LogLine) {
      seen.append((line.withUnsafeBytes { Array($0) }, line.data, line.text, line.count, line.isEmpty))
    }

    func decodeHeader(_ line: LogLine) throws -> ActionLogHeader<Toy.State> {
      record(line)
      return try direct.decodeHeader(line)
    }

    func decodeEntry(_ line: LogLine, startDate: Date, includingCheckpoint: Bool) throws -> ActionLogEntry<Toy.State, Toy.Action> {
      record(line)
      return try direct.decodeEntry(line, startDate: startDate, includingCheckpoint: includingCheckpoint)
    }
  }

  @Test func aDecoderOfItsOwnIsHandedEachLineWithoutItsLineEnding() throws {
    let header = #"{"format":"webview-core.action-log","version":1,"feature":"Toy","start":1000,"initialState":{"count":0,"history":[],"pending":0}}"#
    let entry = #"{"seq":1,"time":0.5,"origin":"external","action":{"increment":{}}}"#
    let decoder = RecordingDecoder()
    let reader = try ActionLogReader(url: try scratch.newFile(containing: header + "\r\n" + entry + "\n"), decoder: decoder)
    #expect(try reader.next()?.sequence == 1)
    #expect(decoder.seen.map(\.text) == [header, entry])
    for (index, line) in [header, entry].enumerated() {
      #expect(decoder.seen[index].bytes == Array(line.utf8))
      #expect(decoder.seen[index].data == Data(line.utf8))
      #expect(decoder.seen[index].count == line.utf8.count)
      #expect(decoder.seen[index].isEmpty == false)
    }
  }

  @Test func aLineMadeFromTextOrBytesHoldsExactlyThem() {
    #expect(LogLine.withLine("é\u{0}x") { $0.withUnsafeBytes { Array($0) } } == [0xC3, 0xA9, 0x00, 0x78])
    #expect(LogLine.withLine([0xFF, 0x41] as [UInt8]) { ($0.text, $0.count) } == ("\u{FFFD}A", 2))
    #expect(LogLine.withLine(Data()) { ($0.isEmpty, $0.count) } == (true, 0))
  }
}
