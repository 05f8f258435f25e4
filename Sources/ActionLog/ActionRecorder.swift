import Foundation
import StoreRuntime

/// Records the actions a running `Store` reduces into an action log.
///
/// The recorder attaches through the store's action hooks. The header holds the store's state
/// at that moment and the store's `\.date` as the start; each action then becomes one entry
/// with the date the reducer saw (the store pins it while a hook is installed, which is what
/// makes replays exact). For `.file` and `.rotatingFile`, sanitising and JSON encoding happen on
/// a serial background queue, so the main actor only hands values over; a flight recorder
/// encodes on the main actor, before the reducer runs, so that a crash cannot lose the action.
///
/// ```swift
/// // Development: every action, straight to a file, a checkpoint every 10 entries.
/// let recorder = try ActionRecorder(
///   store: store, feature: "Checkout", destination: .file(logURL), checkpointInterval: 10)
///
/// // Production: a flight recorder, whose file survives a crash; recover it at the next launch
/// // with `FlightRecording(contentsOf:)`. The sanitiser keeps the feature's secrets out.
/// let recorder = try ActionRecorder(
///   store: store, feature: "Checkout",
///   destination: .flightRecorder(folder: recorderFolder, fileSize: 1 << 20), sanitizer: redactingCardNumbers)
/// ```
///
/// A web view screen has a recorder of its own, which redacts every secret the screen knows of:
/// `ActionRecorder(screen:configuration:destination:…)` (WebViewFeatureLogs).
///
/// Keep the recorder alive as long as it should record; releasing it stops recording, and
/// lines already handed to the background writer are still written.
@MainActor
public final class ActionRecorder<State: Encodable & Sendable, Action: Encodable & Sendable> {
  /// Where the log goes.
  public enum Destination: Sendable {
    /// Every entry is appended to the file at the URL as it happens. The file is created, or
    /// emptied if it exists.
    case file(URL)
    /// Like ``file(_:)``, but once the file holds `maxBytes` it is moved aside after the next
    /// entry (`log.jsonl` becomes `log.1.jsonl`, the older ones `log.2.jsonl`, …) and a new file
    /// starts, whose header holds the state after that entry, so each file replays on its own.
    /// At most `keepingFiles` files (at least 2) are kept; the oldest is deleted. The background
    /// writer notices the size as it writes: a file ends with the first entry after that, so it
    /// passes `maxBytes` by about one entry and its state, or, during a burst of actions faster
    /// than the writer, by the burst.
    case rotatingFile(URL, maxBytes: Int, keepingFiles: Int = 4)
    /// Only the most recent `keepingLast` entries are kept, in memory; ``flush()`` writes them
    /// as a complete log to the URL, replacing it. Memory holds that many actions and states.
    case memory(keepingLast: Int, flushingTo: URL)
    /// Every entry is written before the reducer runs it into a new file of exactly `fileSize`
    /// bytes in `folder`, used as a ring: the file holds the newest entries, the calls, and a
    /// checkpoint at least every quarter of the ring, and survives a crash of the app. Recover
    /// it at the next launch with ``FlightRecording``.
    ///
    /// Each session gets its own file (`recording-<start>.wvflight`), so a new session never
    /// overwrites one not yet recovered; the oldest files are deleted so that at most
    /// `keepingFiles` (at least 2) remain. The folder is created if it is missing.
    case flightRecorder(folder: URL, fileSize: Int = 1 << 20, keepingFiles: Int = 4)
  }

  private enum Sink {
    case file(LogFileWriter)
    case memory(URL)
    case flight(FlightRecorderFile)
  }

  /// How many entries have been recorded since the recorder attached.
  public private(set) var entryCount = 0

  /// Hears, once per recording, of the first record a flight recorder could not write whole
  /// (``OversizedRecord``: elided or skipped, and the file size that would have kept it); log
  /// it. Set after a record came, it hears of that one at once. Other destinations keep every
  /// record whole and never call it.
  public var onOversizedRecord: (@Sendable (OversizedRecord) -> Void)? {
    get { if case .flight(let file) = sink { file.notice.listener } else { nil } }
    set { if case .flight(let file) = sink { file.notice.listener = newValue } }
  }

  private let feature: String
  private let metadata: [String: String]
  private let schemaVersion: Int
  private let encoder: ActionLogEncoder
  private let sanitizer: ActionLogSanitizer<State, Action>
  private let checkpointInterval: Int?
  private let sink: Sink
  /// Where captured calls go; `nil` when the recorder does not capture calls.
  private let calls: CallSink?
  /// The kept entries in `.memory` mode, each with its state as checkpoint and the calls that
  /// arrived after it.
  private var recent: RingBuffer<KeptEntry>
  /// Calls that arrived before the first entry in `.memory` mode, while it is still kept.
  private var leadingCalls: [PendingCall] = []
  /// The state before the oldest kept entry in `.memory` mode.
  private var baseline: State
  private var token: ObservationToken?
  /// The flight recorder's hook: entries are written before the reducer runs.
  private var incomingToken: ObservationToken?
  /// The flight recorder's hook for one action, installed when the state after it is due as a
  /// checkpoint: a hook on every action would copy the state every time
  /// (`store-send-mix-flight-recorded`).
  private var checkpointToken: ObservationToken?

  /// Attaches a recorder to `store`.
  ///
  /// - Parameters:
  ///   - store: The store to record: every action it reduces, from now on.
  ///   - feature: Names the reducer in the header; readers can refuse logs of other features.
  ///   - destination: Where the log goes (``Destination``): a file, rotating files, memory or a
  ///     flight recorder.
  ///   - checkpointInterval: Writes the state after every entry whose sequence number is a
  ///     multiple of it (1: after every entry). `nil` or less than 1: no periodic
  ///     checkpoints. In ``Destination/memory(keepingLast:flushingTo:)`` mode the last entry of
  ///     a flush always carries one.
  ///   - metadata: Free text for the header: app version, device, OS.
  ///   - sanitizer: Redacts secrets before anything is encoded.
  ///   - schemaVersion: The feature's ``ActionLogSchema/version``, written to the header so a
  ///     later build knows which migrations the log needs.
  /// - Throws: ``ActionLogError/cannotOpen(path:reason:)`` when a `.file` or
  ///   `.flightRecorder` destination cannot be created, and for a flight recorder
  ///   ``ActionLogError/encodingFailed(reason:)`` when the initial state cannot be encoded or
  ///   does not fit the file.
  public convenience init(
    store: Store<State, Action>,
    feature: String,
    destination: Destination,
    checkpointInterval: Int? = nil,
    metadata: [String: String] = [:],
    sanitizer: ActionLogSanitizer<State, Action> = .none,
    schemaVersion: Int = 1
  ) throws(ActionLogError) {
    try self.init(
      store: store, feature: feature, destination: destination, checkpointInterval: checkpointInterval,
      metadata: metadata, sanitizer: sanitizer, schemaVersion: schemaVersion, capturesCalls: false)
  }

  /// Attaches a recorder to `store` that also records every call the store's effects make to
  /// the outside world, each tied to the entry whose action's effect made it.
  ///
  /// `capture` wraps the clients in the store's dependencies so that they hand each call to
  /// the function it is given (for `WebViewFeature`, pass `WebViewCall.capture`); the store
  /// uses the wrapped clients from the next action on. Calls are encoded and written on the
  /// recorder's background queue, after `callSanitizer` has redacted them.
  ///
  /// The other parameters and errors are those of
  /// ``init(store:feature:destination:checkpointInterval:metadata:sanitizer:schemaVersion:)``.
  public convenience init<Call: Encodable & Sendable>(
    store: Store<State, Action>,
    feature: String,
    destination: Destination,
    checkpointInterval: Int? = nil,
    metadata: [String: String] = [:],
    sanitizer: ActionLogSanitizer<State, Action> = .none,
    schemaVersion: Int = 1,
    capturingCalls capture: (inout DependencyValues, _ record: @escaping @Sendable (Call) -> Void) -> Void,
    callSanitizer: @escaping @Sendable (inout Call) -> Void = { _ in }
  ) throws(ActionLogError) {
    try self.init(
      store: store, feature: feature, destination: destination, checkpointInterval: checkpointInterval,
      metadata: metadata, sanitizer: sanitizer, schemaVersion: schemaVersion, capturesCalls: true)
    guard let calls else { return }
    var dependencies = store.dependencies
    capture(&dependencies) { call in calls.record(call, sanitizer: callSanitizer) }
    store.dependencies = dependencies
  }

  private init(
    store: Store<State, Action>,
    feature: String,
    destination: Destination,
    checkpointInterval: Int?,
    metadata: [String: String],
    sanitizer: ActionLogSanitizer<State, Action>,
    schemaVersion: Int,
    capturesCalls: Bool
  ) throws(ActionLogError) {
    self.feature = feature
    self.metadata = metadata
    self.schemaVersion = schemaVersion
    self.sanitizer = sanitizer
    self.checkpointInterval = checkpointInterval.flatMap { $0 >= 1 ? $0 : nil }
    let encoder = ActionLogEncoder(startDate: store.dependencies.date.now)
    self.encoder = encoder
    let initialState = store.state
    baseline = initialState
    recent = RingBuffer(capacity: 1)
    let writeHeader = { [metadata] (writer: LogFileWriter) in
      writer.enqueue { () throws(ActionLogError) -> Data in
        try encoder.encodeHeader(
          feature: feature, initialState: sanitizer.sanitized(initialState), metadata: metadata,
          schemaVersion: schemaVersion, recordsCalls: capturesCalls)
      }
      return writer
    }
    switch destination {
    case .file(let url):
      let writer = try writeHeader(LogFileWriter(url: url))
      sink = .file(writer)
      calls = capturesCalls ? CallSink(writer: .file(writer)) : nil
    case .rotatingFile(let url, let maxBytes, let keepingFiles):
      let writer = try writeHeader(LogFileWriter(url: url, rotation: .init(maxBytes: maxBytes, keepingFiles: keepingFiles)))
      sink = .file(writer)
      calls = capturesCalls ? CallSink(writer: .file(writer)) : nil
    case .memory(let capacity, let url):
      recent = RingBuffer(capacity: capacity)
      sink = .memory(url)
      calls = capturesCalls ? CallSink(writer: nil) : nil
    case .flightRecorder(let folder, let fileSize, let keepingFiles):
      let file = try FlightRecorderFile.startSession(
        in: folder, fileSize: fileSize, keepingFiles: keepingFiles, startDate: encoder.startDate,
        headerLine: encoder.encodeHeader(
          feature: feature, initialState: nil, metadata: metadata, schemaVersion: schemaVersion,
          recordsCalls: capturesCalls))
      do throws(ActionLogError) {
        let initial = try encoder.encodeState(sanitizer.sanitized(initialState))
        // Recovery starts from this state: a recording without it could not be replayed.
        if let refusal = file.refusal(ofInitialState: initial) { throw refusal }
        file.append(.checkpoint, sequence: 0, payload: initial)
        if let failure = file.failure { throw failure }
      } catch {
        // A recording that cannot start leaves no file that recovery would call damaged.
        try? FileManager.default.removeItem(at: file.url)
        throw error
      }
      sink = .flight(file)
      calls = capturesCalls ? CallSink(writer: .flight(file)) : nil
      // The store calls its hooks only while it lives.
      incomingToken = store.willReduce { [weak self, unowned store] incoming in
        self?.record(incoming, in: file, of: store)
      }
      return
    }
    token = store.onAction { [weak self] reduced in self?.record(reduced) }
  }

  /// Stops recording. Entries recorded so far can still be flushed; calling it again does
  /// nothing.
  public func stop() {
    token?.cancel()
    token = nil
    incomingToken?.cancel()
    incomingToken = nil
    checkpointToken?.cancel()
    checkpointToken = nil
  }

  /// Puts everything recorded so far on disk and returns once it is there.
  ///
  /// For a `.file` destination it waits for the background writer; for `.memory` it writes
  /// the kept entries as a complete log (header with the state before the oldest kept entry,
  /// then the entries); a `.flightRecorder` has written every entry already, and `flush()`
  /// makes the disk itself hold it (`fsync`), which only a crash of the whole system needs.
  /// Can be called any number of times.
  ///
  /// - Throws: The first ``ActionLogError/writeFailed(reason:)`` or
  ///   ``ActionLogError/encodingFailed(reason:)``; after one, a `.file` log holds the entries
  ///   written before it.
  public func flush() async throws(ActionLogError) {
    switch sink {
    case .file(let writer):
      try await writer.flush()
    case .flight(let file):
      try file.sync()
    case .memory(let url):
      keepArrivedCalls()
      try await Self.write(
        Window(leadingCalls: leadingCalls, entries: recent.elements, baseline: baseline), to: url,
        header: Header(feature: feature, metadata: metadata, schemaVersion: schemaVersion, recordsCalls: calls != nil),
        encoder: encoder, sanitizer: sanitizer, checkpointInterval: checkpointInterval)
    }
  }

  /// Writes a flight recorder's entry before the reducer runs it.
  ///
  /// Sanitised and encoded here, on the main actor: what the app crashes on next must already
  /// be in the file.
  private func record(_ incoming: IncomingAction<Action>, in file: FlightRecorderFile, of store: Store<State, Action>) {
    entryCount += 1
    calls?.attach(storeSequence: incoming.sequence, entry: entryCount)
    var ringWantsCheckpoint = false
    do {
      let line = try encoder.entryLine(
        sequence: entryCount, date: incoming.date, origin: incoming.origin, action: sanitizer.sanitized(incoming.action))
      ringWantsCheckpoint = file.append(.entry, sequence: entryCount, payload: line)
    } catch {
      file.fail(error)
    }
    guard isCheckpoint(entryCount) || ringWantsCheckpoint, checkpointToken == nil else { return }
    // Installed before the reducer runs, the hook hears of this action.
    checkpointToken = store.onAction { [weak self] reduced in self?.writeCheckpoint(of: reduced.state, in: file) }
  }

  /// Writes a flight recorder's checkpoint after the reducer ran, and removes the hook that
  /// called it.
  private func writeCheckpoint(of state: State, in file: FlightRecorderFile) {
    checkpointToken?.cancel()
    checkpointToken = nil
    do {
      file.append(.checkpoint, sequence: entryCount, payload: try encoder.encodeState(sanitizer.sanitized(state)))
    } catch {
      file.fail(error)
    }
  }

  private func record(_ reduced: ReducedAction<State, Action>) {
    entryCount += 1
    let sequence = entryCount
    calls?.attach(storeSequence: reduced.sequence, entry: sequence)
    switch sink {
    case .flight:
      return
    case .file(let writer):
      let rotates = writer.rotationIsDue
      let checkpoint = isCheckpoint(sequence) || rotates ? reduced.state : nil
      let entry = ActionLogEntry<State, Action>(
        sequence: sequence, date: reduced.date, origin: reduced.origin, action: reduced.action,
        checkpoint: checkpoint)
      writer.enqueue { [encoder, sanitizer] () throws(ActionLogError) -> Data in
        try encoder.encodeEntry(Self.sanitized(entry, with: sanitizer))
      }
      if rotates {
        let state = reduced.state
        writer.rotate { [encoder, sanitizer, feature, metadata, schemaVersion, recordsCalls = calls != nil] () throws(ActionLogError) -> Data in
          try encoder.encodeHeader(
            feature: feature, initialState: sanitizer.sanitized(state), metadata: metadata, schemaVersion: schemaVersion,
            recordsCalls: recordsCalls)
        }
      }
    case .memory:
      let entry = ActionLogEntry<State, Action>(
        sequence: sequence, date: reduced.date, origin: reduced.origin, action: reduced.action,
        checkpoint: reduced.state)
      keepArrivedCalls()
      // Dropping the oldest entry moves the start of the kept window: its state becomes the
      // state replay starts from.
      if let evicted = recent.append(KeptEntry(entry: entry, calls: [])) {
        leadingCalls = []
        if let state = evicted.entry.checkpoint { baseline = state }
      }
    }
  }

  /// In `.memory` mode, attaches the calls that arrived since the last entry to it, as a file
  /// log would hold them after its line.
  private func keepArrivedCalls() {
    guard let arrived = calls?.takePending(), !arrived.isEmpty else { return }
    if recent.count == 0 {
      leadingCalls += arrived
    } else {
      recent.updateLast { $0.calls += arrived }
    }
  }

  private func isCheckpoint(_ sequence: Int) -> Bool {
    guard let checkpointInterval else { return false }
    return sequence % checkpointInterval == 0
  }

  nonisolated static func sanitized(
    _ entry: ActionLogEntry<State, Action>, with sanitizer: ActionLogSanitizer<State, Action>
  ) -> ActionLogEntry<State, Action> {
    var copy = entry
    copy.action = sanitizer.sanitized(entry.action)
    copy.checkpoint = entry.checkpoint.map(sanitizer.sanitized)
    return copy
  }
}
