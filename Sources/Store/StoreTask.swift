/// The effects started by one `Store.send`: await them with `finish()` or stop them with `cancel()`.
///
/// Both can be called any number of times. Cancelling the task that awaits `finish()` cancels
/// the effects too.
public struct StoreTask: Sendable {
  let tasks: EffectTasks

  init(_ tasks: EffectTasks) {
    self.tasks = tasks
  }

  /// Waits until every effect started by the action, and by the actions they fed back, ends.
  ///
  /// Runs on the caller's actor: awaiting from the main actor costs no hop to the global
  /// executor and back.
  public nonisolated(nonsending) func finish() async {
    guard let tasks else { return }
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels the effects. Their later sends are dropped.
  public func cancel() {
    for task in tasks ?? [] { task.cancel() }
  }

  /// Whether every effect of the action was cancelled (true when there were none).
  public var isCancelled: Bool {
    tasks?.allSatisfy(\.isCancelled) ?? true
  }
}

/// The effect tasks an action started: `nil` rather than an empty array when there are none, so
/// a send that starts no effect releases nothing (even an empty array costs a release call).
typealias EffectTasks = [Task<Void, Never>]?

extension Optional where Wrapped == [Task<Void, Never>] {
  /// Adds `task`, making the list when it is the first.
  mutating func add(_ task: Task<Void, Never>) {
    if self == nil { self = [task] } else { self?.append(task) }
  }

  /// Adds every task of `more`.
  mutating func add(contentsOf more: EffectTasks) {
    guard let more else { return }
    if self == nil { self = more } else { self?.append(contentsOf: more) }
  }
}
