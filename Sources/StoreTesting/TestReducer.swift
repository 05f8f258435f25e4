import StoreRuntime

/// The reducer a ``TestStore`` runs: the test's reducer, then a note of the action and the state
/// it left, so that the test store learns what happened from the outside, as TCA's `TestReducer`
/// lets its test store.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let reductions: Reductions<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    reductions.reduced(action, state)
    return effect
  }
}

/// What a ``TestReducer`` saw: the state after the action the test sent last, and the actions
/// effects fed back since, each with its state. Numbers actions as the store does (from 1, in
/// the order they are reduced), so an effect's ``MonitoredEffect/startedBy`` names one of them.
///
/// Not isolated, yet only used on the main actor: by the test store, and by its store's reducer,
/// which runs there. (An isolation check on every action would cost more than the note itself.)
/// Sendable so that a test store released elsewhere can hand it to the main actor to check.
final class Reductions<State, Action>: @unchecked Sendable {
  /// An action an effect fed back, with the state it left.
  struct Received {
    let action: Action
    let state: State
    let sequence: Int
    /// Set when a "must handle" failure took this action's state as the test's: a later
    /// `receive` of it checks the action only.
    var stateAdopted = false
  }

  /// The number of the last action reduced.
  private(set) var sequence = 0
  /// Fed-back actions the test has not asserted yet, oldest first.
  var received: [Received] = []
  /// The state after the action the test sent last. In a cell, not an optional value: a generic
  /// optional would cost a metadata lookup on every step.
  let lastSentState: HotPath.Cell<State>
  /// Set while the test's own action is sent: the next action reduced is that one, every other
  /// one was fed back by an effect (a test store is never in the middle of an action when a
  /// test sends one).
  private var awaitingSent = false

  init(initialState: State) {
    lastSentState = HotPath.Cell(initialState)
  }

  deinit {
    lastSentState.free()
  }

  /// Runs `send`, in which the store reduces the test's `action` first.
  func sending<R>(_ send: () -> R) -> R {
    awaitingSent = true
    return send()
  }

  func reduced(_ action: Action, _ state: State) {
    sequence += 1
    if awaitingSent {
      awaitingSent = false
      lastSentState.value = state
    } else {
      receive(action, state)
    }
  }

  /// The received actions not yet asserted, rendered for a failure: `.a, .b(1)`.
  var receivedList: String {
    received.map { StateDiff.renderLine($0.action) }.joined(separator: ", ")
  }

  /// Kept out of ``reduced(_:_:)``, so that a sent action's step never looks up the generic
  /// metadata of the list.
  @inline(never)
  private func receive(_ action: Action, _ state: State) {
    received.append(Received(action: action, state: state, sequence: sequence))
  }
}
