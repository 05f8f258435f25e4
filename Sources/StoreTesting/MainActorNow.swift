import Foundation

/// Runs `body` on the main actor before returning, from any thread.
///
/// On the main thread or the main queue it runs at once. Elsewhere a main-actor task runs it
/// while this thread waits: the task is made here, so it inherits the caller's task-locals
/// (Swift Testing's record of the running test among them), and the caller's test cannot end
/// before it has run. The main thread counts on its own, so a release from a run-loop callback
/// never waits for the thread it is on.
func onMainActorNow(_ body: @escaping @MainActor @Sendable () -> Void) {
  if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil {
    MainActor.assumeIsolated(body)
    return
  }
  let done = DispatchSemaphore(value: 0)
  Task { @MainActor in
    body()
    done.signal()
  }
  done.wait()
}

/// Set on the main queue only, where the main actor runs: how a synchronous caller learns it is
/// on the main actor without trapping when it is not.
private let mainQueueKey: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()
