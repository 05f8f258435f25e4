import Foundation

// What a `.memory` recorder keeps, and how its flush writes it as a complete log.
extension ActionRecorder {
  /// What a `.memory` flush writes: the kept entries, the state before them, and calls that
  /// came before the first entry.
  struct Window: Sendable {
    var leadingCalls: [PendingCall]
    var entries: [KeptEntry]
    var baseline: State
  }

  /// The header fields a flush writes.
  struct Header: Sendable {
    var feature: String
    var metadata: [String: String]
    var schemaVersion: Int
    var recordsCalls: Bool
  }

  @concurrent
  static func write(
    _ window: Window,
    to url: URL,
    header: Header,
    encoder: ActionLogEncoder,
    sanitizer: ActionLogSanitizer<State, Action>,
    checkpointInterval: Int?
  ) async throws(ActionLogError) {
    var log = try encoder.encodeHeader(
      feature: header.feature, initialState: sanitizer.sanitized(window.baseline), metadata: header.metadata,
      schemaVersion: header.schemaVersion, recordsCalls: header.recordsCalls)
    for call in window.leadingCalls { log += try call.encode() }
    for (index, kept) in window.entries.enumerated() {
      var entry = kept.entry
      let isLast = index == window.entries.count - 1
      let isPeriodic = checkpointInterval.map { entry.sequence % $0 == 0 } ?? false
      if !isLast, !isPeriodic { entry.checkpoint = nil }
      log += try encoder.encodeEntry(sanitized(entry, with: sanitizer))
      for call in kept.calls { log += try call.encode() }
    }
    do {
      try log.write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(reason: "\(error)")
    }
  }

  /// An entry kept in `.memory` mode, with the calls that arrived after it.
  struct KeptEntry: Sendable {
    var entry: ActionLogEntry<State, Action>
    var calls: [PendingCall]
  }
}
