import Foundation
import JSON
import StoreRuntime

/// Turns a header and entries into the lines of an action log (JSON Lines).
///
/// Each method returns one complete line, newline included, ready to append to a file. Entry
/// times are written relative to the encoder's start date so that a reader reconstructs every
/// entry's date bit-for-bit (see ``encodeEntry(_:)``). The encoder holds no mutable state:
/// share it freely and call it any number of times, from any thread.
///
/// ```swift
/// let encoder = ActionLogEncoder<Feature.State, Feature.Action>(startDate: start)
/// var log = try encoder.encodeHeader(feature: "Feature", initialState: state)
/// log += try encoder.encodeEntry(ActionLogEntry(sequence: 1, date: start, origin: .external, action: .tap))
/// ```
package struct ActionLogEncoder<State: Encodable, Action: Encodable>: Sendable {
  /// The `start` field: seconds since 1970.
  private let start: Double
  /// The date entry times are relative to, exactly as a reader rebuilds it from `start`.
  private let base: Date

  /// Creates an encoder for a log that starts at `startDate`.
  package init(startDate: Date) {
    start = startDate.timeIntervalSince1970
    base = Date(timeIntervalSince1970: start)
  }

  /// Encodes the header line.
  ///
  /// `schemaVersion` is the feature's ``ActionLogSchema/version``; `recordsCalls` says that
  /// the log holds every call the effects made (see ``encodeCall(_:cause:)``). Throws
  /// ``ActionLogError/encodingFailed(reason:)`` when the state cannot be encoded (for example a
  /// non-finite `Double` in it).
  package func encodeHeader(
    feature: String,
    initialState: State?,
    metadata: [String: String] = [:],
    schemaVersion: Int = 1,
    recordsCalls: Bool = false
  ) throws(ActionLogError) -> Data {
    guard start.isFinite else { throw .encodingFailed(reason: "the start date is not finite") }
    var line = JSONWriter(mode: .json)
    line.appendASCII(#"{"format":"#)
    line.writeString(ActionLogHeader<State>.formatName)
    line.appendASCII(#","version":"#)
    line.appendInteger(ActionLogHeader<State>.currentVersion)
    line.appendASCII(#","feature":"#)
    line.writeString(feature)
    line.appendASCII(#","schema":"#)
    line.appendInteger(schemaVersion)
    if recordsCalls { line.appendASCII(#","calls":true"#) }
    line.appendASCII(#","start":"#)
    line.writeNumber(start)
    if !metadata.isEmpty {
      line.appendASCII(#","metadata":"#)
      try Self.write(metadata, into: &line)
    }
    if let initialState {
      line.appendASCII(#","initialState":"#)
      try Self.write(initialState, into: &line)
    }
    line.appendASCII("}\n")
    return line.makeData()
  }

  /// Encodes one entry line, followed by a call line for each of its ``ActionLogEntry/calls``.
  ///
  /// The entry's time is written as `time`, seconds since the start. When adding that number
  /// back to the start would not give the entry's date bit-for-bit (a date far from the start,
  /// as a test's fixed clock can produce), the exact date is written too, as `date` in seconds
  /// since 2001-01-01 (Foundation's reference date).
  package func encodeEntry(_ entry: ActionLogEntry<State, Action>) throws(ActionLogError) -> Data {
    let exact = entry.date.timeIntervalSinceReferenceDate
    guard exact.isFinite else { throw .encodingFailed(reason: "entry \(entry.sequence) has a date that is not finite") }
    // Both numbers are finite, so their difference is too; numbers are written in the shortest
    // form that reads back to the same bits.
    let time = exact - base.timeIntervalSinceReferenceDate
    var line = JSONWriter(mode: .json)
    line.appendASCII(#"{"seq":"#)
    line.appendInteger(entry.sequence)
    line.appendASCII(#","time":"#)
    line.writeNumber(time)
    if base.addingTimeInterval(time).timeIntervalSinceReferenceDate.bitPattern != exact.bitPattern {
      line.appendASCII(#","date":"#)
      line.writeNumber(exact)
    }
    line.appendASCII(#","origin":"#)
    line.writeString(entry.origin.rawValue)
    line.appendASCII(#","action":"#)
    try Self.write(entry.action, into: &line)
    if let checkpoint = entry.checkpoint {
      line.appendASCII(#","state":"#)
      try Self.write(checkpoint, into: &line)
    }
    line.appendASCII("}\n")
    for call in entry.calls {
      try Self.write(call, into: &line)
      line.appendASCII("\n")
    }
    return line.makeData()
  }

  /// Encodes one call line: `call` in its `Codable` form, made by an effect of the entry whose
  /// sequence number is `cause` (left out when unknown).
  package func encodeCall(_ call: some Encodable, cause: Int?) throws(ActionLogError) -> Data {
    try Self.callLine(call, cause: cause)
  }

  /// A call line; it does not depend on the start date.
  static func callLine(_ call: some Encodable, cause: Int?) throws(ActionLogError) -> Data {
    var line = JSONWriter(mode: .json)
    line.appendASCII(#"{"call":"#)
    try write(call, into: &line)
    if let cause {
      line.appendASCII(#","cause":"#)
      line.appendInteger(cause)
    }
    line.appendASCII("}\n")
    return line.makeData()
  }

  /// The date entry times are relative to.
  var startDate: Date { base }

  /// A state on its own, as a flight recorder's checkpoint holds it.
  func encodeState(_ state: State) throws(ActionLogError) -> Data {
    var line = JSONWriter(mode: .json)
    try Self.write(state, into: &line)
    return line.makeData()
  }

  private static func write(
    _ value: some Encodable, into line: inout JSONWriter
  ) throws(ActionLogError) {
    do {
      line.appendRaw(try JSONCoders.encode(value))
    } catch {
      throw .encodingFailed(reason: "\(error)")
    }
  }
}
