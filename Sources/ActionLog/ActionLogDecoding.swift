import Foundation

/// Decodes the lines of an action log into headers and entries.
///
/// ``ActionLogReader`` owns the file and the line splitting and hands each line to a decoder,
/// ``DirectActionLogDecoder`` by default, so another can take its place without touching
/// readers, replayers or tools. A decoder is called from one thread at a time.
public protocol ActionLogDecoding<State, Action> {
  /// The feature's state type.
  associatedtype State
  /// The feature's action type.
  associatedtype Action

  /// Decodes the header from the bytes of the first line (without its newline).
  ///
  /// Must throw ``ActionLogError/unsupportedVersion(found:supported:)`` for a format version
  /// outside ``ActionLogHeader/readableVersions`` before decoding anything else, and
  /// ``ActionLogError/notAnActionLog(line:reason:)`` when the line is not a header. Other
  /// errors are reported as "not an action log header" with their description.
  func decodeHeader(_ line: LogLine) throws -> ActionLogHeader<State>

  /// Decodes one entry from the bytes of its line (without its newline).
  ///
  /// The entry's date is its exact `date` field when present, otherwise
  /// `startDate.addingTimeInterval(time)`. When `includingCheckpoint` is false the `state`
  /// field is not decoded, which saves time for callers that do not verify. Errors become
  /// ``ActionLogError/malformedLine(line:reason:)``; `DecodingError`s are described with the
  /// path of the field that failed.
  func decodeEntry(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogEntry<State, Action>

  /// Decodes one line after the header: an entry, or a call line (one with a `call` field).
  ///
  /// Errors as for ``decodeEntry(_:startDate:includingCheckpoint:)``. The default
  /// implementation reads every line as an entry, so a decoder without it cannot read call
  /// lines (format version 2).
  func decodeLine(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogLine<State, Action>
}

extension ActionLogDecoding {
  /// Reads the line as an entry.
  public func decodeLine(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogLine<State, Action> {
    .entry(try decodeEntry(line, startDate: startDate, includingCheckpoint: includingCheckpoint))
  }
}
