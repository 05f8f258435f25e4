import Foundation
import JSON
import StoreRuntime

/// Decodes the lines of an action log with Foundation's `JSONDecoder`, as ``ActionLogEncoder``
/// writes them (``JSONCoders``): the header, then entry and call lines.
struct LogLineDecoder<State: Decodable, Action: Decodable> {
  private let withCheckpoints = JSONCoders.decoder()
  private let withoutCheckpoints: JSONDecoder = {
    let decoder = JSONCoders.decoder()
    decoder.userInfo[EntryRecord<State, Action>.skipCheckpointKey] = true
    return decoder
  }()

  /// Decodes the header line, checking `format` and `version` before anything else: a line that
  /// is no header throws ``ActionLogError/notAnActionLog(line:reason:)``, a version this build
  /// cannot read ``ActionLogError/unsupportedVersion(found:supported:)``.
  func decodeHeader(_ line: LogLine) throws -> ActionLogHeader<State> {
    let data = line.data
    let preamble: HeaderPreamble
    do {
      preamble = try withCheckpoints.decode(HeaderPreamble.self, from: data)
    } catch {
      throw ActionLogError.notAnActionLog(line: 1, reason: DecodingFailure.describe(error))
    }
    let version = try HeaderPreamble.check(preamble)
    return try withCheckpoints.decode(HeaderRecord<State>.self, from: data).header(version: version)
  }

  /// Decodes an entry line or, when the line has a `call` field and no `seq`, a call line. The
  /// `state` field is not decoded when `includingCheckpoint` is false, which saves the time of
  /// callers that do not verify.
  func decodeLine(_ line: LogLine, startDate: Date, includingCheckpoint: Bool) throws -> ActionLogLine<State, Action> {
    let decoder = includingCheckpoint ? withCheckpoints : withoutCheckpoints
    switch try decoder.decode(LineRecord<State, Action>.self, from: line.data) {
    case .call(let call): return .call(call)
    case .entry(let entry): return .entry(entry.entry(startDate: startDate))
    }
  }
}
