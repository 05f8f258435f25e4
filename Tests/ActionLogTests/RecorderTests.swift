import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

@MainActor
struct RecorderTests {
  private let scratch = TemporaryFolder()
  private static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func makeStore(_ state: Toy.State = Toy.State()) -> Store<Toy.State, Toy.Action> {
    Store(initialState: state, reducer: Toy()) { $0.date = steppingDate(from: Self.start, using: 1) }
  }

  private func entries(_ url: URL) throws -> [ActionLogEntry<Toy.State, Toy.Action>] {
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url)
    var entries: [ActionLogEntry<Toy.State, Toy.Action>] = []
    while let entry = try reader.next() { entries.append(entry) }
    return entries
  }

  @Test func headerHoldsTheStoreStateWhenTheRecorderAttached() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    store.send(.add(5))
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .file(url), metadata: ["appVersion": "1.2"])
    store.send(.increment)
    try await recorder.flush()
    let header = try ActionLogReader<Toy.State, Toy.Action>(url: url).header
    #expect(header.initialState?.count == 5)
    #expect(header.feature == "Toy")
    #expect(header.metadata == ["appVersion": "1.2"])
    #expect(try entries(url).map(\.action) == [.increment])
  }

  @Test func checkpointsAreWrittenEveryKEntries() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(store: store, feature: "Toy", destination: .file(url), checkpointInterval: 3)
    for _ in 1...7 { store.send(.increment) }
    try await recorder.flush()
    let withCheckpoint = try entries(url).filter { $0.checkpoint != nil }.map(\.sequence)
    #expect(withCheckpoint == [3, 6])
  }

  @Test func sanitizerRedactsActionsCheckpointsAndTheInitialState() async throws {
    let url = scratch.newFile("session.jsonl")
    var initial = Toy.State()
    initial.token = "initial-secret"
    let store = makeStore(initial)
    let sanitizer = ActionLogSanitizer<Toy.State, Toy.Action>(
      action: { if case .login = $0 { $0 = .login(token: "<redacted>") } },
      state: { $0.token = $0.token.map { _ in "<redacted>" } })
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .file(url), checkpointInterval: 1, sanitizer: sanitizer)
    store.send(.login(token: "live-secret"))
    try await recorder.flush()
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("secret"))
    #expect(text.components(separatedBy: "<redacted>").count - 1 == 3)
  }

  @Test func sanitizedLogStillVerifies() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let sanitizer = ActionLogSanitizer<Toy.State, Toy.Action>(
      action: { if case .login = $0 { $0 = .login(token: "<redacted>") } },
      state: { $0.token = $0.token.map { _ in "<redacted>" } })
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .file(url), checkpointInterval: 1, sanitizer: sanitizer)
    store.send(.login(token: "live-secret"))
    store.send(.increment)
    try await recorder.flush()
    let replayer = try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy())
    var verifications: [ReplayStep<Toy.State, Toy.Action>.Verification] = []
    while let step = try replayer.next() { verifications.append(step.verification) }
    #expect(verifications == [.matched, .matched])
  }

  @Test func memoryModeKeepsOnlyTheLastNActions() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .memory(keepingLast: 3, flushingTo: url))
    for amount in 1...10 { store.send(.add(amount)) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    try await recorder.flush()
    #expect(try entries(url).map(\.action) == [.add(8), .add(9), .add(10)])
    #expect(try entries(url).map(\.sequence) == [8, 9, 10])
  }

  @Test func memoryModeStartsTheLogFromTheStateBeforeTheOldestKeptAction() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .memory(keepingLast: 3, flushingTo: url))
    for amount in 1...10 { store.send(.add(amount)) }
    try await recorder.flush()
    let header = try ActionLogReader<Toy.State, Toy.Action>(url: url).header
    #expect(header.initialState?.count == (1...7).reduce(0, +))
  }

  @Test func memoryModeFlushEndsWithACheckpointThatVerifies() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .memory(keepingLast: 4, flushingTo: url))
    for _ in 1...9 { store.send(.tick) }
    try await recorder.flush()
    let replayer = try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url), reducer: Toy())
    var last: ReplayStep<Toy.State, Toy.Action>?
    while let step = try replayer.next() { last = step }
    #expect(last?.verification == .matched)
    #expect(last?.state == store.state)
  }

  @Test func memoryModeWithFewerActionsThanItsCapacityKeepsThemAll() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(
      store: store, feature: "Toy", destination: .memory(keepingLast: 50, flushingTo: url))
    store.send(.increment)
    store.send(.add(2))
    try await recorder.flush()
    #expect(try entries(url).map(\.action) == [.increment, .add(2)])
  }

  @Test func stoppedRecorderWritesNothingMore() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(store: store, feature: "Toy", destination: .file(url))
    store.send(.increment)
    recorder.stop()
    store.send(.add(3))
    try await recorder.flush()
    #expect(try entries(url).map(\.action) == [.increment])
    #expect(recorder.entryCount == 1)
  }

  @Test func fileInAMissingFolderCannotBeOpened() {
    let store = makeStore()
    #expect {
      try ActionRecorder(
        store: store, feature: "Toy", destination: .file(URL(fileURLWithPath: "/nonexistent/dir/log.jsonl")))
    } throws: { error in
      if case .cannotOpen = error as? ActionLogError { return true }
      return false
    }
  }

  @Test func encodingFailureIsReportedByFlush() async throws {
    let url = scratch.newFile("session.jsonl")
    let store = Store(initialState: Toy.State(), reducer: Toy()) {
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: .nan))
    }
    let recorder = try ActionRecorder(store: store, feature: "Toy", destination: .file(url))
    store.send(.increment)
    await #expect(throws: ActionLogError.self) { try await recorder.flush() }
  }
}
