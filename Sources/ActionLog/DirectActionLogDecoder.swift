import Foundation
import JSON
import StoreRuntime

/// Decodes action log lines straight from their bytes into the `Decodable` state and action
/// types: one scan of the line into an index (`JSONTape`), then values read in place, with no
/// Foundation `JSONDecoder`, no intermediate dictionaries and no copies of the text.
///
/// The default decoder of ``ActionLogReader``. It decodes exactly what `JSONActionLogDecoder` (Foundation's `JSONDecoder`, the tests' oracle)
/// decodes, with the same errors for the same lines (tested against it over every shipped log,
/// random values and malformed lines): the same leniencies (a trailing comma, a byte order
/// mark, the first of duplicate keys), the same special types (`URL`, `Date`, `Data`, `Decimal`),
/// the log's spelling of non-finite doubles, and `DecodingError`s with the same paths and
/// messages. Not thread-safe: a reader uses it from one thread at a time.
public struct DirectActionLogDecoder<State: Decodable, Action: Decodable>: ActionLogDecoding {
  @usableFromInline let tape = JSONTape()
  @usableFromInline let urls = URLCache()
  /// `Action`'s `LogDecodable/init(log:)`, when it has one.
  @usableFromInline let readsActionInPlace: ((LogValue) throws(LogValue.Unsupported) -> Action)?

  /// Creates a decoder. An `Action` that conforms to `LogDecodable` is read with
  /// `LogDecodable/init(log:)` first.
  public init() {
    readsActionInPlace = (Action.self as? any LogDecodable.Type).map { Self.inPlaceReader($0) }
  }

  /// `T.init(log:)` as a reader of `Action`; `T` is `Action`, opened from the existential, so
  /// the cast always succeeds. It costs a little more an entry than an `unsafeBitCast` of the
  /// closure (`log-decoder-entry`), kept for a reader that needs no proof that two types are one.
  private static func inPlaceReader<T: LogDecodable>(_ type: T.Type) -> (LogValue) throws(LogValue.Unsupported) -> Action {
    { value throws(LogValue.Unsupported) in try T(log: value) as! Action }
  }

  /// Checks `format` and `version` first, then decodes the rest of the header.
  public func decodeHeader(_ line: LogLine) throws -> ActionLogHeader<State> {
    let preamble: HeaderPreamble
    do {
      preamble = try HeaderPreamble(from: TapeDecoder(document: try document(line), node: 0))
    } catch {
      throw ActionLogError.notAnActionLog(line: 1, reason: DecodingFailure.describe(error))
    }
    let version = try HeaderPreamble.check(preamble)
    let record = try HeaderRecord<State>(from: TapeDecoder(document: try document(line), node: 0))
    return record.header(version: version)
  }

  /// Decodes an entry; `state` is not read when `includingCheckpoint` is false.
  @inlinable
  public func decodeEntry(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogEntry<State, Action> {
    let entry = try TapeKeyedContainer<EntryRecordKey>(document: try document(line), object: 0)
    return try decodeEntry(entry, startDate: startDate, includingCheckpoint: includingCheckpoint)
  }

  /// Decodes an entry line or, when the line has a `call` field, a call line.
  public func decodeLine(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool
  ) throws -> ActionLogLine<State, Action> {
    var calls: [RecordedCall] = []
    if let entry = try decodeEntryOrCall(line, startDate: startDate, includingCheckpoint: includingCheckpoint, calls: &calls) {
      return .entry(entry)
    }
    return .call(calls[0])
  }

  /// The entry of an entry line, or `nil` after appending a call line's call to `calls`: what
  /// ``decodeLine(_:startDate:includingCheckpoint:)`` does, without moving every entry through
  /// an enum on the reader's path.
  @inlinable
  func decodeEntryOrCall(
    _ line: LogLine,
    startDate: Date,
    includingCheckpoint: Bool,
    calls: inout [RecordedCall]
  ) throws -> ActionLogEntry<State, Action>? {
    let document = try document(line)
    let entry = try TapeKeyedContainer<EntryRecordKey>(document: document, object: 0)
    do {
      return try decodeEntry(entry, startDate: startDate, includingCheckpoint: includingCheckpoint)
    } catch DecodingError.keyNotFound(let key, _) where key.stringValue == EntryRecordKey.seq.rawValue && entry.contains(.call) {
      // Only a line without `seq` can be a call line, so entries pay nothing for the check.
      calls.append(try call(document))
      return nil
    }
  }

  /// A call line, read by `RecordedCall`'s own `Decodable` conformance as the reference does.
  @usableFromInline
  func call(_ document: TapeDocument) throws -> RecordedCall {
    try RecordedCall(from: TapeDecoder(document: document, node: 0))
  }

  @inlinable
  func decodeEntry(
    _ entry: TapeKeyedContainer<EntryRecordKey>, startDate: Date, includingCheckpoint: Bool
  ) throws -> ActionLogEntry<State, Action> {
    // Lines the in-place reading declines (rare: unusual keys or values, errors) are read whole
    // through `Decodable`, which gives every error.
    if let readsActionInPlace, let fields = entry.logObject,
      let entry = try? inPlaceEntry(fields, readsActionInPlace, startDate: startDate, includingCheckpoint: includingCheckpoint)
    {
      return entry
    }
    // The fields in the order `EntryRecord` reads them, so the first problem reported is the same.
    let sequence = try entry.decode(Int.self, forKey: .seq)
    let time = try entry.decode(Double.self, forKey: .time)
    let exactDate = try entry.decodeIfPresent(Double.self, forKey: .date)
    let origin = try entry.origin()
    let action = try entry.decode(Action.self, forKey: .action)
    let checkpoint = includingCheckpoint ? try entry.decodeIfPresent(State.self, forKey: .state) : nil
    let isElided = try entry.decodeIfPresent(Bool.self, forKey: .elided) ?? false
    let date = exactDate.map(Date.init(timeIntervalSinceReferenceDate:)) ?? startDate.addingTimeInterval(time)
    return ActionLogEntry(
      sequence: sequence, date: date, origin: origin, action: action, checkpoint: checkpoint, isElided: isElided)
  }

  /// The entry read in place, when its action can be: the same fields as the `Decodable` path,
  /// which reads any entry this throws for and gives its error.
  @inlinable
  func inPlaceEntry(
    _ fields: LogObject, _ readsAction: (LogValue) throws(LogValue.Unsupported) -> Action,
    startDate: Date, includingCheckpoint: Bool
  ) throws(LogValue.Unsupported) -> ActionLogEntry<State, Action> {
    let sequence = try fields.required("seq").int()
    let time = try fields.required("time").double()
    let exactDate = try fields.optional("date")?.double()
    let origin: ActionOrigin = try fields.required("origin").rawValue()
    let action = try readsAction(fields.required("action"))
    let checkpoint = includingCheckpoint ? try fields.optional("state")?.decode(State.self) : nil
    let isElided = try fields.optional("elided")?.bool() ?? false
    let date = exactDate.map(Date.init(timeIntervalSinceReferenceDate:)) ?? startDate.addingTimeInterval(time)
    return ActionLogEntry(
      sequence: sequence, date: date, origin: origin, action: action, checkpoint: checkpoint, isElided: isElided)
  }

  /// Scans `line`; a line that does not scan is "not valid JSON".
  @usableFromInline
  func document(_ line: LogLine) throws -> TapeDocument {
    guard line.count > 0 else { throw TapeDocument.notValidJSON }
    let text = line.textBytes
    do {
      try tape.scan(text, .decoder)
    } catch {
      throw TapeDocument.notValidJSON
    }
    return TapeDocument(nodes: tape.nodes, text: text, urls: urls, userInfo: [:])
  }
}

/// The keys of an entry line, spelled as `EntryRecord` spells them.
@usableFromInline
enum EntryRecordKey: String, CodingKey {
  case seq, time, date, origin, action, state, call, elided
}

extension TapeKeyedContainer where Key == EntryRecordKey {
  /// `ActionOrigin`'s own `Decodable` conformance (the standard library's, for string raw
  /// values) with its error, without its generic detour.
  @usableFromInline
  func origin() throws -> ActionOrigin {
    let text = try decode(String.self, forKey: .origin)
    guard let origin = ActionOrigin(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [EntryRecordKey.origin],
          debugDescription: "Cannot initialize ActionOrigin from invalid String value \(text)"))
    }
    return origin
  }
}
