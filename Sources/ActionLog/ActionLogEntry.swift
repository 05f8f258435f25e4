import Foundation
import StoreRuntime

/// One action of a log: what was reduced, when, where it came from, optionally the state it
/// left behind (a checkpoint), and the calls effects made that the log holds right after it.
///
/// ```json
/// {"seq":3,"time":0.25,"origin":"effect","action":{"didFinish":{}},"state":{…}}
/// {"call":{…},"cause":3}
/// ```
public struct ActionLogEntry<State, Action> {
  /// Counts the entries of a recording from 1. A log kept as a ring buffer starts later.
  public var sequence: Int
  /// The date the reducer saw when it reduced the action. Replay gives the reducer this date.
  public var date: Date
  /// Whether the action was sent from outside the store or fed back by an effect.
  public var origin: ActionOrigin
  /// The action.
  public var action: Action
  /// The state right after the action, when the recorder wrote a checkpoint.
  public var checkpoint: State?
  /// The calls to the outside world logged after this entry and before the next one, in log
  /// order: usually made by this entry's effects, but an effect that ran late can have its calls
  /// after a later entry, so check each call's ``RecordedCall/cause``.
  public var calls: [RecordedCall]
  /// Whether a flight recorder elided the longest strings of what the entry's replay depends
  /// on, to fit its ring (`"elided":true` in the line): the action, its checkpoint, or, for the
  /// first entry of a log recovered from an elided checkpoint, the state it starts from. The
  /// replay then takes the state of the next checkpoint instead of comparing with it, and of the
  /// one after when that one is on an elided line too.
  public var isElided: Bool

  /// Creates an entry.
  @inlinable
  public init(
    sequence: Int, date: Date, origin: ActionOrigin, action: Action, checkpoint: State? = nil,
    calls: [RecordedCall] = [], isElided: Bool = false
  ) {
    self.sequence = sequence
    self.date = date
    self.origin = origin
    self.action = action
    self.checkpoint = checkpoint
    self.calls = calls
    self.isElided = isElided
  }
}

extension ActionLogEntry: Sendable where State: Sendable, Action: Sendable {}
extension ActionLogEntry: Equatable where State: Equatable, Action: Equatable {}
