import Foundation

/// Reads the bytes of a flight-recorder file into a ``FlightRecording``; see
/// ``FlightRecorderLayout`` for the layout.
struct FlightRecordingParser {
  /// Why the file cannot be recovered at all, and where.
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  /// A record whose checksum matched.
  private struct Record {
    var offset: Int
    var end: Int
    var number: UInt64
    var sequence: Int
    var kind: FlightRecorderLayout.Kind
    var payload: ArraySlice<UInt8>
  }

  private typealias Layout = FlightRecorderLayout
  /// The fewest records one lap of the ring holds.
  private static let lapRecords: UInt64 = 7
  let bytes: [UInt8]

  func recover() throws(Failure) -> FlightRecording {
    let (line, dataStart, declaredSize) = try readHeader()
    var problems: [FlightRecording.Problem] = []
    if bytes.count < declaredSize { problems.append(.truncated(size: bytes.count, expected: declaredSize)) }
    let end = min(bytes.count, declaredSize)
    let (records, damaged) = scan(from: dataStart, to: end)
    guard let newest = records.max(by: { $0.number < $1.number }) else {
      throw Failure(offset: dataStart, reason: "no whole record: the session recorded nothing that can be replayed")
    }
    let byNumber = Dictionary(records.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    var run = [newest]
    // Wrapping arithmetic: a hostile file may number a record 0.
    while let previous = byNumber[run[run.count - 1].number &- 1] { run.append(previous) }
    run.reverse()
    // The writer was about to write after the newest record, or at the start of the ring when
    // the record did not fit before the end.
    if let inFlight = [newest.end, dataStart].first(where: damaged.contains) {
      problems.append(.incompleteRecord(offset: inFlight))
    }
    // Whole records older than the run that a damaged one cut off lie, going round the ring
    // from where the writer stopped, before the run's oldest record, a few numbers below it.
    // Older records elsewhere are the ring at work: leftovers of earlier laps in the tails the
    // ring skipped, after the run, or records a whole lap older (a record takes at most an
    // eighth of the ring, so a lap holds at least 7).
    let ringSize = end - dataStart
    func distance(_ offset: Int) -> Int { ((offset - newest.end) % ringSize + ringSize) % ringSize }
    let cutOff = Set(
      records.lazy.filter { $0.number < run[0].number && distance($0.offset) < distance(run[0].offset) }.map(\.number))
    if let top = cutOff.max(), run[0].number - top - 1 < Self.lapRecords {
      let leftOut = (0...).prefix { cutOff.contains(top &- UInt64($0)) }.count
      problems.append(.damagedRecord(before: run[0].offset, leftOut: leftOut))
    }
    // A whole checkpoint if the run holds one; an elided one when the states grew too large for
    // a record ever since.
    guard let start = run.firstIndex(where: { $0.kind == .checkpoint }) ?? run.firstIndex(where: { $0.kind.isCheckpoint })
    else {
      throw Failure(
        offset: run[0].offset,
        reason: "no whole checkpoint among the \(run.count) newest records: there is no state to replay from")
    }
    let entriesBefore = run[..<start].count { $0.kind == .entry }
    return assemble(headerLine: line, run: run[start...], problems: problems, entriesBeforeCheckpoint: entriesBefore)
  }

  private func readHeader() throws(Failure) -> (line: ArraySlice<UInt8>, dataStart: Int, size: Int) {
    guard bytes.count >= Layout.fileHeaderSize, Array(bytes[0..<8]) == Layout.fileMagic else {
      throw Failure(offset: 0, reason: "not a flight-recorder file (it does not start with \"WVFLIGHT\")")
    }
    let version = Layout.read(UInt32.self, in: bytes, at: 8)
    guard version == Layout.version else {
      throw Failure(
        offset: 8,
        reason: "flight-recorder format version \(version); this build reads version \(Layout.version): recover it with the build that recorded it")
    }
    let length = Int(Layout.read(UInt32.self, in: bytes, at: 12))
    let size = Layout.read(UInt64.self, in: bytes, at: 16)
    guard length <= bytes.count - Layout.fileHeaderSize, size <= UInt64(Int.max) else {
      throw Failure(offset: 12, reason: "the header is damaged: its line of \(length) bytes does not fit the file")
    }
    let line = bytes[Layout.fileHeaderSize..<(Layout.fileHeaderSize + length)]
    var crc = CRC32()
    crc.update(bytes[8..<24])
    crc.update(line)
    guard crc.value == Layout.read(UInt32.self, in: bytes, at: 24) else {
      throw Failure(offset: 24, reason: "the header is damaged (its checksum does not match)")
    }
    return (line, Layout.dataStart(lineLength: length), Int(size))
  }

  /// Every whole record between `start` and `end`, and the offsets where a record starts but
  /// does not check out.
  private func scan(from start: Int, to end: Int) -> (records: [Record], damaged: Set<Int>) {
    var records: [Record] = []
    var damaged: Set<Int> = []
    var offset = start
    while offset + Layout.recordHeaderSize <= end {
      guard bytes[offset] == 0x57, Array(bytes[offset..<(offset + 4)]) == Layout.recordMagic else {
        offset += 8
        continue
      }
      if let record = record(at: offset, end: end) {
        records.append(record)
        offset = record.end
      } else {
        damaged.insert(offset)
        offset += 8
      }
    }
    return (records, damaged)
  }

  private func record(at offset: Int, end: Int) -> Record? {
    let length = Int(Layout.read(UInt32.self, in: bytes, at: offset + 4))
    let payloadStart = offset + Layout.recordHeaderSize
    guard length <= end - payloadStart,
      let kind = Layout.Kind(rawValue: bytes[offset + 24]),
      bytes[(offset + 25)..<(offset + 28)].allSatisfy({ $0 == 0 })
    else { return nil }
    let payload = bytes[payloadStart..<(payloadStart + length)]
    var crc = CRC32()
    crc.update(bytes[(offset + 4)..<(offset + 28)])
    crc.update(payload)
    let sequence = Layout.read(UInt64.self, in: bytes, at: offset + 16)
    guard crc.value == Layout.read(UInt32.self, in: bytes, at: offset + 28), sequence <= UInt64(Int.max) else {
      return nil
    }
    return Record(
      offset: offset, end: Layout.aligned(payloadStart + length), number: Layout.read(UInt64.self, in: bytes, at: offset + 8),
      sequence: Int(sequence), kind: kind, payload: payload)
  }

  /// The log: the header line with the first checkpoint as its initial state, then each entry
  /// with the state of its checkpoint, and the calls, in record order. An entry with an elided
  /// checkpoint, and the first entry after an elided initial state, are flagged as elided, so
  /// the replay adopts the next checkpoint instead of comparing with it.
  private func assemble(
    headerLine: ArraySlice<UInt8>, run: ArraySlice<Record>, problems: [FlightRecording.Problem],
    entriesBeforeCheckpoint: Int
  ) -> FlightRecording {
    var lines = [Self.splicing(headerLine, field: "initialState", value: run[run.startIndex].payload)]
    var entryLines: [Int: Int] = [:]
    var startsElided = run[run.startIndex].kind == .elidedCheckpoint
    for record in run.dropFirst() {
      switch record.kind {
      case .entry:
        entryLines[record.sequence] = lines.count
        lines.append(startsElided ? Self.flaggingElided(record.payload) : Data(record.payload))
        startsElided = false
      case .checkpoint, .elidedCheckpoint:
        if let index = entryLines[record.sequence] {
          let line = record.kind == .elidedCheckpoint ? Self.flaggingElided(ArraySlice(lines[index])) : lines[index]
          lines[index] = Self.splicing(ArraySlice(line), field: "state", value: record.payload)
        }
      case .call:
        lines.append(Data(record.payload))
      }
    }
    return FlightRecording(
      log: lines.reduce(into: Data()) { $0 += $1 }, problems: problems, entryCount: entryLines.count,
      firstSequence: run[run.startIndex].sequence + 1, entriesBeforeCheckpoint: entriesBeforeCheckpoint)
  }

  /// `line` opening with the elided flag, unless the recorder wrote it with one.
  private static func flaggingElided(_ line: ArraySlice<UInt8>) -> Data {
    guard !line.starts(with: RecordElision.flag) else { return Data(line) }
    return Data(RecordElision.flag) + Data(line.dropFirst())
  }

  /// `line` (a JSON object and a newline, as the recorder wrote it) with `"field":value` added
  /// at its end.
  private static func splicing(_ line: ArraySlice<UInt8>, field: String, value: ArraySlice<UInt8>) -> Data {
    var spliced = Data(line.dropLast(2))
    spliced += Data(#","\#(field)":"#.utf8)
    spliced += value
    spliced += Data("}\n".utf8)
    return spliced
  }
}
