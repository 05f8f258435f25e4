/// Feeds actions from a running effect back into the store that started it.
///
/// Sending after the effect was cancelled does nothing, so a cancelled effect can never change
/// the state.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor (Action) -> Void

  /// Creates a `Send` that hands actions to `deliver`.
  public nonisolated init(_ deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` back into the store, unless the current task is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}

extension Send {
  /// A `Send` for child actions that wraps them with `transform` before sending.
  nonisolated func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { child in self(transform(child)) }
  }
}
