/// The effects started by one `Store.send`: await them with `finish()` or stop them with `cancel()`.
///
/// Both can be called any number of times. Cancelling the task that awaits `finish()` cancels
/// the effects too.
public struct StoreTask: Sendable {
  let tasks: [Task<Void, Never>]

  init(_ tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Whether the action started any effect (testing support).
  package var startedEffects: Bool { !tasks.isEmpty }

  /// Waits until every effect started by the action, and by the actions they fed back, ends.
  ///
  /// Runs on the caller's actor: awaiting from the main actor costs no hop to the global
  /// executor and back.
  public nonisolated(nonsending) func finish() async {
    guard !tasks.isEmpty else { return }
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels the effects. Their later sends are dropped.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether every effect of the action was cancelled (true when there were none).
  public var isCancelled: Bool {
    tasks.allSatisfy(\.isCancelled)
  }
}
