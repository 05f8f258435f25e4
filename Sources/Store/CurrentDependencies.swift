#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where `DependencyValues.current` comes from: the store that is reducing on this thread, or
/// else the task-local values (an effect's, or `withDependencies`').
///
/// A store reduces synchronously, so the values its reducer reads are kept in a per-thread cell
/// for the duration of the call: one thread-local lookup and two pointer writes per action,
/// where a task-local push would allocate. Effects capture `current` when they are created and
/// run with it as a task-local, so what a reducer hands to its effects is what they see.
enum CurrentDependencies {
  /// The task-local values, used whenever no store is reducing on this thread.
  @TaskLocal static var taskValues = DependencyValues()

  /// The key of each thread's cell; a thread's cell is freed when the thread ends. A store
  /// reads it once, so that its actions skip the lazy global's check.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { cell in cell?.deallocate() }
    precondition(status == 0, "StoreRuntime could not create its thread-local key (pthread_key_create: \(status)).")
    return key
  }()

  /// This thread's cell: the box of the reduction running on it, if any. Only this thread ever
  /// reads or writes it.
  private static func cell(_ key: pthread_key_t) -> UnsafeMutablePointer<Unmanaged<DependencyBox>?> {
    if let existing = pthread_getspecific(key) {
      return existing.assumingMemoryBound(to: Unmanaged<DependencyBox>?.self)
    }
    let cell = UnsafeMutablePointer<Unmanaged<DependencyBox>?>.holding(nil)
    pthread_setspecific(key, cell)
    return cell
  }

  /// The values of the innermost reduction running on this thread, if any.
  static var reducing: DependencyBox? {
    guard let existing = pthread_getspecific(key) else { return nil }
    return existing.assumingMemoryBound(to: Unmanaged<DependencyBox>?.self).pointee?.takeUnretainedValue()
  }

  /// The values code running now should see.
  static var values: DependencyValues {
    reducing?.values ?? taskValues
  }

  /// Runs `operation` with `box` as the reducing values on this thread. `box` must outlive the
  /// call (the cell does not retain it).
  @inline(__always)
  static func reducing<R>(
    with box: DependencyBox, key: pthread_key_t = key, _ operation: () throws -> R
  ) rethrows -> R {
    let cell = self.cell(key)
    let previous = cell.pointee
    cell.pointee = Unmanaged.passUnretained(box)
    defer { cell.pointee = previous }
    return try operation()
  }
}

/// Dependency values behind a reference, so a thread's cell can point at them.
final class DependencyBox: @unchecked Sendable {
  // Only read and replaced on the thread that is reducing with it (the main actor, for a store),
  // never concurrently.
  var values: DependencyValues
  /// In a store's own box, its values' `effectMonitor`: read when the store's values are set,
  /// rather than looked up for every effect. `nil` in the boxes made for one call.
  var effectMonitor: (any EffectMonitor)?

  init(_ values: DependencyValues) {
    self.values = values
  }
}
