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
    for name in ["recording-20-2.wvflight", "recording-3.wvflight", "recording-20.wvflight", "notes.txt", "recording-x.wvflight", "recording-5-1.wvflight"] {
      try Data().write(to: scratch.url.appendingPathComponent(name))
    }
    #expect(FlightRecording.files(in: scratch.url).map(\.lastPathComponent) == ["recording-3.wvflight", "recording-20.wvflight", "recording-20-2.wvflight"])
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
