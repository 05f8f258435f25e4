import Foundation

/// An action a store is about to reduce. ``Store/willReduce(_:)`` hooks receive these.
///
/// It carries everything an action log needs before the reducer runs, so that a recorder can
/// persist the action first: if the reducer or an effect then crashes the process, the action
/// that caused it is already on disk.
package struct IncomingAction<Action> {
  /// The action.
  package var action: Action
  /// Whether it was sent from outside or fed back by an effect.
  package var origin: ActionOrigin
  /// The date the reducer will see: `\.date` is pinned to it while the action is reduced.
  package var date: Date
  /// The number the action gets among those this store reduced, starting at 1; the
  /// ``ReducedAction`` of the same action has the same number.
  package var sequence: Int
}

extension IncomingAction: Sendable where Action: Sendable {}
extension IncomingAction: Equatable where Action: Equatable {}
