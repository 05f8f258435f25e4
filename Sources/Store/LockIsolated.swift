import Foundation

/// A value guarded by a lock, so that it can be shared between tasks and threads.
///
/// Use it for small pieces of mutable state that effects or clocks share with the test that
/// observes them. Every access takes the lock; keep the work inside `withValue` short.
package final class LockIsolated<Value>: @unchecked Sendable {
  private var _value: Value
  private let lock = NSLock()

  /// Creates a lock-isolated value.
  package init(_ value: Value) {
    self._value = value
  }

  /// A copy of the current value.
  package var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return _value
  }

  /// Reads or changes the value while holding the lock.
  ///
  /// Don't call back into the same `LockIsolated` from `operation`: the lock is not recursive.
  @discardableResult
  package func withValue<T>(_ operation: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try operation(&_value)
  }

  /// Replaces the value.
  package func setValue(_ newValue: Value) {
    withValue { $0 = newValue }
  }
}
