import Foundation
import StoreRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the records of one session into a fixed-size file as a ring, each with one `pwrite`.
///
/// Why `pwrite` of whole records: once the call returns, the bytes are in the kernel's page
/// cache, which outlives the process, so a crash of the app (a trap, `abort()`, a jetsam kill)
/// loses at most the record being written, and its checksum tells recovery it is incomplete.
/// Only a crash of the operating system or a power loss needs the data on the disk itself:
/// ``sync()`` does that (`fsync`). A memory mapping would save the system call but turns a
/// file shrunk under it into a `SIGBUS` inside the app; one call per action is cheap next to
/// encoding it.
///
/// Entries come from the main actor and calls from the threads effects run on, so every write
/// takes a lock. The first failure stops all later writes and is kept for ``failure``.
final class FlightRecorderFile: Sendable {
  /// What the lock guards.
  private struct Cursor {
    var head: Int
    var nextNumber: UInt64 = 1
    /// Bytes of the ring used since the newest checkpoint started, skipped ends included.
    var sinceCheckpoint = 0
    var failure: ActionLogError?
    /// The record being written.
    var record: [UInt8] = []
  }

  /// Where the file is.
  let url: URL
  private let descriptor: Int32
  private let dataStart: Int
  private let fileSize: Int
  private let cursor: LockIsolated<Cursor>

  /// The largest record, in bytes: an eighth of the ring, so that a whole checkpoint always
  /// survives (see ``append(_:sequence:payload:)``).
  let recordLimit: Int

  /// Where the first record that did not fit is reported.
  let notice = OversizedRecordNotice()

  /// Creates the session's file in `folder` under a name no other session has, after deleting
  /// the oldest files beyond `keepingFiles - 1`.
  static func startSession(
    in folder: URL, fileSize: Int, keepingFiles: Int, startDate: Date, headerLine: Data
  ) throws(ActionLogError) -> FlightRecorderFile {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: folder.path, reason: "\(error.localizedDescription)")
    }
    let existing = FlightRecording.files(in: folder)
    for old in existing.dropLast(max(keepingFiles, 2) - 1) { try? FileManager.default.removeItem(at: old) }
    let milliseconds = Int64(max(0, min((startDate.timeIntervalSince1970 * 1000).rounded(.down), 9e15)))
    var name = RecordingName(startMilliseconds: milliseconds, counter: 1)
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name.fileName).path) { name.counter += 1 }
    return try FlightRecorderFile(url: folder.appendingPathComponent(name.fileName), fileSize: fileSize, headerLine: headerLine)
  }

  /// Creates the file at `url`, which must not exist, at its full size, with the log's header.
  init(url: URL, fileSize: Int, headerLine: Data) throws(ActionLogError) {
    let dataStart = FlightRecorderLayout.dataStart(lineLength: headerLine.count)
    let smallest = dataStart + FlightRecorderLayout.minimumRingSize
    guard fileSize >= smallest else {
      throw .cannotOpen(
        path: url.path,
        reason: """
          a flight recorder of \(fileSize) bytes is too small for its header (\(dataStart) bytes) and a ring of \
          \(FlightRecorderLayout.minimumRingSize) bytes; give it at least \(smallest) bytes
          """)
    }
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
    }
    let header = FlightRecorderLayout.fileHeader(line: headerLine, fileSize: fileSize)
    let written = header.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    guard ftruncate(descriptor, off_t(fileSize)) == 0, written == header.count else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      unlink(url.path)
      throw .cannotOpen(path: url.path, reason: reason)
    }
    self.url = url
    self.descriptor = descriptor
    self.dataStart = dataStart
    self.fileSize = fileSize
    recordLimit = (fileSize - dataStart) / 8
    cursor = LockIsolated(Cursor(head: dataStart))
  }

  deinit {
    close(descriptor)
  }

  /// The first failure, if any: a write the system refused. Nothing was written after it.
  var failure: ActionLogError? { cursor.value.failure }

  /// Writes one record after the previous one, wrapping to the start of the ring when it does
  /// not fit before the end. `sequence` is the recorder's own count, never negative.
  ///
  /// A record too large for the ring is written elided, or skipped (``OversizedRecord``), and
  /// the recording goes on: what a page sends must never switch the recorder off.
  ///
  /// Returns whether the newest checkpoint is now a quarter of the ring behind: time to write
  /// another. With records at most an eighth of the ring, the previous checkpoint is then still
  /// whole while the next one is written, even if the process dies in the middle of it.
  @discardableResult
  func append(_ kind: FlightRecorderLayout.Kind, sequence: Int, payload: [UInt8]) -> Bool {
    let limit = recordLimit - FlightRecorderLayout.recordHeaderSize
    guard payload.count > limit else { return write(kind, sequence: sequence, payload: payload) }
    // A state is not flagged inside: the flag is the record's kind, and a state's decoder may
    // not expect a field of its own.
    let elided = RecordElision.fitting(Data(payload), within: limit, flagged: !kind.isCheckpoint)
    let checkpointDue = elided.map { write(kind == .checkpoint ? .elidedCheckpoint : kind, sequence: sequence, payload: [UInt8]($0)) }
    notice.report(
      OversizedRecord(
        kind: kind.oversizedKind, sequence: sequence, bytes: payload.count, recordLimit: limit,
        outcome: elided.map { .elided(bytes: $0.count) } ?? .skipped,
        fileSizeNeeded: 8 * (payload.count + FlightRecorderLayout.recordHeaderSize) + dataStart))
    return checkpointDue ?? cursor.withValue { wantsCheckpoint(after: $0) }
  }

  /// Why the state a recording starts from cannot be its first checkpoint, if it cannot.
  func refusal(ofInitialState payload: [UInt8]) -> ActionLogError? {
    guard FlightRecorderLayout.recordHeaderSize + payload.count > recordLimit else { return nil }
    return .encodingFailed(
      reason: """
        the initial state of \(payload.count) bytes does not fit a flight recorder of \(fileSize) bytes, which takes \
        records up to \(recordLimit - FlightRecorderLayout.recordHeaderSize) bytes; give the recorder at least \
        \(8 * (payload.count + FlightRecorderLayout.recordHeaderSize) + dataStart) bytes
        """)
  }

  /// Writes one record; returns whether a checkpoint is due.
  private func write(_ kind: FlightRecorderLayout.Kind, sequence: Int, payload: [UInt8]) -> Bool {
    cursor.withValue { cursor in
      guard cursor.failure == nil else { return false }
      FlightRecorderLayout.record(
        kind: kind, number: cursor.nextNumber, sequence: UInt64(sequence), payload: payload, into: &cursor.record)
      let record = cursor.record
      if cursor.head + record.count > fileSize {
        cursor.sinceCheckpoint += fileSize - cursor.head
        cursor.head = dataStart
      }
      if kind.isCheckpoint { cursor.sinceCheckpoint = 0 }
      let written = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(cursor.head)) }
      guard written == record.count else {
        cursor.failure = .writeFailed(reason: written < 0 ? String(cString: strerror(errno)) : "a short write")
        return false
      }
      cursor.head += record.count
      cursor.sinceCheckpoint += record.count
      cursor.nextNumber += 1
      return wantsCheckpoint(after: cursor)
    }
  }

  private func wantsCheckpoint(after cursor: Cursor) -> Bool {
    cursor.sinceCheckpoint >= (fileSize - dataStart) / 4
  }

  /// Stops the recording with `error` (a value that could not be encoded), unless it already
  /// stopped.
  func fail(_ error: ActionLogError) {
    cursor.withValue { if $0.failure == nil { $0.failure = error } }
  }

  /// Puts the file on the disk itself (`fsync`), so that it also survives a crash of the
  /// operating system; throws the first failure.
  func sync() throws(ActionLogError) {
    if let failure { throw failure }
    guard fsync(descriptor) == 0 else { throw .writeFailed(reason: String(cString: strerror(errno))) }
  }
}

extension FlightRecorderLayout.Kind {
  fileprivate var oversizedKind: OversizedRecord.Kind {
    switch self {
    case .entry: .entry
    case .checkpoint, .elidedCheckpoint: .checkpoint
    case .call: .call
    }
  }
}
