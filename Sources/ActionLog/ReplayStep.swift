import Foundation
import StoreRuntime

/// One replayed entry: the entry, the state before and after it, and how it compared with its
/// checkpoint.
///
/// Diffs are computed only when asked for (``changes``, ``divergence``), so tools that only
/// count or verify pay nothing for them.
public struct ReplayStep<State, Action: Sendable> {
  /// How the replayed state compared with the entry's checkpoint.
  public enum Verification: Sendable, Equatable {
    /// The entry has no checkpoint (or checkpoints were not decoded).
    case unchecked
    /// The replayed state equals the checkpoint.
    case matched
    /// The replayed state differs from the checkpoint; see ``ReplayStep/divergence``.
    case diverged
    /// Lines were skipped, entries left out or written elided before this entry, so the replay
    /// adopted the checkpoint as its state instead of comparing with it.
    case resynchronized
  }

  /// The entry as read from the log.
  public var entry: ActionLogEntry<State, Action>
  /// The 1-based line of the entry in the log.
  public var line: Int
  /// Seconds from the log's start to the entry.
  public var time: TimeInterval
  /// The state before the entry's action.
  public var previousState: State
  /// The state after the entry's action, as the reducer produced it (or the adopted checkpoint
  /// for ``Verification/resynchronized``).
  public var state: State
  /// How ``state`` compared with the entry's checkpoint.
  public var verification: Verification
  /// The effect the reducer returned for the entry's action. The replayer does not run it; its
  /// dependencies are the replayer's.
  public var effect: Effect<Action>

  @inlinable
  init(
    entry: ActionLogEntry<State, Action>, line: Int, time: TimeInterval, previousState: State, state: State,
    verification: Verification, effect: Effect<Action>
  ) {
    self.entry = entry
    self.line = line
    self.time = time
    self.previousState = previousState
    self.state = state
    self.verification = verification
    self.effect = effect
  }

  /// The leaf-level changes the action made, as `path: old -> new` triples. Computed on each
  /// access.
  public var changes: [StateChange] {
    StateDiff.changes(from: previousState, to: state)
  }

  /// For a diverged step, a diff of the checkpoint (`-`) against the replayed state (`+`);
  /// otherwise `nil`. Computed on each access.
  public var divergence: String? {
    guard verification == .diverged, let checkpoint = entry.checkpoint else { return nil }
    return StateDiff.diff(expected: checkpoint, actual: state) ?? "(the states differ but render the same)"
  }
}
