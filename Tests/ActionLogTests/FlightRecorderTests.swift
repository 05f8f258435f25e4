import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing

/// A recorder with the `.flightRecorder` destination writes each action before it is reduced
/// into a fixed-size ring file, and `FlightRecording` turns what is left into a log that replays.
@MainActor
struct FlightRecorderTests {
  private let scratch = TemporaryFolder()
  private static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func makeStore<R: Reducer<Toy.State, Toy.Action>>(_ reducer: R) -> Store<Toy.State, Toy.Action> {
    Store(initialState: Toy.State(), reducer: reducer) { $0.date = steppingDate(from: Self.start, using: 3) }
  }

  private func recorder(
    _ store: Store<Toy.State, Toy.Action>, fileSize: Int = 64 * 1024, keepingFiles: Int = 4,
    checkpointInterval: Int? = nil, sanitizer: ActionLogSanitizer<Toy.State, Toy.Action> = .none
  ) throws -> ActionRecorder<Toy.State, Toy.Action> {
    try ActionRecorder(
      store: store, feature: "Toy", destination: .flightRecorder(folder: scratch.url, fileSize: fileSize, keepingFiles: keepingFiles),
      checkpointInterval: checkpointInterval, sanitizer: sanitizer)
  }

  private func onlyFile() throws -> URL {
    let files = FlightRecording.files(in: scratch.url)
    try #require(files.count == 1)
    return files[0]
  }

  /// Replays a recovered log; returns the entries' actions and how each checkpoint compared.
  private func replay(_ recording: FlightRecording) throws -> (
    actions: [Toy.Action], verifications: [ReplayStep<Toy.State, Toy.Action>.Verification], state: Toy.State?
  ) {
    let url = scratch.newFile("recovered.jsonl")
    try recording.log.write(to: url)
    let replayer = try ActionLogReplayer(reader: ActionLogReader<Toy.State, Toy.Action>(url: url, feature: "Toy"), reducer: Toy())
    var actions: [Toy.Action] = []
    var verifications: [ReplayStep<Toy.State, Toy.Action>.Verification] = []
    var state: Toy.State?
    while let step = try replayer.next() {
      actions.append(step.entry.action)
      verifications.append(step.verification)
      state = step.state
    }
    return (actions, verifications, state)
  }

  @Test func aSessionRecoversIntoALogThatReplaysToTheSameState() throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store, checkpointInterval: 2)
    for action: Toy.Action in [.increment, .add(4), .tick, .echo("hi")] { store.send(action) }
    let recording = try FlightRecording(contentsOf: onlyFile())
    let replayed = try replay(recording)
    #expect(replayed.actions == [.increment, .add(4), .tick, .echo("hi"), .add(2)])
    #expect(replayed.verifications == [.unchecked, .matched, .unchecked, .matched, .unchecked])
    #expect(replayed.state == store.state)
    #expect(recording.problems.isEmpty)
    #expect(recording.entryCount == 5)
    #expect(recording.firstSequence == 1)
    #expect(recorder.entryCount == 5)
  }

  @Test func anActionIsInTheFileBeforeItsReducerRuns() throws {
    let folder = scratch.url
    let seen = LockIsolated<[Toy.Action]>([])
    let store = makeStore(
      CombineReducers {
        Reduce<Toy.State, Toy.Action> { _, _ in
          // What a crash at this point would leave behind.
          let file = FlightRecording.files(in: folder)[0]
          let log = (try? FlightRecording(contentsOf: file).log) ?? Data()
          let lastLine = String(decoding: log, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
          seen.withValue { $0.append(lastLine.contains(#""add":{"_0":7}"#) ? .add(7) : .increment) }
          return .none
        }
        Toy()
      })
    let recorder = try recorder(store)
    store.send(.add(7))
    #expect(seen.value == [.add(7)])
    #expect(recorder.entryCount == 1)
  }

  @Test func theFileNeverGrowsPastItsSizeAndKeepsTheNewestEntriesReplayable() async throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store, fileSize: 64 * 1024)
    for index in 1...2_000 { store.send([.increment, .add(index), .tick][index % 3]) }
    let file = try onlyFile()
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == 64 * 1024)
    let recording = try FlightRecording(contentsOf: file)
    let replayed = try replay(recording)
    #expect(recording.problems.isEmpty)
    #expect(recording.firstSequence > 1)
    #expect(recording.firstSequence + recording.entryCount - 1 == recorder.entryCount)
    #expect(replayed.actions.count == recording.entryCount)
    #expect(replayed.state == store.state)
    #expect(replayed.verifications.contains(.matched))
    #expect(!replayed.verifications.contains(.diverged))
    try await recorder.flush()
    // A checkpoint every quarter of the ring at least: at most about half of it is lost before
    // the oldest whole one.
    #expect(recording.entryCount > 3 * recording.entriesBeforeCheckpoint)
  }

  /// The recorder's own checkpoint comes once a quarter of the ring is used, for that one
  /// entry: a 64 KiB ring holds at most five, however many entries it went through.
  @Test func aCheckpointIsWrittenOncePerQuarterOfTheRingNotAfterEveryLaterEntry() async throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store, fileSize: 64 * 1024)
    for index in 1...2_000 { store.send([.increment, .add(index), .tick][index % 3]) }
    let replayed = try replay(try FlightRecording(contentsOf: try onlyFile()))
    let checkpoints = replayed.verifications.filter { $0 != .unchecked }
    #expect((1...5).contains(checkpoints.count), "\(checkpoints.count) checkpoints")
    #expect(checkpoints.allSatisfy { $0 == .matched })
    try await recorder.flush()
  }

  /// Without a checkpoint interval, a few entries in a fresh ring are written without a state:
  /// the recorder's own first checkpoint after the initial state waits for a quarter of the ring.
  @Test func aFreshRingGetsNoCheckpointBeforeAQuarterOfItIsUsed() async throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store)
    for action in [Toy.Action.increment, .add(2), .tick] { store.send(action) }
    let replayed = try replay(try FlightRecording(contentsOf: try onlyFile()))
    #expect(replayed.verifications == [.unchecked, .unchecked, .unchecked])
    #expect(replayed.state == store.state)
    try await recorder.flush()
  }

  /// A reducer whose actions vary in size and whose state does not grow.
  private struct Notes: Reducer {
    struct State: Codable, Equatable, Sendable {
      var count = 0
      var note = ""
    }
    enum Action: Codable, Equatable, Sendable {
      case note(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .note(let text) = action else { return .none }
      state.count += 1
      state.note = text
      return .none
    }
  }

  @Test func wholeRecordsOfOlderLapsLeftInTheRingAreNotReportedAsDamage() async throws {
    let store = Store(initialState: Notes.State(), reducer: Notes()) { $0.date = .constant(Self.start) }
    let recorder = try ActionRecorder(
      store: store, feature: "Notes", destination: .flightRecorder(folder: scratch.url, fileSize: 20_000))
    // Records of varied sizes end each lap at another place, so the ring keeps whole records of
    // laps before the last in the tails it skipped. Recovered after every action, as a crash at
    // any point would leave it, off the main actor: other suites' effects need it meanwhile.
    var random = SeededGenerator(seed: 29)
    let file = try onlyFile()
    var recording = try FlightRecording(contentsOf: file)
    for index in 1...800 {
      store.send(.note(String(repeating: "n", count: Int.random(in: 0...600, using: &random))))
      recording = try await Task.detached { try FlightRecording(contentsOf: file) }.value
      #expect(recording.problems.isEmpty, "after action \(index): \(recording.problems)")
      if !recording.problems.isEmpty { break }
    }
    let log = scratch.newFile("notes.jsonl")
    try recording.log.write(to: log)
    let replayer = try ActionLogReplayer(reader: ActionLogReader<Notes.State, Notes.Action>(url: log), reducer: Notes())
    var last: Notes.State?
    while let step = try replayer.next() {
      #expect(step.verification != .diverged)
      last = step.state
    }
    #expect(last == store.state)
    #expect(recorder.entryCount == 800)
  }

  @Test func actionsAndCheckpointsAreSanitizedBeforeTheyReachTheFile() throws {
    var initial = Toy.State()
    initial.token = "initial-secret"
    let store = Store(initialState: initial, reducer: Toy()) { $0.date = steppingDate(from: Self.start, using: 3) }
    let sanitizer = ActionLogSanitizer<Toy.State, Toy.Action>(
      action: { if case .login = $0 { $0 = .login(token: "<redacted>") } },
      state: { $0.token = $0.token.map { _ in "<redacted>" } })
    let recorder = try recorder(store, checkpointInterval: 1, sanitizer: sanitizer)
    store.send(.login(token: "live-secret"))
    let bytes = try Data(contentsOf: onlyFile())
    #expect(bytes.range(of: Data("secret".utf8)) == nil)
    #expect(String(decoding: try FlightRecording(contentsOf: onlyFile()).log, as: UTF8.self).components(separatedBy: "<redacted>").count - 1 == 3)
    #expect(recorder.entryCount == 1)
  }

  @Test func aNewSessionGetsItsOwnFileAndTheOldestBeyondTheLimitAreDeleted() throws {
    let store = makeStore(Toy())
    var recorders: [ActionRecorder<Toy.State, Toy.Action>] = []
    for _ in 1...4 {
      recorders.append(try recorder(store, keepingFiles: 3))
      store.send(.increment)
    }
    let files = FlightRecording.files(in: scratch.url)
    #expect(files.count == 3)
    // The survivors are the three newest sessions: one, two and three increments recorded.
    let counts = try files.map { try FlightRecording(contentsOf: $0).entryCount }
    #expect(counts == [3, 2, 1])
    #expect(recorders.count == 4)
  }

  /// The number after "at least" in an error's reason.
  private func neededSize(_ error: ActionLogError?) throws -> Int {
    let reason: String
    switch error {
    case .cannotOpen(_, let text)?, .encodingFailed(let text)?: reason = text
    default: throw ActionLogError.empty
    }
    let digits = try #require(reason.components(separatedBy: "at least ").last).prefix { $0.isNumber }
    return try #require(Int(digits))
  }

  @Test func aFileTooSmallIsRefusedWithTheSizeItNeedsAndThatSizeIsEnough() throws {
    let store = makeStore(Toy())
    var refusal: ActionLogError?
    do {
      _ = try recorder(store, fileSize: 1_000)
    } catch {
      refusal = error as? ActionLogError
    }
    let needed = try neededSize(refusal)
    #expect(needed > 16 * 1024)
    #expect(throws: ActionLogError.self) { try recorder(store, fileSize: needed - 1) }
    #expect(FlightRecording.files(in: scratch.url).isEmpty)
    let accepted = try recorder(store, fileSize: needed)
    #expect(try FileManager.default.attributesOfItem(atPath: onlyFile().path)[.size] as? Int == needed)
    #expect(accepted.entryCount == 0)
  }

  @Test func aStateTooLargeForTheFileIsRefusedAndLeavesNoFile() throws {
    var initial = Toy.State()
    initial.history = Array(repeating: String(repeating: "x", count: 100), count: 100)
    let store = Store(initialState: initial, reducer: Toy())
    #expect {
      _ = try recorder(store, fileSize: 20_000)
    } throws: { error in
      guard case .encodingFailed(let reason)? = error as? ActionLogError else { return false }
      return reason.contains("does not fit a flight recorder of 20000 bytes")
    }
    #expect(FlightRecording.files(in: scratch.url).isEmpty)
  }

  @Test func aStateThatCannotBeEncodedIsRefusedAndLeavesNoFile() {
    struct Unencodable: Encodable, Sendable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "this state cannot be encoded"))
      }
    }
    let store = Store(initialState: Unencodable(), reducer: Reduce<Unencodable, Int> { _, _ in .none })
    #expect {
      _ = try ActionRecorder(store: store, feature: "Unencodable", destination: .flightRecorder(folder: scratch.url))
    } throws: { error in
      guard case .encodingFailed(let reason)? = error as? ActionLogError else { return false }
      return reason.contains("this state cannot be encoded")
    }
    #expect(FlightRecording.files(in: scratch.url).isEmpty)
  }

  @Test func flushSucceedsWhenEverythingWasWritten() async throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store)
    store.send(.increment)
    try await recorder.flush()
    #expect(try FlightRecording(contentsOf: onlyFile()).entryCount == 1)
  }

  @Test func stopEndsTheRecording() throws {
    let store = makeStore(Toy())
    let recorder = try recorder(store)
    store.send(.increment)
    recorder.stop()
    store.send(.add(2))
    #expect(try replay(FlightRecording(contentsOf: onlyFile())).actions == [.increment])
  }
}
