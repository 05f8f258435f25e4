/// Feeds actions from a running effect back into the store that started it.
///
/// Sending after the effect was cancelled does nothing, so a cancelled effect can never change
/// the state. An effect's body runs on the main actor, where sending does not suspend; from
/// elsewhere, `await send(action)` hops to the main actor.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands actions to `deliver`.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` back into the store, unless the current task is cancelled.
  public nonisolated(nonsending) func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }
}

extension Send {
  /// A `Send` for child actions that wraps them with `transform` before sending.
  func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    let deliver = self.deliver
    return Send<Child> { child in deliver(transform(child)) }
  }
}
