import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an action log line by line: the header when created, then one entry per ``next()``.
///
/// Memory does not grow with the log's length: lines are read through one buffer and decoded
/// one at a time. Blank lines are ignored. Call lines (format version 2) are attached to the
/// entry they follow (``ActionLogEntry/calls``); to find the end of an entry's calls the reader
/// reads one entry ahead when the header says the log records calls. After ``ActionLogError/malformedLine(line:reason:)`` the reader has
/// moved past the bad line, so calling ``next()`` again carries on with the following one;
/// after any other error it should be dropped.
///
/// ```swift
/// let reader = try ActionLogReader<Feature.State, Feature.Action>(url: logURL)
/// while let entry = try reader.next() { print(entry.sequence, entry.action) }
/// ```
public final class ActionLogReader<State: Decodable, Action: Decodable> {
  /// The log's header, read and checked when the reader was created.
  public let header: ActionLogHeader<State>
  /// The size of the input in bytes when it is a regular file, else `nil`.
  public let byteCount: Int?

  /// What the reader found after the entry it returns next.
  private enum Lookahead {
    /// An entry and its line number, read while collecting the previous entry's calls.
    case entry(ActionLogEntry<State, Action>, line: Int)
    /// A line that failed, to be thrown after the previous entry was returned.
    case failure(ActionLogError)
  }

  private let lines: LineReader
  private let decoder = LogLineDecoder<State, Action>()
  private let decodesCheckpoints: Bool
  /// Rewrites lines of a log recorded with an older schema version; `nil` when none is needed.
  private let migrator: LineMigrator?
  /// Whether the log records calls, so that an entry's calls follow it and the reader must
  /// read one entry ahead to collect them. Other logs are read line by line.
  private let readsAhead: Bool
  /// The entry read ahead, if any.
  private var lookahead: Lookahead?
  /// Calls read before the entry returned next (made by effects started before recording, or
  /// a call line in a log that does not record calls).
  private var leadingCalls: [RecordedCall] = []
  /// The line of the entry last returned.
  private var entryLine = 1

  /// Opens the log at `url` and reads its header.
  ///
  /// - Parameters:
  ///   - url: The log file: JSON Lines, a header line first.
  ///   - feature: When given, a log recorded for another feature is refused with
  ///     ``ActionLogError/featureMismatch(expected:found:)``.
  ///   - decodesCheckpoints: Pass `false` when checkpoints are not needed: entries then come
  ///     back without them, and decoding is faster.
  ///   - schema: The feature's current schema: a log recorded with an older version has its
  ///     actions and states migrated before they are decoded.
  /// - Throws: ``ActionLogError/cannotOpen(path:reason:)``, ``ActionLogError/empty``,
  ///   ``ActionLogError/notAnActionLog(line:reason:)``,
  ///   ``ActionLogError/unsupportedVersion(found:supported:)`` or a feature mismatch.
  public convenience init(
    url: URL,
    feature: String? = nil,
    decodesCheckpoints: Bool = true,
    schema: ActionLogSchema = ActionLogSchema()
  ) throws(ActionLogError) {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
    }
    try self.init(
      lines: LineReader(descriptor: descriptor, closesDescriptor: true),
      byteCount: Self.regularFileSize(descriptor),
      feature: feature, decodesCheckpoints: decodesCheckpoints, schema: schema)
  }

  /// Reads a log from an open file handle, such as standard input, without closing it.
  ///
  /// Same parameters and errors as ``init(url:feature:decodesCheckpoints:schema:)``.
  public convenience init(
    fileHandle: FileHandle,
    feature: String? = nil,
    decodesCheckpoints: Bool = true,
    schema: ActionLogSchema = ActionLogSchema()
  ) throws(ActionLogError) {
    let descriptor = fileHandle.fileDescriptor
    try self.init(
      lines: LineReader(descriptor: descriptor, closesDescriptor: false),
      byteCount: Self.regularFileSize(descriptor),
      feature: feature, decodesCheckpoints: decodesCheckpoints, schema: schema)
  }

  init(
    lines: LineReader,
    byteCount: Int?,
    feature: String?,
    decodesCheckpoints: Bool,
    schema: ActionLogSchema
  ) throws(ActionLogError) {
    self.lines = lines
    self.byteCount = byteCount
    self.decodesCheckpoints = decodesCheckpoints
    guard let first = try lines.nextLine() else { throw .empty }
    let migrator = LineMigrator(schema: schema, header: first.bytes)
    self.migrator = migrator
    do {
      header = try decoder.decodeHeader(migrator?.migrateHeader(first.bytes) ?? first.bytes)
    } catch let error as ActionLogError {
      switch error {
      case .notAnActionLog(_, let reason):
        throw .notAnActionLog(line: lines.lineNumber, reason: Self.explain(reason, first))
      default:
        throw error
      }
    } catch {
      throw .notAnActionLog(line: lines.lineNumber, reason: Self.explain(DecodingFailure.describe(error), first))
    }
    guard ActionLogHeader<State>.readableVersions.contains(header.version) else {
      throw .unsupportedVersion(found: header.version, supported: ActionLogHeader<State>.currentVersion)
    }
    if let feature, header.feature != feature {
      throw .featureMismatch(expected: feature, found: header.feature)
    }
    readsAhead = header.recordsCalls
  }

  /// The 1-based line number of the entry last returned or of the line last rejected (1 after
  /// the header).
  public var lineNumber: Int { entryLine }

  /// How many bytes of the input have been read into entries so far.
  public var bytesRead: Int { lines.bytesConsumed }

  /// The next entry, with the calls logged after it, or `nil` at the end of the log.
  ///
  /// - Throws: ``ActionLogError/malformedLine(line:reason:)`` for a line that cannot be
  ///   decoded (call again to continue after it), ``ActionLogError/readFailed(reason:)`` for
  ///   an I/O error.
  public func next() throws(ActionLogError) -> ActionLogEntry<State, Action>? {
    guard readsAhead else { return try nextEntry() }
    var entry: ActionLogEntry<State, Action>
    switch lookahead {
    case .entry(let next, let line)?:
      lookahead = nil
      entry = next
      entryLine = line
    case .failure(let error)?:
      lookahead = nil
      if let line = error.line { entryLine = line }
      throw error
    case nil:
      guard let first = try nextEntry() else { return nil }
      entry = first
    }
    // The calls after the entry, up to the next entry (kept for the next call) or a failure
    // (thrown by the next call, so this entry is not lost).
    do {
      while let line = try lines.nextLine() {
        if line.bytes.isBlank { continue }
        if let next = try decode(line, calls: &entry.calls) {
          lookahead = .entry(next, line: lines.lineNumber)
          return entry
        }
      }
    } catch {
      lookahead = .failure(error)
    }
    return entry
  }

  /// The next entry line's entry, with the call lines before it.
  private func nextEntry() throws(ActionLogError) -> ActionLogEntry<State, Action>? {
    while let line = try lines.nextLine() {
      if line.bytes.isBlank { continue }
      entryLine = lines.lineNumber
      guard var entry = try decode(line, calls: &leadingCalls) else { continue }
      if !leadingCalls.isEmpty {
        entry.calls = leadingCalls
        leadingCalls = []
      }
      return entry
    }
    return nil
  }

  /// The line's entry, or `nil` after appending a call line's call to `calls`.
  private func decode(_ line: LineReader.Line, calls: inout [RecordedCall]) throws(ActionLogError) -> ActionLogEntry<State, Action>? {
    let bytes = migrator?.migrateLine(line.bytes) ?? line.bytes
    do {
      switch try decoder.decodeLine(bytes, startDate: header.startDate, includingCheckpoint: decodesCheckpoints) {
      case .entry(let entry):
        return entry
      case .call(let call):
        calls.append(call)
        return nil
      }
    } catch {
      let reason = DecodingFailure.describe(UnknownCase.refine(error, line: bytes))
      throw .malformedLine(line: lines.lineNumber, reason: Self.explain(reason, line))
    }
  }

  private static func explain(_ reason: String, _ line: LineReader.Line) -> String {
    if line.bytes.isEmpty { return "the line is empty" }
    guard line.isTerminated else {
      return "truncated: the input ends in the middle of this line (\(reason))"
    }
    return reason
  }

  private static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(status.st_size)
  }
}
