import ActionLog
import Foundation
import TestSupport
import Testing

struct DateExactnessTests {
  private let scratch = TemporaryFolder()
  private typealias Encoder = ActionLogEncoder

  /// Encodes one entry dated `date` in a log starting at `start` and reads it back.
  private func roundTrip(start: Date, date: Date) throws -> (line: String, date: Date) {
    let encoder = Encoder(startDate: start)
    var log = try encoder.encodeHeader(feature: "Toy", initialState: Toy.State())
    let entryLine = try encoder.encodeEntry(
      ActionLogEntry<Toy.State, Toy.Action>(sequence: 1, date: date, origin: .external, action: .tick))
    log += entryLine
    let url = scratch.newFile("session.jsonl")
    try log.write(to: url)
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    let entry = try #require(try reader.next())
    return (String(decoding: entryLine, as: UTF8.self), entry.date)
  }

  private static let start = Date(timeIntervalSince1970: 1_718_000_000.123_456_7)

  @Test(arguments: [
    start,
    start.addingTimeInterval(0.1),
    start.addingTimeInterval(1e-9),
    start.addingTimeInterval(86_400 * 3 + 0.333_333_333),
    start.addingTimeInterval(-5.25),
    Date(timeIntervalSinceReferenceDate: 0),
    Date(timeIntervalSinceReferenceDate: 0.1),
    Date(timeIntervalSince1970: 0),
    Date(timeIntervalSinceReferenceDate: -1e9 - 0.7),
    .distantPast,
    .distantFuture,
  ])
  func entryDateSurvivesTheLogBitForBit(date: Date) throws {
    let read = try roundTrip(start: Self.start, date: date).date
    #expect(read.timeIntervalSinceReferenceDate.bitPattern == date.timeIntervalSinceReferenceDate.bitPattern)
  }

  @Test func randomDatesAroundRandomStartsSurviveBitForBit() throws {
    var generator = SeededGenerator(seed: 77)
    var mismatches = 0
    for _ in 0..<500 {
      let start = Date(timeIntervalSince1970: Double.random(in: 0...4e9, using: &generator))
      let offset = Double.random(in: -1e6...1e6, using: &generator) * Double.random(in: 0...1, using: &generator)
      let date = start.addingTimeInterval(offset)
      let read = try roundTrip(start: start, date: date).date
      if read.timeIntervalSinceReferenceDate.bitPattern != date.timeIntervalSinceReferenceDate.bitPattern {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func aDateNearTheStartIsWrittenAsRelativeTimeOnly() throws {
    let line = try roundTrip(start: Self.start, date: Self.start.addingTimeInterval(2.5)).line
    #expect(line.contains(#""time":2.5,"#))
    #expect(!line.contains(#""date":"#))
  }

  @Test func aDateFarFromTheStartAlsoCarriesTheExactDate() throws {
    let line = try roundTrip(start: Self.start, date: Date(timeIntervalSinceReferenceDate: 0.1)).line
    #expect(line.contains(#""date":0.1,"#))
  }

  @Test func headerStartIsSecondsSince1970() throws {
    let encoder = Encoder(startDate: Date(timeIntervalSince1970: 1_718_000_000.5))
    let header = String(decoding: try encoder.encodeHeader(feature: "Toy", initialState: nil), as: UTF8.self)
    #expect(header.contains(#""start":1718000000.5"#))
  }
}
