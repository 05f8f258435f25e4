import Foundation
import StoreRuntime

/// Runs a reducer the way a replay does while a log is being stepped through: with `\.date`
/// pinned to the entry's recorded date and effects dropped. Once the log is done (`date` is
/// `nil`) it is the plain reducer again, effects included.
struct LogReplayReducer<Base: Reducer>: Reducer {
  let base: Base
  /// The date of the entry being replayed; `nil` when no log entry is being replayed.
  let date: LockIsolated<Date?>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let pinned = date.value else { return base.reduce(into: &state, action: action) }
    withDependencies {
      $0.date = .constant(pinned)
    } operation: {
      // Everything the effects fed back during the recording is already in the log.
      _ = base.reduce(into: &state, action: action)
    }
    return .none
  }
}
