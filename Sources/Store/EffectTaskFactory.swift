/// How a store starts the task that runs an effect.
///
/// A store reads it from its dependencies, as it reads ``EffectMonitor``. Without one it starts a
/// plain `Task`. A `TestStore` installs one that starts each task with a task executor preference,
/// so that what its effects run off the main actor runs one job at a time, in the order the jobs
/// were enqueued: the same interleaving on every run.
package struct EffectTaskFactory: Sendable {
  /// The work of one effect task: it runs on the main actor.
  package typealias Operation = @MainActor @Sendable () async -> Void

  let makeTask: @Sendable (TaskPriority?, @escaping Operation) -> Task<Void, Never>

  /// A factory that starts each task with `makeTask(priority, operation)`.
  package init(_ makeTask: @escaping @Sendable (TaskPriority?, @escaping Operation) -> Task<Void, Never>) {
    self.makeTask = makeTask
  }
}

private enum EffectTaskFactoryKey: DependencyKey {
  static let liveValue: EffectTaskFactory? = nil
  static let testValue: EffectTaskFactory? = nil
}

extension DependencyValues {
  /// How the store starts its effect tasks; `nil` (the default) for a plain `Task`.
  package var effectTaskFactory: EffectTaskFactory? {
    get { self[EffectTaskFactoryKey.self] }
    set { self[EffectTaskFactoryKey.self] = newValue }
  }
}

extension DependencyBox {
  /// Starts an effect task as the box's values say.
  func makeEffectTask(priority: TaskPriority?, _ operation: @escaping EffectTaskFactory.Operation) -> Task<Void, Never> {
    guard let effectTaskFactory else { return Task(priority: priority, operation: operation) }
    return effectTaskFactory.makeTask(priority, operation)
  }
}
