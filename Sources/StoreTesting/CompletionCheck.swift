import StoreRuntime

/// What a ``TestStore`` checks when a test is done with it, at `finish()` or when it is
/// released: no received action left unasserted, no effect still running.
///
/// A value apart from the store, so that a store released off the main actor can hand its
/// checks to the main actor while its deinit waits.
struct CompletionCheck<State, Action: Sendable>: Sendable {
  let exhaustivity: Exhaustivity
  let reductions: Reductions<State, Action>
  let effects: EffectTracker
  /// The step that started each action's effects, by the action's sequence number.
  let origins: [Int: TestStep<Action>]

  /// Reports what is left, as `step` (or the step that started a running effect) found it.
  @MainActor func run(at step: TestStep<Action>) {
    switch exhaustivity {
    case .on:
      if !reductions.received.isEmpty {
        step.fail(
          "The store received \(reductions.received.count) action(s) that the test did not assert: \(reductions.receivedList)"
        )
      }
      reportRunningEffects(step)
    case .off(let showSkippedAssertions):
      guard showSkippedAssertions else { return }
      if !reductions.received.isEmpty {
        step.site.reportSkipped(
          "\(reductions.received.count) received action(s) were not asserted: \(reductions.receivedList)")
      }
      for sequence in effects.starters {
        step.site.reportSkipped("An effect started by \(starter(of: sequence)) is still running.")
      }
    }
  }

  /// Fails, at the step that started it, for every effect still running.
  @MainActor func reportRunningEffects(_ step: TestStep<Action>) {
    for sequence in effects.starters {
      (origins[sequence] ?? step).fail(
        """
        An effect started by \(starter(of: sequence)) is still running. Assert the actions it \
        sends, cancel it, or call skipInFlightEffects().
        """)
    }
  }

  /// `send(.load) at MyTests.swift:12`: the step that started the effects of action `sequence`.
  @MainActor func starter(of sequence: Int) -> String {
    origins[sequence]?.descriptionWithLocation ?? "action #\(sequence)"
  }
}
