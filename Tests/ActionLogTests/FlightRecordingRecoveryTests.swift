import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

/// Recovery trusts nothing in a flight-recorder file: a record cut off by a crash, damage,
/// truncation, another format version or garbage is reported with its byte offset, and whatever
/// is whole is recovered.
@MainActor
struct FlightRecordingRecoveryTests {
  private let scratch = TemporaryFolder()

  /// Records `actions` (a checkpoint after each when `checkpointEach`) and returns the file's bytes.
  private func recordedBytes(_ actions: [Toy.Action], checkpointEach: Bool = false) throws -> [UInt8] {
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = steppingDate(from: Date(timeIntervalSince1970: 1_700_000_000), using: 4)
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .flightRecorder(folder: scratch.url, fileSize: 64 * 1024),
      checkpointInterval: checkpointEach ? 1 : nil)
    for action in actions { store.send(action) }
    #expect(recorder.entryCount == actions.count)
    let files = FlightRecording.files(in: scratch.url)
    try #require(files.count == 1)
    defer { try? FileManager.default.removeItem(at: files[0]) }
    return Array(try Data(contentsOf: files[0]))
  }

  /// Where each record starts: the documented record magic, "WVR1".
  private func recordOffsets(_ bytes: [UInt8]) -> [Int] {
    let magic = Array("WVR1".utf8)
    return stride(from: 0, to: bytes.count - 4, by: 8).filter { Array(bytes[$0..<($0 + 4)]) == magic }
  }

  private func recover(_ bytes: [UInt8]) throws(ActionLogError) -> FlightRecording {
    let url = scratch.newFile("damaged.wvflight")
    try? Data(bytes).write(to: url)
    return try FlightRecording(contentsOf: url)
  }

  private func actions(_ recording: FlightRecording) throws -> [Toy.Action] {
    let url = scratch.newFile("recovered.jsonl")
    try recording.log.write(to: url)
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    var actions: [Toy.Action] = []
    while let entry = try reader.next() { actions.append(entry.action) }
    return actions
  }

  private func unrecoverable(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
    do {
      _ = try recover(bytes)
      return nil
    } catch {
      guard case .unrecoverable(_, let offset, let reason) = error else { return nil }
      return (offset, reason)
    }
  }

  /// A little-endian integer of `bytes` at `offset`, as the documented layout stores them.
  private func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    bytes[offset..<(offset + size)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  /// CRC-32 (IEEE), written out here from its definition so that the test checks the file
  /// against the documentation, not against the library's own code.
  private func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test func theFileIsLaidOutAsDocumented() throws {
    let bytes = try recordedBytes([.increment, .add(2)], checkpointEach: true)
    #expect(Array(bytes[0..<8]) == Array("WVFLIGHT".utf8))
    #expect(integer(bytes, at: 8, size: 4) == 1)
    let lineLength = integer(bytes, at: 12, size: 4)
    #expect(integer(bytes, at: 16, size: 8) == 64 * 1024)
    #expect(UInt32(integer(bytes, at: 24, size: 4)) == crc32(bytes[8..<24] + bytes[28..<(28 + lineLength)]))
    let line = String(decoding: bytes[28..<(28 + lineLength)], as: UTF8.self)
    #expect(line.hasPrefix(#"{"format":"webview-core.action-log""#) && line.hasSuffix("}\n") && !line.contains("initialState"))
    // Records from the next 8-byte boundary, one after another: (kind, sequence) in order.
    var offset = (28 + lineLength + 7) / 8 * 8
    var records: [(kind: Int, sequence: Int)] = []
    for number in 1...5 {
      #expect(Array(bytes[offset..<(offset + 4)]) == Array("WVR1".utf8))
      let length = integer(bytes, at: offset + 4, size: 4)
      #expect(integer(bytes, at: offset + 8, size: 8) == number)
      #expect(bytes[(offset + 25)..<(offset + 28)].allSatisfy { $0 == 0 })
      #expect(
        UInt32(integer(bytes, at: offset + 28, size: 4)) == crc32(bytes[(offset + 4)..<(offset + 28)] + bytes[(offset + 32)..<(offset + 32 + length)])
      )
      records.append((Int(bytes[offset + 24]), integer(bytes, at: offset + 16, size: 8)))
      offset = (offset + 32 + length + 7) / 8 * 8
    }
    #expect(records.map(\.kind) == [2, 1, 2, 1, 2])
    #expect(records.map(\.sequence) == [0, 1, 1, 2, 2])
    #expect(bytes[offset..<(offset + 4)].allSatisfy { $0 == 0 })
  }

  @Test func aRecordNumberedZeroIsReportedNotTrappedOn() throws {
    var bytes = try recordedBytes([.increment])
    let offsets = recordOffsets(bytes)
    // The initial checkpoint renumbered 0, its checksum made right: a whole record recovery
    // must not trust to be numbered from 1.
    for index in 8..<16 { bytes[offsets[0] + index] = 0 }
    let length = integer(bytes, at: offsets[0] + 4, size: 4)
    let crc = crc32(bytes[(offsets[0] + 4)..<(offsets[0] + 28)] + bytes[(offsets[0] + 32)..<(offsets[0] + 32 + length)])
    for index in 0..<4 { bytes[offsets[0] + 28 + index] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index))) }
    // Numbered 0, it no longer leads to the entry (record 2): the recording has no checkpoint
    // left to replay from, which is said, not trapped on.
    let failure = try #require(unrecoverable(bytes))
    #expect(failure.reason.contains("no whole checkpoint"))
  }

  @Test func aRecordCutOffByTheCrashIsReportedWithItsOffsetAndLeftOut() throws {
    var bytes = try recordedBytes([.increment, .add(2), .add(3)])
    let last = try #require(recordOffsets(bytes).last)
    for index in (last + 20)..<(last + 48) { bytes[index] = 0 }
    let recording = try recover(bytes)
    #expect(recording.problems == [.incompleteRecord(offset: last)])
    #expect(recording.problems[0].description.hasPrefix("byte \(last): the record being written"))
    #expect(try actions(recording) == [.increment, .add(2)])
  }

  @Test func aDamagedRecordCutsOffTheOlderRecordsAndTheRestIsRecovered() throws {
    var bytes = try recordedBytes([.increment, .add(2), .add(3)], checkpointEach: true)
    // Records: checkpoint 0, entry 1, checkpoint 1, entry 2, checkpoint 2, entry 3, checkpoint 3.
    let offsets = recordOffsets(bytes)
    try #require(offsets.count == 7)
    bytes[offsets[3] + 40] ^= 0x01
    let recording = try recover(bytes)
    #expect(recording.problems == [.damagedRecord(before: offsets[4], leftOut: 3)])
    #expect(try actions(recording) == [.add(3)])
    #expect(recording.firstSequence == 3)
  }

  @Test func aTruncatedFileRecoversTheRecordsBeforeTheCut() throws {
    let bytes = try recordedBytes([.increment, .add(2), .add(3)])
    let offsets = recordOffsets(bytes)
    let recording = try recover(Array(bytes[..<offsets[3]]))
    #expect(recording.problems == [.truncated(size: offsets[3], expected: 64 * 1024)])
    #expect(try actions(recording) == [.increment, .add(2)])
  }

  @Test func aFileCutRightAfterARecordsPayloadKeepsThatRecord() throws {
    let bytes = try recordedBytes([.increment, .add(2), .add(3)])
    let third = recordOffsets(bytes)[2]
    let end = third + 32 + integer(bytes, at: third + 4, size: 4)
    let recording = try recover(Array(bytes[..<end]))
    #expect(try actions(recording) == [.increment, .add(2)])
  }

  @Test func aRecordWhoseReservedBytesAreNotZeroIsNotRead() throws {
    var bytes = try recordedBytes([.increment, .add(2)])
    let last = try #require(recordOffsets(bytes).last)
    bytes[last + 27] = 1
    // The checksum made right again: only the reserved byte is wrong.
    let length = integer(bytes, at: last + 4, size: 4)
    let crc = crc32(bytes[(last + 4)..<(last + 28)] + bytes[(last + 32)..<(last + 32 + length)])
    for index in 0..<4 { bytes[last + 28 + index] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index))) }
    let recording = try recover(bytes)
    #expect(try actions(recording) == [.increment])
    #expect(recording.problems == [.incompleteRecord(offset: last)])
  }

  @Test func aFileOfAnotherFormatVersionIsRefusedAtItsVersion() throws {
    var bytes = try recordedBytes([.increment])
    bytes[8] = 2
    let failure = try #require(unrecoverable(bytes))
    #expect(failure.offset == 8)
    #expect(failure.reason.contains("format version 2; this build reads version 1"))
  }

  @Test func aDamagedHeaderIsRefused() throws {
    var bytes = try recordedBytes([.increment])
    bytes[40] ^= 0x20
    let failure = try #require(unrecoverable(bytes))
    #expect(failure.offset == 24)
    #expect(failure.reason.contains("checksum"))
  }

  @Test func aFileCutInsideItsHeaderLineIsRefusedAtTheLineLength() throws {
    let bytes = try recordedBytes([.increment])
    let failure = try #require(unrecoverable(Array(bytes[..<28])))
    #expect(failure.offset == 12)
    #expect(failure.reason.contains("does not fit the file"))
  }

  @Test func aFileCutRightAfterItsHeaderLineHasNoRecordToRecover() throws {
    let bytes = try recordedBytes([.increment])
    // The header line's length is the 32-bit little-endian number at byte 12.
    let lineLength = bytes[12..<16].reversed().reduce(0) { $0 << 8 | Int($1) }
    let failure = try #require(unrecoverable(Array(bytes[..<(28 + lineLength)])))
    #expect(failure.reason.contains("no whole record"))
  }

  @Test func aFileThatIsNotARecordingIsRefusedAtItsFirstByte() throws {
    let failure = try #require(unrecoverable(Array(#"{"format":"webview-core.action-log"}"#.utf8)))
    #expect(failure.offset == 0)
    #expect(failure.reason.contains("not a flight-recorder file"))
  }

  @Test func withoutAWholeCheckpointNothingIsRecovered() throws {
    var bytes = try recordedBytes([.increment, .add(2)])
    let offsets = recordOffsets(bytes)
    bytes[offsets[0] + 33] ^= 0x01
    let failure = try #require(unrecoverable(bytes))
    #expect(failure.offset == offsets[1])
    #expect(failure.reason.contains("no whole checkpoint"))
  }

  @Test func aFileWithNoWholeRecordIsUnrecoverable() throws {
    var bytes = try recordedBytes([])
    let offsets = recordOffsets(bytes)
    bytes[offsets[0] + 33] ^= 0x01
    let failure = try #require(unrecoverable(bytes))
    #expect(failure.reason.contains("no whole record"))
  }

  @Test func anEmptyFileIsRefusedAtItsFirstByte() throws {
    let failure = try #require(unrecoverable([]))
    #expect(failure.offset == 0)
  }

  @Test func aMissingFileCannotBeOpened() {
    #expect(throws: ActionLogError.cannotOpen(path: scratch.url.path + "/missing", reason: "No such file or directory")) {
      try FlightRecording(contentsOf: scratch.url.appendingPathComponent("missing"))
    }
  }

  @Test func theErrorNamesTheFileAndTheByte() {
    let error = ActionLogError.unrecoverable(path: "/tmp/a.wvflight", offset: 8, reason: "why")
    #expect(error.description == "/tmp/a.wvflight: byte 8: cannot recover the flight recording: why")
  }

  @Test func onlyRecorderFilesAreListedOldestFirst() throws {
    for name in [
      "recording-20-2.wvflight", "recording-3.wvflight", "recording-20.wvflight", "notes.txt", "recording-x.wvflight", "recording-5-1.wvflight",
    ] {
      try Data().write(to: scratch.url.appendingPathComponent(name))
    }
    #expect(
      FlightRecording.files(in: scratch.url).map(\.lastPathComponent) == ["recording-3.wvflight", "recording-20.wvflight", "recording-20-2.wvflight"])
    #expect(FlightRecording.files(in: scratch.url.appendingPathComponent("missing")).isEmpty)
  }

  @Test func aRecorderFileIsRecognisedByItsFirstBytes() throws {
    let recording = scratch.newFile("a.wvflight")
    try Data(try recordedBytes([])).write(to: recording)
    let log = try scratch.newFile(containing: "{}\n", named: "a.jsonl")
    #expect(FlightRecording.isFlightRecording(recording))
    #expect(!FlightRecording.isFlightRecording(log))
    #expect(!FlightRecording.isFlightRecording(scratch.newFile("missing")))
  }
}
