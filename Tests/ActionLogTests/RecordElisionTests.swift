import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

/// Which strings a flight recorder elides to fit an entry into its record, and how it writes
/// them: the longest first, only as many as needed, never one shorter than its marker, escapes
/// kept whole, the size and checksum of what was left out.
@MainActor
struct RecordElisionTests {
  /// A feature whose one action carries the strings under test; its state stays small, so only
  /// entries are ever too large.
  struct Notes: Reducer {
    /// How many actions, and how many characters of notes: an elided note changes the count.
    struct State: Codable, Equatable, Sendable {
      var count = 0
      var characters = 0
    }
    enum Action: Codable, Equatable, Sendable {
      case notes([String])
      case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      if case .notes(let notes) = action { state.characters += notes.reduce(0) { $0 + $1.count } }
      return .none
    }
  }

  private let scratch = TemporaryFolder()
  private static let fileSize = 20_000

  /// Records `actions` in a ring of its own (a checkpoint every `checkpointInterval` entries)
  /// and returns the log recovered from it, with what the app heard of records too large.
  private func recordedLog(
    _ actions: [Notes.Action], checkpointInterval: Int? = nil
  ) async throws -> (log: URL, heard: [OversizedRecord]) {
    let folder = scratch.url.appendingPathComponent(UUID().uuidString, isDirectory: true)
    let store = Store(initialState: Notes.State(), reducer: Notes()) {
      $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Notes", destination: .flightRecorder(folder: folder, fileSize: Self.fileSize),
      checkpointInterval: checkpointInterval)
    let heard = LockIsolated<[OversizedRecord]>([])
    recorder.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    for action in actions { store.send(action) }
    try await recorder.flush()
    let file = try #require(FlightRecording.files(in: folder).first)
    let url = scratch.newFile("recovered.jsonl")
    try FlightRecording(contentsOf: file).log.write(to: url)
    return (url, heard.value)
  }

  /// The actions recovered from a ring that recorded `actions`, and what the app heard.
  private func record(_ actions: [Notes.Action]) async throws -> (actions: [Notes.Action], heard: [OversizedRecord]) {
    let (log, heard) = try await recordedLog(actions)
    let reader = try ActionLogReader<Notes.State, Notes.Action>(url: log, feature: "Notes")
    var recovered: [Notes.Action] = []
    while let entry = try reader.next() { recovered.append(entry.action) }
    return (recovered, heard)
  }

  /// The replay of `log`.
  private func replay(_ log: URL) throws -> [ReplayStep<Notes.State, Notes.Action>] {
    let reader = try ActionLogReader<Notes.State, Notes.Action>(url: log, feature: "Notes")
    let replayer = try ActionLogReplayer(reader: reader, reducer: Notes())
    var steps: [ReplayStep<Notes.State, Notes.Action>] = []
    while let step = try replayer.next() { steps.append(step) }
    return steps
  }

  /// The most bytes one entry may take in the ring, as the recorder reports it.
  private func recordLimit() async throws -> Int {
    let (_, heard) = try await record([.notes([String(repeating: "x", count: Self.fileSize)])])
    return try #require(heard.first).recordLimit
  }

  private func strings(_ recovered: [Notes.Action]) throws -> [String] {
    guard case .notes(let strings)? = recovered.first else { throw Failure("the notes are not the first entry: \(recovered)") }
    return strings
  }

  private struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// `"elided:<bytes>-bytes,crc32=<8 hex digits>"` for a string of `bytes` encoded bytes with checksum `crc`.
  private static func marker(bytes: Int, crc: UInt32) -> String {
    let hex = String(crc, radix: 16)
    return "elided:\(bytes)-bytes,crc32=\(String(repeating: "0", count: 8 - hex.count))\(hex)"
  }

  @Test func onlyTheStringsThatMustGoAreElidedTheLongestFirst() async throws {
    let limit = try await recordLimit()
    let long = String(repeating: "l", count: limit * 6 / 10)
    let middle = String(repeating: "m", count: limit * 35 / 100)
    let short = String(repeating: "s", count: limit / 10)
    let (recovered, heard) = try await record([.notes([long, middle, short]), .increment])
    let kept = try strings(recovered)
    #expect(kept[0].hasPrefix("elided:\(long.utf8.count + 2)-bytes,"))
    #expect(kept[1] == middle)
    #expect(kept[2] == short)
    #expect(recovered.last == .increment)
    #expect(heard.count == 1)
  }

  @Test func theThresholdHalvesUntilTheLineFits() async throws {
    let limit = try await recordLimit()
    let quarterPlus = String(repeating: "q", count: limit * 3 / 10)
    let fifth = String(repeating: "f", count: limit / 5)
    let (recovered, _) = try await record([.notes([quarterPlus, quarterPlus, quarterPlus, quarterPlus, fifth])])
    let kept = try strings(recovered)
    #expect(kept.prefix(4).allSatisfy { $0.hasPrefix("elided:\(quarterPlus.utf8.count + 2)-bytes,") }, "\(kept)")
    #expect(kept[4] == fifth)
  }

  @Test func stringsAsLongAsTheMarkerAreNeverElidedSoALineOfThemIsLeftOut() async throws {
    let limit = try await recordLimit()
    // 46 characters: 48 bytes with their quotes, the shortest a string may be and stay.
    let staying = Array(repeating: String(repeating: "k", count: 46), count: limit / 48 + 2)
    let (recovered, heard) = try await record([.increment, .notes(staying), .increment])
    #expect(recovered == [.increment, .increment])
    #expect(heard.first?.sequence == 2)
    #expect(heard.first?.outcome == .skipped)
  }

  @Test func stringsOneByteLongerThanTheMarkerAreElidedAtTheFloor() async throws {
    let limit = try await recordLimit()
    let going = String(repeating: "g", count: 47)
    let (recovered, _) = try await record([.notes(Array(repeating: going, count: limit / 49 + 2))])
    let kept = try strings(recovered)
    #expect(kept.allSatisfy { $0.hasPrefix("elided:49-bytes,") }, "\(kept.prefix(3))")
  }

  @Test func aStringWithEscapedQuotesAndBackslashesIsElidedWholeAndTheNextKept() async throws {
    let limit = try await recordLimit()
    let tricky = #"a"b\c"# + String(repeating: "x", count: limit) + #"\"#
    // An empty string first: its closing quote comes right after the opening one.
    let (recovered, _) = try await record([.notes(["", tricky, "after"])])
    let kept = try strings(recovered)
    // `a\"b\\c`, the x's and `\\`, in quotes.
    let encoded = Array(#""a\"b\\c"#.utf8) + Array(repeating: UInt8(ascii: "x"), count: limit) + Array(#"\\""#.utf8)
    #expect(kept == ["", Self.marker(bytes: encoded.count, crc: ReferenceCRC32.checksum(encoded)), "after"])
  }

  @Test func theMarkerWritesItsChecksumAsEightHexDigits() async throws {
    let limit = try await recordLimit()
    let base = String(repeating: "z", count: limit)
    // A value whose checksum starts with a zero digit, found with the reference checksum.
    let (text, crc) = try #require(
      (0..<1_000).lazy.map { base + "\($0)" }.map { ($0, ReferenceCRC32.checksum(Array("\"\($0)\"".utf8))) }
        .first { $0.1 < 0x1000_0000 })
    let (recovered, _) = try await record([.notes([text])])
    #expect(try strings(recovered) == [Self.marker(bytes: text.utf8.count + 2, crc: crc)])
  }

  @Test func anElidedEntryIsMarkedSoTheReplayAdoptsTheNextCheckpoint() async throws {
    let limit = try await recordLimit()
    let big = String(repeating: "b", count: limit)
    let (log, _) = try await recordedLog([.notes([big]), .increment, .increment], checkpointInterval: 1)
    let steps = try replay(log)
    #expect(steps.map(\.entry.isElided) == [true, false, false])
    // The elided line's own checkpoint is adopted, and the next one too: it could have been
    // elided with the line.
    #expect(steps.map(\.verification) == [.resynchronized, .resynchronized, .matched])
    #expect(steps.last?.state == Notes.State(count: 3, characters: limit))
  }

  @Test func anEntryLeftOutMakesTheReplayAdoptTheNextCheckpoint() async throws {
    let limit = try await recordLimit()
    let staying = Array(repeating: String(repeating: "k", count: 46), count: limit / 48 + 2)
    let (log, _) = try await recordedLog([.increment, .notes(staying), .increment, .increment], checkpointInterval: 1)
    let steps = try replay(log)
    #expect(steps.map(\.entry.sequence) == [1, 3, 4])
    #expect(steps.map(\.verification) == [.matched, .resynchronized, .matched])
  }

  @Test func theReferenceChecksumIsZlibs() {
    #expect(ReferenceCRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }
}

/// CRC-32 as zlib computes it, bit by bit: the oracle for the markers' checksums, written apart
/// from the recorder's table-driven one.
enum ReferenceCRC32 {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
