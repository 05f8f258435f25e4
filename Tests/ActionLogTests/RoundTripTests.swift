import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

@MainActor
struct RoundTripTests {
  private let scratch = TemporaryFolder()
  /// Drives a real store with `count` seeded random actions while a recorder writes to a file.
  private func record(
    seed: UInt64, count: Int, checkpointInterval: Int? = 1
  ) async throws -> (url: URL, states: [Toy.State], dates: [Date]) {
    let url = scratch.newFile("session.jsonl")
    var generator = SeededGenerator(seed: seed)
    let start = Date(timeIntervalSince1970: 1_718_000_000.123_456)
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = steppingDate(from: start, using: seed)
    }
    let seen = ReducedActions(store)
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .file(url), checkpointInterval: checkpointInterval)
    for _ in 0..<count {
      await store.send(.random(using: &generator)).finish()
    }
    try await recorder.flush()
    return (url, seen.states, seen.dates)
  }

  private func replay(_ url: URL) throws -> [ReplayStep<Toy.State, Toy.Action>] {
    let replayer = try ActionLogReplayer(
      reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy())
    var steps: [ReplayStep<Toy.State, Toy.Action>] = []
    while let step = try replayer.next() { steps.append(step) }
    return steps
  }

  @Test(arguments: [1, 7, 42, 2024] as [UInt64])
  func randomSessionReplaysToTheRecordedStateAtEveryStep(seed: UInt64) async throws {
    let recording = try await record(seed: seed, count: 300)
    let steps = try replay(recording.url)
    #expect(steps.count == recording.states.count)
    #expect(steps.map(\.state) == recording.states)
  }

  @Test(arguments: [3, 99] as [UInt64])
  func randomSessionReplaysTheRecordedDatesBitForBit(seed: UInt64) async throws {
    let recording = try await record(seed: seed, count: 200)
    let replayed = try replay(recording.url).map(\.entry.date.timeIntervalSinceReferenceDate.bitPattern)
    #expect(replayed == recording.dates.map(\.timeIntervalSinceReferenceDate.bitPattern))
  }

  @Test func everyCheckpointOfARecordedSessionMatches() async throws {
    let recording = try await record(seed: 5, count: 200)
    let verifications = try replay(recording.url).map(\.verification)
    #expect(verifications.count == recording.states.count)
    #expect(verifications.allSatisfy { $0 == .matched })
  }

  @Test func replayingTheSameLogTwiceGivesIdenticalStates() async throws {
    let recording = try await record(seed: 11, count: 150, checkpointInterval: nil)
    let first = try replay(recording.url).map(\.state)
    let second = try replay(recording.url).map(\.state)
    #expect(first == second)
    #expect(first == recording.states)
  }

  @Test func effectEntriesAreRecordedWithTheirOrigin() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    let recorder = try ActionRecorder(store: store, feature: "Toy", destination: .file(url))
    await store.send(.fetch).finish()
    try await recorder.flush()
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    let first = try #require(try reader.next())
    let second = try #require(try reader.next())
    #expect((first.action, first.origin) == (.fetch, .external))
    #expect((second.action, second.origin) == (.fetched(0), .effect))
  }
}
