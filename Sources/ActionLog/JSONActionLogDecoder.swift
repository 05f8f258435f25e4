import Foundation
import JSON
import StoreRuntime

/// Decodes action log lines with Foundation's `JSONDecoder`: the oracle the package's own
/// decoder (``DirectActionLogDecoder``) is tested and fuzzed against, line for line, value for
/// value and error for error. Not a second decoder to use: tests only.
package struct JSONActionLogDecoder<State: Decodable, Action: Decodable>: ActionLogDecoding {
  private let withCheckpoints: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = NonFiniteNumbers.decoding
    return decoder
  }()
  private let withoutCheckpoints: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = NonFiniteNumbers.decoding
    decoder.userInfo[EntryRecord<State, Action>.skipCheckpointKey] = true
    return decoder
  }()

  /// Creates a decoder.
  package init() {}

  /// Checks `format` and `version` first, then decodes the rest of the header.
  package func decodeHeader(_ line: LogLine) throws -> ActionLogHeader<State> {
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

  /// Decodes an entry; `state` is skipped when `includingCheckpoint` is false.
  package func decodeEntry(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogEntry<State, Action> {
    let decoder = includingCheckpoint ? withCheckpoints : withoutCheckpoints
    return try decoder.decode(EntryRecord<State, Action>.self, from: line.data).entry(startDate: startDate)
  }

  /// Decodes an entry line or, when the line has a `call` field, a call line.
  package func decodeLine(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogLine<State, Action> {
    let decoder = includingCheckpoint ? withCheckpoints : withoutCheckpoints
    switch try decoder.decode(LineRecord<State, Action>.self, from: line.data) {
    case .call(let call): return .call(call)
    case .entry(let entry): return .entry(entry.entry(startDate: startDate))
    }
  }
}
