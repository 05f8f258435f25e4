import Foundation
import StoreRuntime

/// One action of a log: what was reduced, when, where it came from, and optionally the state
/// it left behind (a checkpoint).
///
/// ```json
/// {"seq":3,"time":0.25,"origin":"effect","action":{"didFinish":{}},"state":{…}}
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

  /// Creates an entry.
  @inlinable
  public init(sequence: Int, date: Date, origin: ActionOrigin, action: Action, checkpoint: State? = nil) {
    self.sequence = sequence
    self.date = date
    self.origin = origin
    self.action = action
    self.checkpoint = checkpoint
  }
}

extension ActionLogEntry: Sendable where State: Sendable, Action: Sendable {}
extension ActionLogEntry: Equatable where State: Equatable, Action: Equatable {}
