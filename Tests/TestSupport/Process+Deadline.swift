import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Process {
  /// Waits until the process exits, at most `timeout`. A process still running then is ended
  /// (SIGTERM, then SIGKILL a second later) and reaped, and the answer is `false`: a test that
  /// runs a child fails instead of waiting forever, and leaves no process behind.
  public func waitUntilExit(timeout: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while isRunning, clock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    guard isRunning else {
      waitUntilExit()
      return true
    }
    terminate()
    let grace = clock.now + .seconds(1)
    while isRunning, clock.now < grace {
      Thread.sleep(forTimeInterval: 0.01)
    }
    if isRunning { kill(processIdentifier, SIGKILL) }
    waitUntilExit()
    return false
  }
}
