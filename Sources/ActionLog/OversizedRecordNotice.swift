import StoreRuntime

/// Tells the app, once per recording, of the first record its flight recorder could not write
/// whole; a record that comes before the app listens is told as soon as it does.
final class OversizedRecordNotice: Sendable {
  private struct Box {
    var listener: (@Sendable (OversizedRecord) -> Void)?
    var first: OversizedRecord?
    var told = false
  }

  private let box = LockIsolated(Box())

  /// Who hears; setting one tells it of a record that came first.
  var listener: (@Sendable (OversizedRecord) -> Void)? {
    get { box.value.listener }
    set { deliver { $0.listener = newValue } }
  }

  /// Keeps the first record and tells the listener of it.
  func report(_ record: OversizedRecord) {
    deliver { if $0.first == nil { $0.first = record } }
  }

  /// Changes the box, then calls the listener outside the lock, at most once in all.
  private func deliver(_ change: (inout Box) -> Void) {
    let due = box.withValue { box -> (@Sendable (OversizedRecord) -> Void, OversizedRecord)? in
      change(&box)
      guard !box.told, let listener = box.listener, let first = box.first else { return nil }
      box.told = true
      return (listener, first)
    }
    if let (listener, record) = due { listener(record) }
  }
}
