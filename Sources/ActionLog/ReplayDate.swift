import Foundation
import StoreRuntime

/// The date `\.date` gives a replayed reducer: the current entry's, set by the replayer before
/// each entry.
///
/// Read and written through a pointer, without a lock or exclusivity checks: the replayer sets
/// it and the reducer reads it on the same thread, one entry at a time, and the effects that
/// could keep the generator are never run.
@usableFromInline
final class ReplayDate: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<Date>

  init(_ date: Date) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: date)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  @usableFromInline
  var date: Date {
    get { storage.pointee }
    set { storage.pointee = newValue }
  }

  /// A generator that reads the current date.
  var generator: DateGenerator { DateGenerator { [self] in storage.pointee } }
}
