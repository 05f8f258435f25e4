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
/// A store reduces synchronously, so the values its reducer reads are kept in a thread-local
/// slot for the duration of the call. That costs two pointer writes per action, where a
/// task-local push would allocate. Effects capture `current` when they are created and run
/// with it as a task-local, so what a reducer hands to its effects is what they see.
enum CurrentDependencies {
  /// The task-local values, used whenever no store is reducing on this thread.
  @TaskLocal static var taskValues = DependencyValues()

  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "StoreRuntime could not create its thread-local slot (pthread_key_create: \(status)).")
    return key
  }()

  /// The values of the innermost reduction running on this thread, if any.
  static var reducing: DependencyBox? {
    guard let pointer = pthread_getspecific(slot) else { return nil }
    return Unmanaged<DependencyBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The values code running now should see.
  static var values: DependencyValues {
    reducing?.values ?? taskValues
  }

  /// Runs `operation` with `box` as the reducing values on this thread. `box` must outlive
  /// the call (the slot does not retain it).
  @inline(__always)
  static func reducing<R>(with box: DependencyBox, _ operation: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(box).toOpaque())
    defer { pthread_setspecific(slot, previous) }
    return try operation()
  }
}

/// Dependency values behind a reference, so a thread-local slot can point at them.
final class DependencyBox: @unchecked Sendable {
  // Only read and replaced on the thread that owns the slot pointing here (the main actor,
  // for a store), never concurrently.
  var values: DependencyValues

  init(_ values: DependencyValues) {
    self.values = values
  }
}
