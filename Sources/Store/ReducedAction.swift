import Foundation

/// Where an action came from.
public enum ActionOrigin: String, Sendable, Codable, Equatable {
  /// Sent to the store from outside: the host, a view, a test.
  case external
  /// Fed back by one of the store's effects.
  case effect
}

/// One action a store has reduced, with the state it left behind. Action hooks receive these.
package struct ReducedAction<State, Action> {
  /// The action.
  package var action: Action
  /// Whether it was sent from outside or fed back by an effect.
  package var origin: ActionOrigin
  /// The state right after the reducer ran.
  package var state: State
  /// The date the reducer saw: `\.date` is pinned to this value while the action is reduced,
  /// so a replay that sets the same date reproduces the same state.
  package var date: Date
  /// Counts actions reduced by this store, starting at 1.
  package var sequence: Int
}

extension ReducedAction: Sendable where State: Sendable, Action: Sendable {}
extension ReducedAction: Equatable where State: Equatable, Action: Equatable {}
