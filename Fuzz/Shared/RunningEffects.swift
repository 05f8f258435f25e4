import Foundation
import StoreRuntime

/// Counts a store's running effects (install it as the store's `effectMonitor`), so that a
/// synchronous fuzz callback, which libFuzzer calls on the main thread, can drive a real `Store`.
@MainActor
final class RunningEffects: EffectMonitor {
  private(set) var count = 0

  func effectCreated(_ effect: MonitoredEffect, task: StoreTask) { count += 1 }
  func effectStarted(_ effect: MonitoredEffect) {}
  func effectEnded(_ effect: MonitoredEffect) { count -= 1 }

  /// Runs the main actor's queued jobs until no effect is running.
  func runUntilIdle() {
    var rounds = 0
    while count > 0 {
      rounds += 1
      invariant(rounds < 100_000, "\(count) effects still running after 100,000 run-loop rounds")
      _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }
  }
}
