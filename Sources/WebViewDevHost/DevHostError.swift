/// Why the devhost could not start or talk to the browser; each message says what to do.
package enum DevHostError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No Chromium executable was found.
  case browserNotFound(searched: [String])
  /// The browser could not be started.
  case launchFailed(String)
  /// The browser closed the DevTools pipe (it exited or crashed).
  case browserClosed
  /// The browser answered a DevTools command with an error.
  case commandFailed(method: String, message: String)
  /// The browser did not answer in time.
  case timedOut(String)
  /// The configuration or answers file could not be read.
  case invalidFile(path: String, reason: String)

  /// What went wrong and how to fix it.
  package var description: String {
    switch self {
    case .browserNotFound(let searched):
      "No Chromium found (looked for \(searched.joined(separator: ", ")) on PATH). Install it "
        + "(Debian: apt-get install chromium, or Scripts/ensure-command.sh chromium) or set CHROMIUM to its path."
    case .launchFailed(let reason):
      "Chromium could not be started: \(reason)."
    case .browserClosed:
      "Chromium closed the DevTools pipe; it exited or crashed (its output is in the devhost's log folder)."
    case .commandFailed(let method, let message):
      "Chromium refused \(method): \(message)."
    case .timedOut(let what):
      "Timed out waiting for \(what)."
    case .invalidFile(let path, let reason):
      "\(path): \(reason)"
    }
  }
}
