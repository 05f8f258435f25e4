import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

/// A `.rotatingFile` log moves its file aside once it reaches its size and starts a new one whose
/// header holds the state at that point: the disk use is bounded and every file replays alone.
@MainActor
struct RotatingFileTests {
  private let scratch = TemporaryFolder()

  /// Records `count` actions, every fourth an `.echo` (which feeds back an `.add`) when `echoes`.
  private func record(
    _ count: Int, maxBytes: Int, keepingFiles: Int, echoes: Bool = true
  ) async throws -> Store<Toy.State, Toy.Action> {
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = steppingDate(from: Date(timeIntervalSince1970: 1_700_000_000), using: 5)
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Toy",
      destination: .rotatingFile(scratch.url.appendingPathComponent("log.jsonl"), maxBytes: maxBytes, keepingFiles: keepingFiles))
    for index in 1...count {
      store.send(echoes && index % 4 == 0 ? .echo("n\(index)") : .add(index))
      // At the pace of a screen, the background writer keeps up with the actions.
      try await recorder.flush()
    }
    return store
  }

  /// The files in the folder, newest first.
  private func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
  }

  /// Replays the file `name`; returns its entries' sequence numbers, whether every checkpoint
  /// matched, and the last state.
  private func replay(_ name: String) throws -> (sequences: [Int], allMatched: Bool, state: Toy.State?) {
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: scratch.url.appendingPathComponent(name))
    let replayer = try ActionLogReplayer(reader: reader, reducer: Toy())
    var sequences: [Int] = []
    var allMatched = true
    var state: Toy.State?
    while let step = try replayer.next() {
      sequences.append(step.entry.sequence)
      allMatched = allMatched && step.verification != .diverged
      state = step.state
    }
    return (sequences, allMatched, state)
  }

  @Test func aFullFileIsMovedAsideAndOnlyTheNewestFilesAreKept() async throws {
    _ = try await record(300, maxBytes: 2_000, keepingFiles: 3)
    #expect(try files() == ["log.1.jsonl", "log.2.jsonl", "log.jsonl"])
  }

  @Test func eachFileReplaysOnItsOwnAndTheyFollowOneAnother() async throws {
    let store = try await record(300, maxBytes: 2_000, keepingFiles: 3)
    let older = try replay("log.2.jsonl")
    let middle = try replay("log.1.jsonl")
    let newest = try replay("log.jsonl")
    #expect(older.allMatched && middle.allMatched && newest.allMatched)
    #expect(middle.sequences.first == older.sequences.last.map { $0 + 1 })
    #expect(newest.sequences.first == middle.sequences.last.map { $0 + 1 })
    // 300 sent, and the 75 `.add` each `.echo` feeds back.
    #expect(newest.sequences.last == 375)
    #expect(newest.state == store.state)
  }

  @Test func aFileEndsWithTheEntryAfterTheOneThatReachedItsSize() async throws {
    // One entry per send: the writer has seen every entry before the next action comes.
    _ = try await record(300, maxBytes: 2_000, keepingFiles: 3, echoes: false)
    for name in ["log.1.jsonl", "log.2.jsonl"] {
      let lines = try String(contentsOf: scratch.url.appendingPathComponent(name), encoding: .utf8)
        .split(separator: "\n").map { $0.utf8.count + 1 }
      let size = lines.reduce(0, +)
      #expect(size - lines[lines.count - 1] >= 2_000, "\(name): rotated before reaching its size")
      #expect(size - lines[lines.count - 1] - lines[lines.count - 2] < 2_000, "\(name): rotated late")
    }
  }

  @Test func aBurstFasterThanTheWriterStillRotatesAndLosesNothing() async throws {
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = steppingDate(from: Date(timeIntervalSince1970: 1_700_000_000), using: 6)
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Toy",
      destination: .rotatingFile(scratch.url.appendingPathComponent("log.jsonl"), maxBytes: 2_000, keepingFiles: 50))
    // Bursts of 100 actions, each far more than a file takes, the writer catching up between.
    for burst in 0..<20 {
      for index in 1...100 { store.send(.add(burst * 100 + index)) }
      try await recorder.flush()
    }
    let names = try files()
    #expect(names.count > 1)
    let sequences = try names.sorted { $0.count != $1.count ? $0.count > $1.count : $0 > $1 }.flatMap { try replay($0).sequences }
    #expect(sequences == Array(1...2_000))
  }

  @Test func aLogUnderItsSizeIsNeverRotated() async throws {
    _ = try await record(5, maxBytes: 100_000, keepingFiles: 3)
    #expect(try files() == ["log.jsonl"])
    // The fourth action, an `.echo`, feeds back an `.add`: six entries.
    #expect(try replay("log.jsonl").sequences == [1, 2, 3, 4, 5, 6])
  }
}
