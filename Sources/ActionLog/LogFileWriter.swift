import Foundation
import StoreRuntime

/// Encodes and appends log lines on a serial background queue, so that the main actor never
/// waits for JSON encoding or the disk.
///
/// Lines are written in the order they were enqueued. Consecutive lines are batched into one
/// write while more are waiting. The first failure stops all later writes, so the file always
/// holds a consistent prefix of the session; ``flush()`` reports it.
final class LogFileWriter: @unchecked Sendable {
  // Unchecked because `pending` and `failure` are only touched on `queue`.
  private let queue = DispatchQueue(label: "ActionLog.LogFileWriter")
  private let handle: FileHandle
  private let waiting = LockIsolated(0)
  private var pending = Data()
  private var failure: ActionLogError?
  private static let batchSize = 1 << 16

  /// Creates (or empties) the file at `url`.
  init(url: URL) throws(ActionLogError) {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw .cannotOpen(path: url.path, reason: "the file cannot be created (missing folder or no permission?)")
    }
    do {
      handle = try FileHandle(forWritingTo: url)
    } catch {
      throw .cannotOpen(path: url.path, reason: "\(error)")
    }
  }

  /// Runs `encode` on the background queue and appends its line.
  func enqueue(_ encode: @escaping @Sendable () throws(ActionLogError) -> Data) {
    waiting.withValue { $0 += 1 }
    queue.async { [self] in
      let remaining = waiting.withValue { count -> Int in
        count -= 1
        return count
      }
      guard failure == nil else { return }
      do throws(ActionLogError) {
        pending.append(try encode())
      } catch {
        failure = error
        return
      }
      if remaining == 0 || pending.count >= Self.batchSize { writePending() }
    }
  }

  /// Waits until every line enqueued so far is written; throws the first failure, if any.
  func flush() async throws(ActionLogError) {
    let failure: ActionLogError? = await withCheckedContinuation { continuation in
      queue.async { [self] in
        writePending()
        continuation.resume(returning: self.failure)
      }
    }
    if let failure { throw failure }
  }

  private func writePending() {
    guard failure == nil, !pending.isEmpty else { return }
    do {
      try handle.write(contentsOf: pending)
    } catch {
      failure = .writeFailed(reason: "\(error)")
    }
    pending.removeAll(keepingCapacity: true)
  }
}
