/// Why an action log could not be written, read or replayed.
///
/// Only ``malformedLine(line:reason:)`` concerns a single entry: a reader that threw it can be
/// asked for the next entry and carries on after the bad line. Every other case makes the log
/// unusable.
public enum ActionLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// Reading failed part-way (an I/O error, not bad content).
  case readFailed(reason: String)
  /// Writing failed; entries recorded after the failure are lost.
  case writeFailed(reason: String)
  /// The input holds no header line at all.
  case empty
  /// The first line is not an action log header.
  case notAnActionLog(line: Int, reason: String)
  /// The header names a format version this build cannot read; `supported` is the newest one
  /// it reads.
  case unsupportedVersion(found: Int, supported: Int)
  /// The log was recorded for another feature than the one replaying it.
  case featureMismatch(expected: String, found: String)
  /// The header has no initial state and the replayer was given none.
  case missingInitialState
  /// One entry line could not be decoded; the lines around it are still usable.
  case malformedLine(line: Int, reason: String)
  /// A value could not be encoded into a log line.
  case encodingFailed(reason: String)
  /// A flight-recorder file cannot be turned into a log: it is not one, it is of another format
  /// version, its header is damaged, or no whole checkpoint is left to replay from. `offset` is
  /// the byte where recovery gave up.
  case unrecoverable(path: String, offset: Int, reason: String)

  /// Whether reading may continue with the next line after this error.
  public var isSkippable: Bool {
    if case .malformedLine = self { return true }
    return false
  }

  /// The 1-based line the error is about, when it is about one line.
  public var line: Int? {
    switch self {
    case .malformedLine(let line, _), .notAnActionLog(let line, _): line
    case .unsupportedVersion, .featureMismatch: 1
    default: nil
    }
  }

  /// What went wrong and, for a line, which line: written for the person reading the log.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      "cannot open \(path): \(reason)"
    case .readFailed(let reason):
      "reading the log failed: \(reason)"
    case .writeFailed(let reason):
      "writing the log failed: \(reason)"
    case .empty:
      "the log is empty: expected a header line first"
    case .notAnActionLog(let line, let reason):
      "line \(line): not an action log header: \(reason)"
    case .unsupportedVersion(let found, let supported):
      """
      line 1: unsupported action log format version \(found); this build reads versions 1 to \
      \(supported). Replay it with the build that recorded it, or re-record the session.
      """
    case .featureMismatch(let expected, let found):
      "line 1: the log was recorded for feature \"\(found)\", not \"\(expected)\""
    case .missingInitialState:
      "the log header has no initial state; pass one to the replayer"
    case .malformedLine(let line, let reason):
      "line \(line): \(reason)"
    case .encodingFailed(let reason):
      "cannot encode a log line: \(reason)"
    case .unrecoverable(let path, let offset, let reason):
      "\(path): byte \(offset): cannot recover the flight recording: \(reason)"
    }
  }
}
