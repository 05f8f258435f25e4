import Foundation
import StoreRuntime

/// Decodes action log lines with Foundation's `JSONDecoder`: the reference decoder.
///
/// Reads every schema-1 log, whatever key order or spacing a writer used. ``ActionLogReader``
/// uses the faster ``DirectActionLogDecoder``, which decodes the same lines to the same values
/// and errors; this one is the yardstick it is tested against.
public struct JSONActionLogDecoder<State: Decodable, Action: Decodable>: ActionLogDecoding {
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
  public init() {}

  /// Checks `format` and `version` first, then decodes the rest of the header.
  public func decodeHeader(_ line: UnsafeRawBufferPointer) throws -> ActionLogHeader<State> {
    let data = Self.borrow(line)
    let preamble: HeaderPreamble
    do {
      preamble = try withCheckpoints.decode(HeaderPreamble.self, from: data)
    } catch {
      throw ActionLogError.notAnActionLog(line: 1, reason: DecodingFailure.describe(error))
    }
    let version = try HeaderPreamble.check(preamble)
    let record = try withCheckpoints.decode(HeaderRecord<State>.self, from: data)
    var header = ActionLogHeader<State>(
      feature: record.feature,
      startDate: Date(timeIntervalSince1970: record.start),
      initialState: record.initialState,
      metadata: record.metadata ?? [:]
    )
    header.version = version
    return header
  }

  /// Decodes an entry; `state` is skipped when `includingCheckpoint` is false.
  public func decodeEntry(
    _ line: UnsafeRawBufferPointer,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogEntry<State, Action> {
    let decoder = includingCheckpoint ? withCheckpoints : withoutCheckpoints
    let record = try decoder.decode(EntryRecord<State, Action>.self, from: Self.borrow(line))
    let date = record.date.map(Date.init(timeIntervalSinceReferenceDate:)) ?? startDate.addingTimeInterval(record.time)
    return ActionLogEntry(
      sequence: record.seq, date: date, origin: record.origin, action: record.action, checkpoint: record.state)
  }

  /// Wraps the line without copying it; the data never outlives the decode call.
  private static func borrow(_ line: UnsafeRawBufferPointer) -> Data {
    guard let base = line.baseAddress, line.count > 0 else { return Data() }
    return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: line.count, deallocator: .none)
  }
}
