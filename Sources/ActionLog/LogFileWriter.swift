import Foundation
import StoreRuntime

/// Encodes and appends log lines on a serial background queue, so that the main actor never
/// waits for JSON encoding or the disk.
///
/// Lines are written in the order they were enqueued. Consecutive lines are batched into one
/// write while more are waiting. The first failure stops all later writes, so the file always
/// holds a consistent prefix of the session; ``flush()`` reports it.
///
/// With a rotation, once the file holds `maxBytes` the writer says so (``rotationIsDue``); the
/// recorder then hands it the state after its next entry, and ``rotate(header:)`` moves the
/// file aside (`log.jsonl` becomes `log.1.jsonl`, `log.1.jsonl` becomes `log.2.jsonl`, …, the
/// oldest beyond the kept count deleted) and starts a new one whose header holds that state, so
/// every file replays on its own.
final class LogFileWriter: @unchecked Sendable {
  // Unchecked because `handle`, `size`, `pending` and `failure` are only touched on `queue`.
  private let queue = DispatchQueue(label: "ActionLog.LogFileWriter")
  private let url: URL
  private let rotation: Rotation?
  private var handle: FileHandle
  private let waiting = LockIsolated(0)
  private let rotationState = LockIsolated(RotationState.idle)
  /// Bytes of the current file, those still pending included.
  private var size = 0
  private var pending = Data()
  private var failure: ActionLogError?
  private static let batchSize = 1 << 16

  /// Where a rotation stands. Entries enqueued before a requested rotation still go to the full
  /// file, so they must not make another one due.
  private enum RotationState {
    case idle, due, requested
  }

  /// When a file is moved aside, and how many files are kept.
  struct Rotation {
    var maxBytes: Int
    /// Files kept in all, the one being written included (at least 2).
    var keepingFiles: Int
  }

  /// Creates (or empties) the file at `url`.
  init(url: URL, rotation: Rotation? = nil) throws(ActionLogError) {
    self.url = url
    self.rotation = rotation
    handle = try Self.create(url)
  }

  private static func create(_ url: URL) throws(ActionLogError) -> FileHandle {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw .cannotOpen(path: url.path, reason: "the file cannot be created (missing folder or no permission?)")
    }
    do {
      return try FileHandle(forWritingTo: url)
    } catch {
      throw .cannotOpen(path: url.path, reason: "\(error)")
    }
  }

  /// Whether the file has reached its rotation size and waits for ``rotate(header:)``.
  var rotationIsDue: Bool { rotationState.value == .due }

  /// The name of the `index`-th older file: `log.jsonl` → `log.<index>.jsonl`.
  static func rotatedURL(_ url: URL, index: Int) -> URL {
    let pathExtension = url.pathExtension
    let base = url.deletingPathExtension()
    let name = base.lastPathComponent + ".\(index)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
    return base.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// After everything enqueued so far: moves the file aside, starts a new one and writes the
  /// header `header` encodes into it.
  func rotate(header: @escaping @Sendable () throws(ActionLogError) -> Data) {
    guard let rotation else { return }
    rotationState.setValue(.requested)
    queue.async { [self] in
      writePending()
      guard failure == nil else { return }
      do throws(ActionLogError) {
        let line = try header()
        try? handle.close()
        let kept = max(rotation.keepingFiles, 2) - 1
        try? FileManager.default.removeItem(at: Self.rotatedURL(url, index: kept))
        for index in stride(from: kept - 1, through: 1, by: -1) {
          try? FileManager.default.moveItem(at: Self.rotatedURL(url, index: index), to: Self.rotatedURL(url, index: index + 1))
        }
        do {
          try FileManager.default.moveItem(at: url, to: Self.rotatedURL(url, index: 1))
        } catch {
          throw .writeFailed(reason: "cannot move \(url.path) aside: \(error.localizedDescription)")
        }
        handle = try Self.create(url)
        size = line.count
        pending = line
        writePending()
      } catch {
        failure = error
      }
      rotationState.setValue(.idle)
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
        let line = try encode()
        pending.append(line)
        size += line.count
        if let rotation, size >= rotation.maxBytes {
          rotationState.withValue { if $0 == .idle { $0 = .due } }
        }
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
