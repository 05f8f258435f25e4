import Foundation
import StoreRuntime

/// Records the actions a running `Store` reduces into an action log.
///
/// The recorder attaches through the store's action hook. The header holds the store's state
/// at that moment and the store's `\.date` as the start; each action then becomes one entry
/// with the date the reducer saw (the store pins it while a hook is installed, which is what
/// makes replays exact). Sanitising and JSON encoding happen on a serial background queue, so
/// the main actor only hands values over.
///
/// ```swift
/// // Development: every action, straight to a file, a checkpoint every 10 entries.
/// let recorder = try ActionRecorder(
///   store: store, feature: "WebViewFeature", destination: .file(logURL), checkpointInterval: 10)
///
/// // Production: only the last 500 actions, in memory, written when a bug is filed.
/// let recorder = try ActionRecorder(
///   store: store, feature: "WebViewFeature",
///   destination: .memory(keepingLast: 500, flushingTo: bugReportURL), sanitizer: redactTokens)
/// try await recorder.flush()
/// ```
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
    /// Only the most recent `keepingLast` entries are kept, in memory; ``flush()`` writes them
    /// as a complete log to the URL, replacing it. Memory holds that many actions and states.
    case memory(keepingLast: Int, flushingTo: URL)
  }

  private enum Sink {
    case file(LogFileWriter)
    case memory(URL)
  }

  /// How many entries have been recorded since the recorder attached.
  public private(set) var entryCount = 0

  private let feature: String
  private let metadata: [String: String]
  private let encoder: ActionLogEncoder<State, Action>
  private let sanitizer: ActionLogSanitizer<State, Action>
  private let checkpointInterval: Int?
  private let sink: Sink
  /// The kept entries in `.memory` mode, each with its state as checkpoint.
  private var recent: RingBuffer<ActionLogEntry<State, Action>>
  /// The state before the oldest kept entry in `.memory` mode.
  private var baseline: State
  private var token: ObservationToken?

  /// Attaches a recorder to `store`.
  ///
  /// - Parameters:
  ///   - feature: Names the reducer in the header; readers can refuse logs of other features.
  ///   - checkpointInterval: Writes the state after every entry whose sequence number is a
  ///     multiple of it (1: after every entry). `nil` or less than 1: no periodic
  ///     checkpoints. In ``Destination/memory(keepingLast:flushingTo:)`` mode the last entry of
  ///     a flush always carries one.
  ///   - metadata: Free text for the header: app version, device, OS.
  ///   - sanitizer: Redacts secrets before anything is encoded.
  /// - Throws: ``ActionLogError/cannotOpen(path:reason:)`` when a `.file` destination cannot
  ///   be created.
  public init(
    store: Store<State, Action>,
    feature: String,
    destination: Destination,
    checkpointInterval: Int? = nil,
    metadata: [String: String] = [:],
    sanitizer: ActionLogSanitizer<State, Action> = .none
  ) throws(ActionLogError) {
    self.feature = feature
    self.metadata = metadata
    self.sanitizer = sanitizer
    self.checkpointInterval = checkpointInterval.flatMap { $0 >= 1 ? $0 : nil }
    let encoder = ActionLogEncoder<State, Action>(startDate: store.dependencies.date.now)
    self.encoder = encoder
    let initialState = store.state
    baseline = initialState
    recent = RingBuffer(capacity: 1)
    switch destination {
    case .file(let url):
      let writer = try LogFileWriter(url: url)
      writer.enqueue { [metadata] () throws(ActionLogError) -> Data in
        try encoder.encodeHeader(
          feature: feature, initialState: sanitizer.sanitized(initialState), metadata: metadata)
      }
      sink = .file(writer)
    case .memory(let capacity, let url):
      recent = RingBuffer(capacity: capacity)
      sink = .memory(url)
    }
    token = store.onAction { [weak self] reduced in self?.record(reduced) }
  }

  /// Stops recording. Entries recorded so far can still be flushed; calling it again does
  /// nothing.
  public func stop() {
    token?.cancel()
    token = nil
  }

  /// Puts everything recorded so far on disk and returns once it is there.
  ///
  /// For a `.file` destination it waits for the background writer; for `.memory` it writes
  /// the kept entries as a complete log (header with the state before the oldest kept entry,
  /// then the entries). Can be called any number of times.
  ///
  /// - Throws: The first ``ActionLogError/writeFailed(reason:)`` or
  ///   ``ActionLogError/encodingFailed(reason:)``; after one, a `.file` log holds the entries
  ///   written before it.
  public func flush() async throws(ActionLogError) {
    switch sink {
    case .file(let writer):
      try await writer.flush()
    case .memory(let url):
      try await Self.write(
        entries: recent.elements, baseline: baseline, to: url, feature: feature, metadata: metadata,
        encoder: encoder, sanitizer: sanitizer, checkpointInterval: checkpointInterval)
    }
  }

  private func record(_ reduced: ReducedAction<State, Action>) {
    entryCount += 1
    let sequence = entryCount
    switch sink {
    case .file(let writer):
      let checkpoint = isCheckpoint(sequence) ? reduced.state : nil
      let entry = ActionLogEntry<State, Action>(
        sequence: sequence, date: reduced.date, origin: reduced.origin, action: reduced.action,
        checkpoint: checkpoint)
      writer.enqueue { [encoder, sanitizer] () throws(ActionLogError) -> Data in
        try encoder.encodeEntry(Self.sanitized(entry, with: sanitizer))
      }
    case .memory:
      let entry = ActionLogEntry<State, Action>(
        sequence: sequence, date: reduced.date, origin: reduced.origin, action: reduced.action,
        checkpoint: reduced.state)
      // Dropping the oldest entry moves the start of the kept window: its state becomes the
      // state replay starts from.
      if let evicted = recent.append(entry), let state = evicted.checkpoint { baseline = state }
    }
  }

  private func isCheckpoint(_ sequence: Int) -> Bool {
    guard let checkpointInterval else { return false }
    return sequence % checkpointInterval == 0
  }

  @concurrent
  private static func write(
    entries: [ActionLogEntry<State, Action>],
    baseline: State,
    to url: URL,
    feature: String,
    metadata: [String: String],
    encoder: ActionLogEncoder<State, Action>,
    sanitizer: ActionLogSanitizer<State, Action>,
    checkpointInterval: Int?
  ) async throws(ActionLogError) {
    var log = try encoder.encodeHeader(
      feature: feature, initialState: sanitizer.sanitized(baseline), metadata: metadata)
    for (index, var entry) in entries.enumerated() {
      let isLast = index == entries.count - 1
      let isPeriodic = checkpointInterval.map { entry.sequence % $0 == 0 } ?? false
      if !isLast, !isPeriodic { entry.checkpoint = nil }
      log += try encoder.encodeEntry(sanitized(entry, with: sanitizer))
    }
    do {
      try log.write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(reason: "\(error)")
    }
  }

  private nonisolated static func sanitized(
    _ entry: ActionLogEntry<State, Action>, with sanitizer: ActionLogSanitizer<State, Action>
  ) -> ActionLogEntry<State, Action> {
    var copy = entry
    copy.action = sanitizer.sanitized(entry.action)
    copy.checkpoint = entry.checkpoint.map(sanitizer.sanitized)
    return copy
  }
}
