import Foundation

/// Waits for a child process without blocking a thread of the concurrency pool: tests that run
/// the command or a browser await its exit, so other tests' async work keeps running.
final class ProcessExit: @unchecked Sendable {
  // Guarded by `lock`.
  private var exited = false
  private var waiter: CheckedContinuation<Bool, Never>?
  private let lock = NSLock()

  /// Watches `process`; call before `process.run()`.
  init(_ process: Process) {
    process.terminationHandler = { [self] _ in finish(true) }
  }

  /// Waits until the process exits (`true`) or `timeout` seconds pass (`false`).
  func wait(timeout: TimeInterval) async -> Bool {
    let timer = Task { [self] in
      try? await Task.sleep(for: .seconds(timeout))
      finish(false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      lock.lock()
      if exited {
        lock.unlock()
        continuation.resume(returning: true)
        return
      }
      waiter = continuation
      lock.unlock()
    }
  }

  private func finish(_ didExit: Bool) {
    lock.lock()
    if didExit { exited = true }
    let continuation = waiter
    waiter = nil
    lock.unlock()
    continuation?.resume(returning: didExit)
  }
}
