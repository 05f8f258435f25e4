import Dispatch
import StoreRuntime

/// The task executor a ``TestStore`` prefers for its effects: it runs every job on the main
/// queue, in the order the jobs were enqueued.
///
/// The main actor runs its jobs on the same queue. So an effect's work off the main actor (the
/// children of a task group, `async let`, nonisolated async functions it calls) interleaves with
/// the effect, the store and the test itself in one order, fixed by the code: a test's
/// `Task.yield()` or clock advance lets everything already enqueued run first, on every run.
@available(iOS 18, macOS 15, *)
final class MainSerialExecutor: TaskExecutor {
  static let shared = MainSerialExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // Run as isolated to the main actor, which it is: the main queue runs one block at a time,
    // the main actor's among them. Run as merely nonisolated, a job left the task on the main
    // actor without its executor preference, so every `await` of a main-actor function in an
    // effect went round the queue once more, and `send` returned before the effect reached its
    // first real suspension.
    DispatchQueue.main.async {
      job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: self.asUnownedTaskExecutor())
    }
  }

}

extension EffectTaskFactory {
  /// Starts effect tasks that prefer the ``MainSerialExecutor``; `nil` before the systems that
  /// have task executors (iOS 18, macOS 15), where effects run as a `Store` runs them.
  static var mainSerial: EffectTaskFactory? {
    guard #available(iOS 18, macOS 15, *) else { return nil }
    return EffectTaskFactory { priority, operation in
      Task(executorPreference: MainSerialExecutor.shared, priority: priority, operation: operation)
    }
  }
}
