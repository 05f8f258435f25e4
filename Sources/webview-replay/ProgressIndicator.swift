#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-line progress report on standard error, redrawn at most ten times a second.
///
/// Shown only when standard error is a terminal and the entries themselves are not being
/// printed to that same terminal; otherwise every call does nothing.
struct ProgressIndicator {
  private let isEnabled: Bool
  private var entries = 0
  private var lastDraw = ContinuousClock.now
  private var isDrawn = false
  private let output: BufferedOutput
  /// Reading the clock for every entry of a million-entry log would cost more than the draw.
  private static let entriesBetweenChecks = 1_024

  /// Draws on `output`, which must be standard error.
  init(printsEntriesToTerminal: Bool, output: BufferedOutput) {
    isEnabled = isatty(STDERR_FILENO) == 1 && !printsEntriesToTerminal
    self.output = output
  }

  /// Counts one replayed entry and redraws if it is time to.
  mutating func advance(bytesRead: Int, byteCount: Int?) {
    guard isEnabled else { return }
    entries += 1
    guard entries % Self.entriesBetweenChecks == 0 else { return }
    let now = ContinuousClock.now
    guard now - lastDraw >= .milliseconds(100) else { return }
    lastDraw = now
    var text = "\r\u{1B}[2Kreplaying: \(entries) entries, \(megabytes(bytesRead))"
    if let byteCount, byteCount > 0 {
      text += " of \(megabytes(byteCount)) (\(bytesRead * 100 / byteCount)%)"
    }
    output.write(text)
    output.flush()
    isDrawn = true
  }

  /// Erases the progress line, if one was drawn.
  mutating func clear() {
    guard isDrawn else { return }
    output.write("\r\u{1B}[2K")
    output.flush()
    isDrawn = false
  }

  private func megabytes(_ bytes: Int) -> String {
    let tenths = bytes * 10 / 1_000_000
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
