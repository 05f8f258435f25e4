import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The action log recovered from a flight-recorder file: what a session left behind, also when
/// it ended in a crash.
///
/// A recorder with the ``ActionRecorder/Destination/flightRecorder(folder:fileSize:keepingFiles:)``
/// destination writes each action before the reducer runs it into a fixed-size file that it
/// uses as a ring. Recovery reads that file, checks every record's checksum, keeps the newest
/// unbroken run of records, and turns it into an ordinary action log: the header, the oldest
/// whole checkpoint as the initial state, then the entries after it with their calls and the
/// later checkpoints. Nothing in the file is trusted: damage is reported with its byte offset,
/// never misread.
///
/// At launch, before attaching a new recorder:
///
/// ```swift
/// for file in FlightRecording.files(in: recorderFolder) {
///   let recording = try FlightRecording(contentsOf: file)
///   try recording.log.write(to: bugReportFolder.appendingPathComponent("last-session.jsonl"))
///   try FileManager.default.removeItem(at: file)
/// }
/// ```
public struct FlightRecording: Sendable, Equatable {
  /// Damage recovery found and worked around.
  public enum Problem: Sendable, Equatable, CustomStringConvertible {
    /// The file is shorter than its header says (it was cut off, for example when copied).
    case truncated(size: Int, expected: Int)
    /// The record at `offset` was being written when the recording stopped: it is incomplete
    /// and left out. Expected after a crash.
    case incompleteRecord(offset: Int)
    /// A damaged record before `offset` breaks the run of records: the `leftOut` older records
    /// before it are not part of the recovered log.
    case damagedRecord(before: Int, leftOut: Int)

    /// What happened and where, for the person recovering the file.
    public var description: String {
      switch self {
      case .truncated(let size, let expected):
        "the file ends at byte \(size) but its header says \(expected): records after the end are lost"
      case .incompleteRecord(let offset):
        "byte \(offset): the record being written when the recording stopped is incomplete; it was left out"
      case .damagedRecord(let offset, let leftOut):
        "before byte \(offset): a damaged record breaks the recording; the \(leftOut) older record(s) were left out"
      }
    }
  }

  /// The recovered action log (JSON Lines), readable by ``ActionLogReader`` and `webview-replay`.
  public var log: Data
  /// The damage found, in file order; empty for a file whose every kept record is whole.
  public var problems: [Problem]
  /// How many entries the log holds.
  public var entryCount: Int
  /// The sequence number of the first entry of the log (the one after the initial state).
  public var firstSequence: Int
  /// Entries still in the file but older than its oldest whole checkpoint, so not replayable:
  /// they are not in ``log``.
  public var entriesBeforeCheckpoint: Int

  /// The name every flight-recorder file ends with.
  public static var fileExtension: String { "wvflight" }

  /// The flight-recorder files in `folder`, oldest session first; empty when there is none.
  public static func files(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.compactMap(RecordingName.init(fileName:)).sorted().map { folder.appendingPathComponent($0.fileName) }
  }

  /// Whether the file at `url` starts like a flight-recorder file (it may still be damaged).
  public static func isFlightRecording(_ url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: FlightRecorderLayout.fileMagic.count)) ?? Data()
    return Array(start) == FlightRecorderLayout.fileMagic
  }

  /// Recovers the log from the flight-recorder file at `url`.
  ///
  /// - Throws: ``ActionLogError/cannotOpen(path:reason:)`` or
  ///   ``ActionLogError/readFailed(reason:)`` when the file cannot be read;
  ///   ``ActionLogError/unrecoverable(path:offset:reason:)`` when it is not a flight-recorder
  ///   file, is of another format version, has a damaged header, or holds no whole checkpoint
  ///   to replay from.
  public init(contentsOf url: URL) throws(ActionLogError) {
    let bytes = try Self.contents(of: url)
    do {
      self = try FlightRecordingParser(bytes: bytes).recover()
    } catch let failure {
      throw .unrecoverable(path: url.path, offset: failure.offset, reason: failure.reason)
    }
  }

  /// The largest file recovery reads: far beyond any recorder's size, so that a stray huge
  /// file is refused instead of filling memory.
  static let largestFile = 256 << 20

  /// The bytes of the file. Read with `read(2)`: Foundation's `Data(contentsOf:)` leaks its
  /// buffer for an empty file on Linux (found by the fuzz target).
  private static func contents(of url: URL) throws(ActionLogError) -> [UInt8] {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: url.path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .readFailed(reason: "\(url.path): \(String(cString: strerror(errno)))") }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      guard bytes.count <= largestFile else {
        throw .unrecoverable(path: url.path, offset: largestFile, reason: "larger than any flight recording (256 MiB)")
      }
    }
  }

  init(log: Data, problems: [Problem], entryCount: Int, firstSequence: Int, entriesBeforeCheckpoint: Int) {
    self.log = log
    self.problems = problems
    self.entryCount = entryCount
    self.firstSequence = firstSequence
    self.entriesBeforeCheckpoint = entriesBeforeCheckpoint
  }
}
