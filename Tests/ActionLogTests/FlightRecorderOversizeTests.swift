import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// A record too large for the flight recorder's ring never switches the recorder off: it is
/// written elided (or, when even that cannot fit, left out), the recording goes on, and the app
/// hears of it once.
@MainActor
struct FlightRecorderOversizeTests {
  private let scratch = TemporaryFolder()

  private func makeStore() -> Store<Toy.State, Toy.Action> {
    Store(
      initialState: Toy.State(),
      reducer: CombineReducers {
        Toy()
        // `tick` forgets the history, so a state too large for the ring becomes small again.
        Reduce<Toy.State, Toy.Action> { state, action in
          if case .tick = action { state.history = [] }
          return .none
        }
      }
    ) { $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000)) }
  }

  private func recorder(
    _ store: Store<Toy.State, Toy.Action>, fileSize: Int = 20_000, checkpointInterval: Int? = nil
  ) throws -> ActionRecorder<Toy.State, Toy.Action> {
    try ActionRecorder(
      store: store, feature: "Toy", destination: .flightRecorder(folder: scratch.url, fileSize: fileSize),
      checkpointInterval: checkpointInterval)
  }

  private func recovered() throws -> [ActionLogEntry<Toy.State, Toy.Action>] {
    let files = FlightRecording.files(in: scratch.url)
    try #require(files.count == 1)
    let url = scratch.newFile("recovered.jsonl")
    try FlightRecording(contentsOf: files[0]).log.write(to: url)
    let reader = try ActionLogReader<Toy.State, Toy.Action>(url: url, feature: "Toy")
    var entries: [ActionLogEntry<Toy.State, Toy.Action>] = []
    while let entry = try reader.next() { entries.append(entry) }
    return entries
  }

  private static func isMarker(_ text: String, bytes: Int) -> Bool {
    text.wholeMatch(of: /elided:(\d+)-bytes,crc32=[0-9a-f]{8}/).map { Int($0.1) == bytes } ?? false
  }

  @Test func anEntryTooLargeIsWrittenElidedAndEveryLaterEntryIsKept() async throws {
    let store = makeStore()
    let recorder = try recorder(store)
    store.send(.increment)
    store.send(.echo(String(repeating: "y", count: 4_000)))
    for _ in 0..<20 { store.send(.increment) }
    try await recorder.flush()
    let actions = try recovered().map(\.action)
    try #require(actions.count == 23)
    #expect(actions[0] == .increment)
    guard case .echo(let text) = actions[1] else {
      Issue.record("entry 2 is \(actions[1]), not the echo")
      return
    }
    #expect(Self.isMarker(text, bytes: 4_002), "\(text)")
    #expect(actions[2] == .add(4_000))
    #expect(actions[3...].allSatisfy { $0 == .increment })
  }

  @Test func differentValuesElideToDifferentMarkers() async throws {
    let store = makeStore()
    let recorder = try recorder(store)
    store.send(.echo(String(repeating: "a", count: 4_000)))
    store.send(.echo(String(repeating: "b", count: 4_000)))
    store.send(.echo(String(repeating: "a", count: 4_000)))
    try await recorder.flush()
    let texts = try recovered().compactMap { entry -> String? in
      if case .echo(let text) = entry.action { text } else { nil }
    }
    try #require(texts.count == 3)
    #expect(texts[0] != texts[1])
    #expect(texts[0] == texts[2])
  }

  @Test func theAppHearsOfTheFirstOversizedRecordOnceWithASizeThatKeepsItWhole() async throws {
    let store = makeStore()
    let recorder = try recorder(store)
    let heard = LockIsolated<[OversizedRecord]>([])
    recorder.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    let big = Toy.Action.echo(String(repeating: "y", count: 4_000))
    store.send(.increment)
    store.send(big)
    store.send(big)
    try await recorder.flush()
    try #require(heard.value.count == 1)
    let record = heard.value[0]
    #expect(record.kind == .entry)
    #expect(record.sequence == 2)
    #expect(record.bytes > record.recordLimit)
    guard case .elided(let bytes) = record.outcome else {
      Issue.record("\(record.outcome)")
      return
    }
    #expect(bytes <= record.recordLimit)
    #expect(record.description.contains("entry 2"))
    #expect(record.description.contains("at least \(record.fileSizeNeeded) bytes"))

    let sized = makeStore()
    try FileManager.default.removeItem(at: FlightRecording.files(in: scratch.url)[0])
    let whole = try self.recorder(sized, fileSize: record.fileSizeNeeded)
    whole.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    sized.send(big)
    try await whole.flush()
    #expect(try recovered().first?.action == big)
    #expect(heard.value.count == 1)
  }

  @Test func aListenerSetAfterTheRecordHearsOfItAtOnce() async throws {
    let store = makeStore()
    let recorder = try recorder(store)
    store.send(.echo(String(repeating: "y", count: 4_000)))
    let heard = LockIsolated<[OversizedRecord]>([])
    recorder.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    #expect(heard.value.map(\.sequence) == [1])
  }

  @Test func aCheckpointTooLargeIsWrittenElidedAndItsEntryFlagged() async throws {
    let store = makeStore()
    let recorder = try recorder(store, checkpointInterval: 1)
    let heard = LockIsolated<[OversizedRecord]>([])
    recorder.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    store.send(.echo(String(repeating: "y", count: 1_500)))
    store.send(.echo(String(repeating: "z", count: 1_500)))
    store.send(.tick)
    store.send(.increment)
    try await recorder.flush()
    let entries = try recovered()
    #expect(entries.allSatisfy { $0.checkpoint != nil })
    // From the second echo until the tick, the state holds both texts and no longer fits.
    #expect(entries.map(\.isElided) == [false, false, true, true, false, false])
    guard let history = entries[2].checkpoint?.history, history.count == 2 else {
      Issue.record("the elided checkpoint lost its history: \(String(describing: entries[2].checkpoint))")
      return
    }
    #expect(history.allSatisfy { Self.isMarker($0, bytes: 1_502) })
    #expect(heard.value.map(\.kind) == [.checkpoint])
    #expect(heard.value.first?.sequence == 3)
    #expect(heard.value.first.map { if case .elided = $0.outcome { true } else { false } } == true)
    #expect(entries.last?.checkpoint == store.state)
  }

  @Test func aCallTooLargeIsWrittenElidedAndStaysWithItsEntry() async throws {
    let store = Store(initialState: Caller.State(), reducer: Caller()) {
      $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
    }
    let recorder = try ActionRecorder(
      store: store, feature: "Caller", destination: .flightRecorder(folder: scratch.url, fileSize: 20_000),
      capturingCalls: CallerClient.capture)
    await store.send(.call(String(repeating: "c", count: 4_000))).finish()
    await store.send(.call("small")).finish()
    try await recorder.flush()
    let url = scratch.newFile("recovered.jsonl")
    try FlightRecording(contentsOf: FlightRecording.files(in: scratch.url)[0]).log.write(to: url)
    let reader = try ActionLogReader<Caller.State, Caller.Action>(url: url, feature: "Caller")
    var entries: [ActionLogEntry<Caller.State, Caller.Action>] = []
    while let entry = try reader.next() { entries.append(entry) }
    try #require(entries.count == 2)
    #expect(entries[0].calls.count == 1)
    #expect(entries[0].calls.first?.cause == 1)
    #expect(entries[0].calls.first.map { Self.isMarker($0.call.stringValue ?? "", bytes: 4_002) } == true, "\(entries[0].calls)")
    #expect(entries[1].calls == [RecordedCall(cause: 2, call: "small")])
  }

  /// A state that never fits a record again (the history keeps a text larger than a record):
  /// the ring still holds a checkpoint to start from, elided, and the replay adopts checkpoints
  /// instead of comparing with them.
  @Test func aRingWhoseStatesNeverFitAgainRecoversFromAnElidedCheckpoint() async throws {
    let store = makeStore()
    let recorder = try recorder(store)
    let heard = LockIsolated<[OversizedRecord]>([])
    recorder.onOversizedRecord = { record in heard.withValue { $0.append(record) } }
    store.send(.echo(String(repeating: "y", count: 3_000)))
    // Enough entries to go round the ring more than once: the initial state's checkpoint is gone.
    for _ in 0..<400 { store.send(.increment) }
    try await recorder.flush()
    let entries = try recovered()
    #expect(entries.last?.action == .increment)
    #expect(entries.first?.isElided == true)
    #expect(heard.value.map(\.kind) == [.entry])

    let url = scratch.newFile("replayed.jsonl")
    try FlightRecording(contentsOf: FlightRecording.files(in: scratch.url)[0]).log.write(to: url)
    let replayer = try ActionLogReplayer(
      reader: ActionLogReader<Toy.State, Toy.Action>(url: url, feature: "Toy"), reducer: Toy())
    var verifications: [ReplayStep<Toy.State, Toy.Action>.Verification] = []
    while let step = try replayer.next() { verifications.append(step.verification) }
    #expect(!verifications.contains(.diverged))
    #expect(verifications.contains(.resynchronized))
    #expect(replayer.state.count == store.state.count)
  }

  /// The issue's session: a 1 MB ring, a page uploading a photo of 300 KB through the bridge,
  /// then twenty more actions. Every one of them is recovered and the log verifies.
  @Test func aPhotoThroughTheBridgeKeepsTheRestOfTheSessionAndTheLogVerifies() async throws {
    let home = URL(string: "https://app.example.com/home")!
    let configuration = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["app.example.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])))
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.date = .constant(Date(timeIntervalSince1970: 1_750_000_000))
      $0.appInfo = AppInfo(appVersion: "1", build: "1", osVersion: "17.5", device: "iPhone15,2")
    }
    let recorder = try ActionRecorder(
      screen: store, configuration: configuration, destination: .flightRecorder(folder: scratch.url, fileSize: 1 << 20),
      checkpointInterval: 5)
    let photo = String(repeating: "QUJD", count: 75_000)
    let upload: JSONValue = ["type": "uploadPhoto", "callback": "bridge.callbacks.cb1", "data": ["image": .string(photo)]]
    for action: WebViewFeature.Action in [.load(home), .loadStarted(1, url: home), .loadCommitted(1, url: home)] {
      await store.send(action).finish()
    }
    await store.send(.scriptMessageReceived(body: upload, frame: BridgeFrame(url: home, isMainFrame: true))).finish()
    for step in 1...20 { await store.send(.progressChanged(Double(step) / 20)).finish() }
    try await recorder.flush()

    let file = try #require(FlightRecording.files(in: scratch.url).first)
    let url = scratch.newFile("recovered.jsonl")
    try FlightRecording(contentsOf: file).log.write(to: url)
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    let replayer = try withDependencies {
      $0.appInfo = AppInfo(logMetadata: reader.header.metadata)!
    } operation: {
      try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: configuration))
    }
    var steps: [ReplayStep<WebViewFeature.State, WebViewFeature.Action>] = []
    while let step = try replayer.next() { steps.append(step) }
    #expect(steps.filter { $0.entry.origin == .external }.count == 24)
    #expect(steps.suffix(20).map(\.entry.action) == (1...20).map { .progressChanged(Double($0) / 20) })
    #expect(steps.allSatisfy { $0.verification != .diverged })
    let elided = steps.first { if case .scriptMessageReceived = $0.entry.action { true } else { false } }?.entry.action
    guard case .scriptMessageReceived(let body, _)? = elided, case .string(let image)? = body["data"]?["image"] else {
      Issue.record("the upload is not in the log: \(String(describing: elided))")
      return
    }
    #expect(Self.isMarker(image, bytes: 300_002))
    #expect(body["type"] == "uploadPhoto")
  }
}
