import Foundation
import StoreRuntime

/// Runs the main actor's queued jobs until `store` has no effect in flight, so a synchronous
/// fuzz callback (which libFuzzer calls on the main thread) can drive a real `Store`.
@MainActor
func runUntilIdle<State, Action>(_ store: Store<State, Action>) {
  var rounds = 0
  while !store.inFlightEffects.isEmpty {
    rounds += 1
    invariant(rounds < 100_000, "effects still in flight after 100,000 run-loop rounds: \(store.inFlightEffects)")
    _ = RunLoop.main.run(mode: .default, before: .distantPast)
  }
}
