import WebViewFeature

/// WebKit's completion handlers of one kind, each waiting for exactly one answer.
///
/// An answer takes the handler out before calling it, so a second answer for the same id finds
/// nothing; teardown answers every handler still waiting with its safe default.
struct PendingHandlers<Tag, Answer: Sendable>: Sendable {
  struct Entry: Sendable {
    let id: HostID<Tag>
    /// What the handler gets when nobody answers: cancel, alert done, confirm false, prompt nil.
    let fallback: Answer
    let handler: @MainActor @Sendable (Answer) -> Void
  }

  private var entries: [UInt64: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  mutating func insert(_ entry: Entry) {
    entries[entry.id.rawValue] = entry
  }

  /// Removes and returns the handler waiting under `id`, or `nil` when none is.
  mutating func take(_ id: HostID<Tag>) -> Entry? {
    entries.removeValue(forKey: id.rawValue)
  }

  /// Each waiting handler called with its safe default, oldest first; calling them is left to
  /// the caller, who empties the table first (so a handler that calls back finds nothing).
  func defaultAnswers() -> [@MainActor @Sendable () -> Void] {
    entries.values.sorted { $0.id.rawValue < $1.id.rawValue }.map { entry in { entry.handler(entry.fallback) } }
  }
}
