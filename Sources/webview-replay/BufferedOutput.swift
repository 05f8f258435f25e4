#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects text and writes it to a file descriptor in large chunks.
///
/// Printing a timeline line by line with `print` would cost a locked write per line; this
/// writes when the buffer fills, at ``flush()``, and after every ``endEntry()`` when the
/// descriptor is a terminal (so a person sees entries as they are replayed). Diagnostics pass
/// `flushesEveryWrite` so that they appear at once, in order.
final class BufferedOutput {
  private let descriptor: Int32
  private let isTerminal: Bool
  private let flushesEveryWrite: Bool
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  /// Writes to `descriptor`, e.g. `STDOUT_FILENO`.
  init(descriptor: Int32, flushesEveryWrite: Bool = false) {
    self.descriptor = descriptor
    self.flushesEveryWrite = flushesEveryWrite
    isTerminal = isatty(descriptor) == 1
    buffer.reserveCapacity(Self.capacity)
  }

  /// Appends `text` as UTF-8.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if flushesEveryWrite || buffer.count >= Self.capacity { flush() }
  }

  /// Appends raw bytes.
  func write(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
    if flushesEveryWrite || buffer.count >= Self.capacity { flush() }
  }

  /// Marks the end of one entry's output.
  func endEntry() {
    if isTerminal { flush() }
  }

  /// Writes everything buffered. Write errors (a closed pipe) end the output silently, as for
  /// any command whose reader went away.
  func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { bytes in
        writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        break
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// The system call, outside the class whose `write` methods would shadow it.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
