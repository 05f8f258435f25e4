import StoreRuntime

/// A plugin's wait that only the test ends, whatever cancels the plugin's task: a handler that
/// ignores cancellation (a network call without a cancellation handler) answers anyway.
public final class Gate: Sendable {
  private let state = LockIsolated<(continuation: CheckedContinuation<Void, Never>?, isOpen: Bool)>((nil, false))

  /// Creates a closed gate.
  public init() {}

  /// Whether a plugin is waiting at the gate.
  public var isWaiting: Bool { state.value.continuation != nil }

  /// Waits until ``open()`` is called (at once, if it was).
  public func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withValue { state in
        if !state.isOpen { state.continuation = continuation }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Lets the waiting task, and every later one, through.
  public func open() {
    let waiting = state.withValue { state in
      state.isOpen = true
      defer { state.continuation = nil }
      return state.continuation
    }
    waiting?.resume()
  }
}
