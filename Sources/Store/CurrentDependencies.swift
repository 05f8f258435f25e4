import Foundation

/// Where `DependencyValues.current` comes from: the store that is reducing on this thread, or
/// else the task-local values (an effect's, or `withDependencies`').
///
/// A store reduces synchronously, so the values its reducer reads are kept in this thread's
/// ``HotPath/ThreadSlot`` for the duration of the call. Effects capture `current` when they are
/// created and run with it as a task-local, so what a reducer hands to its effects is what they
/// see.
enum CurrentDependencies {
  /// The task-local values, used whenever no store is reducing on this thread.
  @TaskLocal static var taskValues = DependencyValues()

  /// The values of the innermost reduction running on this thread, if any.
  static var reducing: DependencyBox? { HotPath.ThreadSlot.current }

  /// The values code running now should see.
  static var values: DependencyValues {
    reducing?.values ?? taskValues
  }

  /// Runs `operation` with `box` as the reducing values on this thread. `box` must outlive the
  /// call (the slot does not retain it).
  @inline(__always)
  static func reducing<R>(
    with box: DependencyBox, _ operation: () throws -> R
  ) rethrows -> R {
    let slot = HotPath.ThreadSlot(key: HotPath.ThreadSlot.key)
    let previous = slot.replace(with: box)
    defer { slot.restore(previous) }
    return try operation()
  }
}

/// Dependency values behind a reference, so a thread's cell can point at them.
final class DependencyBox: @unchecked Sendable {
  // Only read and replaced on the thread that is reducing with it (the main actor, for a store),
  // never concurrently.
  var values: DependencyValues {
    didSet { withPinnedDate = nil }
  }
  /// In a store's own box, its values' `effectMonitor`: read when the store's values are set,
  /// rather than looked up for every effect. `nil` in the boxes made for one call.
  var effectMonitor: (any EffectMonitor)?
  /// In a store's own box, its values' `effectTaskFactory`, read when the store's values are set.
  var effectTaskFactory: EffectTaskFactory?

  /// In a store's own box, the box its reducer runs with while action hooks pin the date: these
  /// values with `\.date` replaced, kept from one action to the next so that pinning changes one
  /// value in place instead of copying every value (`store-send-mix-flight-recorded`).
  private var withPinnedDate: DependencyBox?

  init(_ values: DependencyValues) {
    self.values = values
  }

  /// A box holding these values with `\.date` always `date`: the same box on every call until
  /// ``values`` change. Reduce with it before the next call; effects keep the values they were
  /// created with, since they capture them.
  func pinning(date: Date) -> DependencyBox {
    guard let withPinnedDate else {
      var values = values
      values.date = .constant(date)
      let box = DependencyBox(values)
      withPinnedDate = box
      return box
    }
    withPinnedDate.values.date = .constant(date)
    return withPinnedDate
  }
}
