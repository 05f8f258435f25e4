import Foundation
import JSON
import StoreRuntime

/// Turns a header and entries into the lines of an action log (JSON Lines).
///
/// Each method returns one complete line, newline included, ready to append to a file. Entry
/// times are written relative to the encoder's start date so that a reader reconstructs every
/// entry's date bit-for-bit (see ``encodeEntry(_:)``). The encoder holds no mutable state and no
/// type of its own: share it freely, call it any number of times, from any thread, for any
/// feature's values.
///
/// ```swift
/// let encoder = ActionLogEncoder(startDate: start)
/// var log = try encoder.encodeHeader(feature: "Feature", initialState: state)
/// log += try encoder.encodeEntry(ActionLogEntry<Feature.State, Feature.Action>(
///   sequence: 1, date: start, origin: .external, action: .tap))
/// ```
package struct ActionLogEncoder: Sendable {
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
    initialState: (any Encodable)?,
    metadata: [String: String] = [:],
    schemaVersion: Int = 1,
    recordsCalls: Bool = false
  ) throws(ActionLogError) -> Data {
    guard start.isFinite else { throw .encodingFailed(reason: "the start date is not finite") }
    var line = JSONWriter(mode: .json)
    line.appendASCII(#"{"format":"#)
    line.writeString(ActionLogHeader<Never>.formatName)
    line.appendASCII(#","version":"#)
    line.appendInteger(ActionLogHeader<Never>.currentVersion)
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
    return Data(line.output)
  }

  /// Encodes one entry line, followed by a call line for each of its ``ActionLogEntry/calls``.
  ///
  /// The entry's time is written as `time`, seconds since the start. When adding that number
  /// back to the start would not give the entry's date bit-for-bit (a date far from the start,
  /// as a test's fixed clock can produce), the exact date is written too, as `date` in seconds
  /// since 2001-01-01 (Foundation's reference date).
  package func encodeEntry<State: Encodable, Action: Encodable>(
    _ entry: ActionLogEntry<State, Action>
  ) throws(ActionLogError) -> Data {
    var line = JSONWriter(mode: .json)
    try writeEntry(sequence: entry.sequence, date: entry.date, origin: entry.origin, action: entry.action, into: &line)
    if let checkpoint = entry.checkpoint {
      line.appendASCII(#","state":"#)
      try Self.write(checkpoint, into: &line)
    }
    line.appendASCII("}\n")
    for call in entry.calls {
      try Self.write(call, into: &line)
      line.appendASCII("\n")
    }
    return Data(line.output)
  }

  /// The line of an entry without a state or calls, as a flight recorder writes it before the
  /// reducer runs: the bytes ``encodeEntry(_:)`` gives such an entry, made without building one,
  /// since a generic entry costs a lookup of its type on every action
  /// (`store-send-mix-flight-recorded`).
  func entryLine(sequence: Int, date: Date, origin: ActionOrigin, action: some Encodable) throws(ActionLogError) -> [UInt8] {
    var line = JSONWriter(mode: .json)
    try writeEntry(sequence: sequence, date: date, origin: origin, action: action, into: &line)
    line.appendASCII("}\n")
    return line.output
  }

  /// Writes an entry line up to the end of its action: every field but the state, and no
  /// closing brace.
  private func writeEntry(
    sequence: Int, date: Date, origin: ActionOrigin, action: some Encodable, into line: inout JSONWriter
  ) throws(ActionLogError) {
    let exact = date.timeIntervalSinceReferenceDate
    guard exact.isFinite else { throw .encodingFailed(reason: "entry \(sequence) has a date that is not finite") }
    // Both numbers are finite, so their difference is too; numbers are written in the shortest
    // form that reads back to the same bits.
    let time = exact - base.timeIntervalSinceReferenceDate
    line.appendASCII(#"{"seq":"#)
    line.appendInteger(sequence)
    line.appendASCII(#","time":"#)
    line.writeNumber(time)
    if base.addingTimeInterval(time).timeIntervalSinceReferenceDate.bitPattern != exact.bitPattern {
      line.appendASCII(#","date":"#)
      line.writeNumber(exact)
    }
    line.appendASCII(#","origin":"#)
    line.writeString(origin.rawValue)
    line.appendASCII(#","action":"#)
    try Self.write(action, into: &line)
  }

  /// Encodes one call line: `call` in its `Codable` form, made by an effect of the entry whose
  /// sequence number is `cause` (left out when unknown). A call line does not depend on the
  /// start date.
  package static func encodeCall(_ call: some Encodable, cause: Int?) throws(ActionLogError) -> Data {
    var line = JSONWriter(mode: .json)
    line.appendASCII(#"{"call":"#)
    try write(call, into: &line)
    if let cause {
      line.appendASCII(#","cause":"#)
      line.appendInteger(cause)
    }
    line.appendASCII("}\n")
    return Data(line.output)
  }

  /// The date entry times are relative to.
  var startDate: Date { base }

  /// A state on its own, as a flight recorder's checkpoint holds it.
  func encodeState(_ state: some Encodable) throws(ActionLogError) -> [UInt8] {
    var line = JSONWriter(mode: .json)
    try Self.write(state, into: &line)
    return line.output
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
