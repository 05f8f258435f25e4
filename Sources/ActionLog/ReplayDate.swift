import Foundation
import StoreRuntime

/// The date `\.date` gives a replayed reducer: the current entry's, set by the replayer before
/// each entry.
///
/// Kept in the runtime's cell (`HotPath.Cell`), without a lock or exclusivity checks: the
/// replayer sets it and the reducer reads it on the same thread, one entry at a time, and the
/// effects that could keep the generator are never run.
@usableFromInline
final class ReplayDate: @unchecked Sendable {
  private let storage: HotPath.Cell<Date>

  init(_ date: Date) {
    storage = HotPath.Cell(date)
  }

  deinit { storage.free() }

  @usableFromInline
  var date: Date {
    get { storage.value }
    set { storage.value = newValue }
  }

  /// A generator that reads the current date.
  var generator: DateGenerator { DateGenerator { [self] in storage.value } }
}
