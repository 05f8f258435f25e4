import ActionLog
import ActionLogTesting
import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing

@MainActor
struct ReplayingTestStoreTests {
  private let scratch = TemporaryFolder()
  /// Records a short session with effects and date reads, with a checkpoint after every entry.
  private func recordSession(checkpointInterval: Int? = 1) async throws -> (URL, Toy.State) {
    let url = scratch.newFile("toy.jsonl")
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = steppingDate(from: Date(timeIntervalSince1970: 1_700_000_000), using: 9)
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .file(url), checkpointInterval: checkpointInterval)
    await store.send(.fetch).finish()
    store.send(.tick)
    store.send(.echo("hey"))
    store.send(.login(token: "t"))
    try await recorder.flush()
    return (url, store.state)
  }

  @Test func recordedSessionPassesAsAnExhaustiveTest() async throws {
    let (url, finalState) = try await recordSession()
    let store = try await TestStore.replaying(log: url, reducer: Toy())
    #expect(store.state == finalState)
    await store.finish()
  }

  @Test func sessionWithoutCheckpointsStillReachesTheRecordedState() async throws {
    let (url, finalState) = try await recordSession(checkpointInterval: nil)
    let store = try await TestStore.replaying(log: url, reducer: Toy())
    #expect(store.state == finalState)
  }

  @Test func replayCanStopEarlyAndTheTestGoesOn() async throws {
    let (url, _) = try await recordSession()
    let store = try await TestStore.replaying(log: url, reducer: Toy(), through: 2)
    #expect(store.state.count == 0)
    #expect(store.state.pending == 0)
    await store.send(.add(5)) { $0.count = 5 }
  }

  @Test func effectsRunAgainAfterTheReplay() async throws {
    let (url, _) = try await recordSession()
    let store = try await TestStore.replaying(log: url, reducer: Toy())
    let count = store.state.count
    await store.send(.echo("ab")) { $0.history.append("ab") }
    await store.receive(.add(2)) { $0.count = count + 2 }
  }

  @Test func tamperedCheckpointFailsNamingTheLogLine() async throws {
    let (url, _) = try await recordSession()
    var lines = try lines(of: url)
    lines[3] = lines[3].replacingOccurrences(of: #""count":0"#, with: #""count":41"#)
    let tampered = scratch.newFile("tampered.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: tampered)
    try await withKnownIssue {
      _ = try await TestStore.replaying(log: tampered, reducer: Toy())
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("tampered.jsonl:4 (entry 3)") && text.contains("count")
    }
  }
}
