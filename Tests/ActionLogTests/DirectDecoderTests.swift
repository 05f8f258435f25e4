import ActionLog
import BridgeClient
import Foundation
import TestSupport
import Testing
import WebViewFeature

/// ``DirectActionLogDecoder`` against the reference ``JSONActionLogDecoder``: the same values for
/// every line the logs hold, and the same outcome (value, or error as a reader reports it) for
/// lines nobody should write.
struct DirectDecoderTests {
  static let logs = ["page-load", "blocked-navigation", "process-termination", "dialogs", "malformed-bridge-messages", "withdrawn-answer"]
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Logs", isDirectory: true)

  @Test(arguments: logs)
  func everyLineOfAShippedLogDecodesAsTheReferenceDecodesIt(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).jsonl"))
    let lines = data.split(separator: 0x0A).map(Array.init)
    let comparison = FeatureComparison()
    let header = comparison.header(lines[0])
    #expect(header.direct == header.reference)
    if case .failed(let reason) = header.direct { Issue.record("the header did not decode: \(reason)") }
    for (offset, line) in lines.dropFirst().enumerated() {
      let (direct, reference) = comparison.entry(line)
      #expect(direct == reference, "\(name) line \(offset + 2)")
      if case .failed(let reason) = direct { Issue.record("\(name) line \(offset + 2) did not decode: \(reason)") }
    }
  }

  @Test func randomEntriesDecodeToTheValuesThatWereWritten() throws {
    var random = SeededGenerator(seed: 14)
    let comparison = FeatureComparison()
    let encoder = ActionLogEncoder<WebViewFeature.State, WebViewFeature.Action>(startDate: comparison.start)
    for sequence in 1...600 {
      let entry = ActionLogEntry<WebViewFeature.State, WebViewFeature.Action>(
        sequence: sequence, date: comparison.start.addingTimeInterval(Double(random.next() % 10_000_000) / 7),
        origin: sequence % 3 == 0 ? .effect : .external, action: RandomValues.action(&random),
        checkpoint: sequence % 4 == 0 ? RandomValues.state(&random) : nil)
      let written = try encoder.encodeEntry(entry)
      let (direct, reference) = comparison.entry(Array(written))
      #expect(direct == reference, "entry \(sequence): \(String(decoding: written, as: UTF8.self))")
      #expect(direct == .decoded(String(decoding: written, as: UTF8.self)), "entry \(sequence) did not come back as written")
    }
  }

  @Test(arguments: MalformedLines.entries)
  func unusualEntryLineHasTheReferenceOutcome(_ line: String) {
    let (direct, reference) = FeatureComparison().entry(Array(line.utf8))
    #expect(direct == reference)
  }

  @Test(arguments: MalformedLines.headers)
  func unusualHeaderLineHasTheReferenceOutcome(_ line: String) {
    let (direct, reference) = FeatureComparison().header(Array(line.utf8))
    #expect(direct == reference)
  }

  @Test func everyPrefixOfAnEntryHasTheReferenceOutcome() {
    let line = Array(MalformedLines.valid.utf8)
    let comparison = FeatureComparison()
    for length in 0...line.count {
      let (direct, reference) = comparison.entry(Array(line.prefix(length)))
      #expect(direct == reference, "prefix of \(length) bytes")
    }
  }

  @Test func everySingleByteChangeOfAnEntryHasTheReferenceOutcome() {
    let line = Array(MalformedLines.valid.utf8)
    let comparison = FeatureComparison()
    let replacements: [UInt8] = [0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x30, 0x2E, 0x65, 0x2D, 0x20, 0x00, 0x1F, 0xFF, 0xC3]
    for index in line.indices {
      for replacement in replacements where replacement != line[index] {
        var changed = line
        changed[index] = replacement
        let (direct, reference) = comparison.entry(changed)
        #expect(direct == reference, "byte \(index) -> \(replacement): \(String(decoding: changed, as: UTF8.self))")
      }
    }
  }

  @Test func bytesThatAreNotUTF8HaveTheReferenceOutcomeWhereverTheyAre() {
    let comparison = FeatureComparison()
    let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF]]
    for bytes in invalid {
      for template in [#"{"seq":1,"time":0,"origin":"external","action":{"titleChanged":{"_0":"a@b"}}}"#,
        #"{"seq":1,"time":0,"origin":"external","extra":"a@b","action":{"reload":{}}}"#,
        #"{"seq":1,"time":0,"origin":"external","action":{"reload":{}},"a@b":1}"#]
      {
        let parts = template.split(separator: "@", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let line = parts[0] + bytes + parts[1]
        let (direct, reference) = comparison.entry(line)
        #expect(direct == reference, "\(bytes) in \(template)")
      }
    }
  }
}
