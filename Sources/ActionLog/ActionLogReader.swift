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
/// one at a time. Blank lines are ignored. After ``ActionLogError/malformedLine(line:reason:)``
/// the reader has moved past the bad line, so calling ``next()`` again carries on with the
/// following one; after any other error it should be dropped.
///
/// ```swift
/// let reader = try ActionLogReader<Feature.State, Feature.Action>(url: logURL)
/// while let entry = try reader.next() { print(entry.sequence, entry.action) }
/// ```
public final class ActionLogReader<State, Action> {
  /// The log's header, read and checked when the reader was created.
  public let header: ActionLogHeader<State>
  /// The size of the input in bytes when it is a regular file, else `nil`.
  public let byteCount: Int?

  // Internal but usable from inlinable code: ``next()`` is compiled into the caller, where the
  // state and action types are known, so the per-entry work costs no generic metadata lookups.
  @usableFromInline let lines: LineReader
  @usableFromInline let decoder: any ActionLogDecoding<State, Action>
  @usableFromInline let decodesCheckpoints: Bool
  /// The decoder's `decodeEntry`, compiled for the concrete types when the reader was made by
  /// an inlinable initializer; `nil` for decoders given from outside.
  @usableFromInline var specializedDecode: ((UnsafeRawBufferPointer, Date, Bool) throws -> ActionLogEntry<State, Action>)?

  /// Opens the log at `url` and reads its header.
  ///
  /// - Parameters:
  ///   - feature: When given, a log recorded for another feature is refused with
  ///     ``ActionLogError/featureMismatch(expected:found:)``.
  ///   - decodesCheckpoints: Pass `false` when checkpoints are not needed: entries then come
  ///     back without them, and decoding is faster.
  ///   - decoder: Decodes each line.
  /// - Throws: ``ActionLogError/cannotOpen(path:reason:)``, ``ActionLogError/empty``,
  ///   ``ActionLogError/notAnActionLog(line:reason:)``,
  ///   ``ActionLogError/unsupportedVersion(found:supported:)`` or a feature mismatch.
  public convenience init(
    url: URL,
    feature: String? = nil,
    decodesCheckpoints: Bool = true,
    decoder: some ActionLogDecoding<State, Action>
  ) throws(ActionLogError) {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
    }
    try self.init(
      lines: LineReader(descriptor: descriptor, closesDescriptor: true),
      byteCount: Self.regularFileSize(descriptor),
      feature: feature, decodesCheckpoints: decodesCheckpoints, decoder: decoder)
  }

  /// Reads a log from an open file handle, such as standard input, without closing it.
  ///
  /// Same parameters and errors as ``init(url:feature:decodesCheckpoints:decoder:)``.
  public convenience init(
    fileHandle: FileHandle,
    feature: String? = nil,
    decodesCheckpoints: Bool = true,
    decoder: some ActionLogDecoding<State, Action>
  ) throws(ActionLogError) {
    let descriptor = fileHandle.fileDescriptor
    try self.init(
      lines: LineReader(descriptor: descriptor, closesDescriptor: false),
      byteCount: Self.regularFileSize(descriptor),
      feature: feature, decodesCheckpoints: decodesCheckpoints, decoder: decoder)
  }

  init(
    lines: LineReader,
    byteCount: Int?,
    feature: String?,
    decodesCheckpoints: Bool,
    decoder: some ActionLogDecoding<State, Action>
  ) throws(ActionLogError) {
    self.lines = lines
    self.byteCount = byteCount
    self.decoder = decoder
    self.decodesCheckpoints = decodesCheckpoints
    guard let first = try lines.nextLine() else { throw .empty }
    do {
      header = try decoder.decodeHeader(first.bytes)
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
    guard header.version == ActionLogHeader<State>.currentVersion else {
      throw .unsupportedVersion(found: header.version, supported: ActionLogHeader<State>.currentVersion)
    }
    if let feature, header.feature != feature {
      throw .featureMismatch(expected: feature, found: header.feature)
    }
  }

  /// The 1-based line number of the entry last returned or rejected (1 after the header).
  public var lineNumber: Int { lines.lineNumber }

  /// How many bytes of the input have been read into entries so far.
  public var bytesRead: Int { lines.bytesConsumed }

  /// The next entry, or `nil` at the end of the log.
  ///
  /// - Throws: ``ActionLogError/malformedLine(line:reason:)`` for a line that cannot be
  ///   decoded (call again to continue after it), ``ActionLogError/readFailed(reason:)`` for
  ///   an I/O error.
  @inlinable
  public func next() throws(ActionLogError) -> ActionLogEntry<State, Action>? {
    while let line = try lines.nextLine() {
      if Self.isBlank(line.bytes) { continue }
      do {
        if let specializedDecode {
          return try specializedDecode(line.bytes, header.startDate, decodesCheckpoints)
        }
        return try decoder.decodeEntry(line.bytes, startDate: header.startDate, includingCheckpoint: decodesCheckpoints)
      } catch {
        throw .malformedLine(line: lines.lineNumber, reason: Self.explain(DecodingFailure.describe(error), line))
      }
    }
    return nil
  }

  @usableFromInline
  static func explain(_ reason: String, _ line: LineReader.Line) -> String {
    if line.bytes.isEmpty { return "the line is empty" }
    guard line.isTerminated else {
      return "truncated: the input ends in the middle of this line (\(reason))"
    }
    return reason
  }

  @usableFromInline
  static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  private static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(status.st_size)
  }
}

extension ActionLogReader where State: Decodable, Action: Decodable {
  /// Opens the log at `url` with ``DirectActionLogDecoder``.
  ///
  /// See ``init(url:feature:decodesCheckpoints:decoder:)`` for the parameters and errors.
  @inlinable
  public convenience init(url: URL, feature: String? = nil, decodesCheckpoints: Bool = true) throws(ActionLogError) {
    let decoder = DirectActionLogDecoder<State, Action>()
    try self.init(url: url, feature: feature, decodesCheckpoints: decodesCheckpoints, decoder: decoder)
    specializedDecode = { try decoder.decodeEntry($0, startDate: $1, includingCheckpoint: $2) }
  }

  /// Reads a log from `fileHandle` with ``DirectActionLogDecoder``.
  ///
  /// See ``init(fileHandle:feature:decodesCheckpoints:decoder:)`` for the parameters and errors.
  @inlinable
  public convenience init(
    fileHandle: FileHandle, feature: String? = nil, decodesCheckpoints: Bool = true
  ) throws(ActionLogError) {
    let decoder = DirectActionLogDecoder<State, Action>()
    try self.init(fileHandle: fileHandle, feature: feature, decodesCheckpoints: decodesCheckpoints, decoder: decoder)
    specializedDecode = { try decoder.decodeEntry($0, startDate: $1, includingCheckpoint: $2) }
  }
}
