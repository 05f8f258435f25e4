import BridgeClient
import Foundation
import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte level of `--remote-debugging-pipe`: JSON messages, each ended by a NUL byte, written
/// to the browser's descriptor 3 and read from its descriptor 4.
///
/// A thread of its own blocks in `read` and parses each message, so the main actor neither waits
/// for the browser nor spends its time on JSON; messages arrive in order on ``messages``, which
/// ends when the browser closes its end. Writes go through a serial queue in the order they were
/// made.
final class DevToolsPipe: @unchecked Sendable {
  // `isWriterClosed` is read and written only on `writer`, which serialises it.

  /// One message from the browser.
  enum Incoming: Sendable {
    /// A message, parsed.
    case message(JSONValue)
    /// Text that is not JSON (never expected from a browser), shortened for a diagnostic.
    case unreadable(String, reason: String)
  }

  /// A browser message can carry a whole page (a fulfilled response, a large title): far above
  /// what a page may post to the bridge, which the reducer limits itself.
  static let messageLimits = JSONLimits(
    maxDepth: 10_000, maxBytes: 1 << 30, maxStringLength: 1 << 30, maxElements: 50_000_000)

  /// Every message the browser sent, in order.
  let messages: AsyncStream<Incoming>
  private let writeFD: Int32
  private let writer = DispatchQueue(label: "webview-devhost.devtools-writer")
  private var isWriterClosed = false

  init(writeFD: Int32, readFD: Int32) {
    self.writeFD = writeFD
    // A browser that died must not take this process with it when a write hits the closed pipe.
    signal(SIGPIPE, SIG_IGN)
    let (stream, continuation) = AsyncStream.makeStream(of: Incoming.self, bufferingPolicy: .unbounded)
    messages = stream
    let thread = Thread { Self.readLoop(readFD, into: continuation) }
    thread.name = "webview-devhost.devtools-reader"
    thread.start()
  }

  /// Queues `message` (one JSON text) for the browser.
  func write(_ message: String) {
    let bytes = Array(message.utf8) + [0]
    writer.async { [self] in
      // After `close()` the descriptor's number may belong to another file.
      guard !isWriterClosed else { return }
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
          systemWrite(writeFD, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// Closes our writing end once the browser has gone. The reading end is closed by the reader
  /// itself when it sees the end of the browser's output, so its number is never read again
  /// after the system gave it to another file.
  func close() {
    writer.sync {
      guard !isWriterClosed else { return }
      isWriterClosed = true
      _ = systemClose(writeFD)
    }
  }

  private static func readLoop(_ fd: Int32, into continuation: AsyncStream<Incoming>.Continuation) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      for index in 0..<count where buffer[index] == 0 {
        pending.append(contentsOf: buffer[start..<index])
        continuation.yield(parse(String(decoding: pending, as: UTF8.self)))
        pending.removeAll(keepingCapacity: true)
        start = index + 1
      }
      pending.append(contentsOf: buffer[start..<count])
    }
    _ = systemClose(fd)
    continuation.finish()
  }
}

private func parse(_ text: String) -> DevToolsPipe.Incoming {
  do {
    return .message(try JSONValue(jsonText: text, limits: DevToolsPipe.messageLimits))
  } catch {
    return .unreadable(String(text.prefix(200)), reason: error.description)
  }
}

// File-level names: inside the class, `write` and `close` are its own methods.
private func systemClose(_ fd: Int32) -> Int32 {
  close(fd)
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
