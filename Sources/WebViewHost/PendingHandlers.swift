import WebViewFeature

/// WebKit's completion handlers of one kind, each waiting for exactly one answer.
///
/// An answer takes the handler out before calling it, so a second answer for the same id finds
/// nothing; teardown answers every handler still waiting with its safe default.
struct PendingHandlers<Kind: HostIDKind, Answer> {
  struct Entry {
    let id: HostID<Kind>
    /// What the handler gets when nobody answers: cancel, alert done, confirm false, prompt nil.
    let fallback: Answer
    let handler: @MainActor (Answer) -> Void
  }

  private var entries: [UInt64: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  mutating func insert(_ entry: Entry) {
    entries[entry.id.rawValue] = entry
  }

  /// Removes and returns the handler waiting under `id`, or `nil` when none is.
  mutating func take(_ id: HostID<Kind>) -> Entry? {
    entries.removeValue(forKey: id.rawValue)
  }

  /// Removes and returns every waiting handler, oldest first.
  mutating func takeAll() -> [Entry] {
    defer { entries.removeAll() }
    return entries.values.sorted { $0.id.rawValue < $1.id.rawValue }
  }
}
