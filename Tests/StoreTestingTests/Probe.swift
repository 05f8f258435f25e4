import StoreRuntime

/// Effects with shapes the TestStore must handle: one that ignores cancellation, one that does
/// work before its first suspension (alone or inside a concatenation), one whose fed-back action
/// starts a long effect, one that calls a client without a test value, one whose action arrives
/// late.
struct Probe: Reducer {
  struct State: Equatable, Sendable {
    var steps: [String] = []
    var count = 0
    var label = ""
  }

  enum Action: Equatable, Sendable {
    case stubborn
    case touch
    case touchInSequence
    case touchInNestedSequence
    case chain
    case chained
    case readClock
    case twoChanges
    case late
    case arrivedLate
  }

  /// Tells the stubborn effect to end, and records what the touching effect did.
  let probe: ProbeSignals
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stubborn:
      return .run { [probe] _ in
        // Ignores cancellation until the test says stop.
        while !probe.stop.value { try? await Task.sleep(for: .milliseconds(5)) }
      }
    case .touch:
      return .run { [probe, clock] _ in
        probe.touched.setValue(true)
        try await clock.sleep(for: .seconds(1))
      }
    case .touchInSequence:
      // The touching effect's task is created only once the concatenation's task runs.
      return .concatenate(reduce(into: &state, action: .touch), .run { _ in })
    case .touchInNestedSequence:
      // Two concatenations' tasks must run, one after the other, before the touching one exists.
      return .concatenate(reduce(into: &state, action: .touchInSequence), .run { _ in })
    case .chain:
      return .send(.chained)
    case .chained:
      state.steps.append("chained")
      return .run { [clock] _ in try await clock.sleep(for: .seconds(60)) }
    case .readClock:
      return .run { [clock] _ in try await clock.sleep(for: .seconds(1)) }
    case .twoChanges:
      state.count += 1
      state.label = "changed"
      return .none
    case .late:
      // Real time, not the clock dependency: the action arrives after the step that started it
      // has returned, whatever the test does meanwhile.
      return .run { send in
        try await Task.sleep(for: .milliseconds(30))
        await send(.arrivedLate)
      }
    case .arrivedLate:
      state.steps.append("late")
      return .none
    }
  }
}

/// Flags a `Probe`'s effects share with the test.
struct ProbeSignals: Sendable {
  let stop = LockIsolated(false)
  let touched = LockIsolated(false)
}
