import StoreRuntime

/// Effect round trips and cancellable-effect churn, each against the bare task doing the same.
@MainActor
enum EffectCases {
  static func run(_ bench: Bench) async -> [ResultRow] {
    let hop = await bench.measure("bare main-actor task hop", iterations: 100_000) { count in
      for _ in 0..<count {
        await Task { @MainActor in blackHole(0) }.value
      }
    }
    let running = RunningEffects()
    let store = Store(initialState: PingPong.State(), reducer: PingPong()) { $0.effectMonitor = running }
    let roundTrip = await bench.measure("effect round trip (.run → send)", iterations: 100_000) { count in
      for _ in 0..<count {
        await store.send(.ping).finish()
      }
    }

    let churnCount = bench.isFull ? 100_000 : 2_000
    let bareChurn = await bench.measure("bare task start + cancel", exactly: churnCount) { count in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(count)
      for index in 0..<count {
        tasks.last?.cancel()
        tasks.append(Task { @MainActor in try? await Task.sleep(for: .seconds(3_600)) })
        if index % 1_000 == 999 { await Task.yield() }
      }
      tasks.last?.cancel()
      for task in tasks { await task.value }
    }
    let churn = await bench.measure("cancellable effect start + cancel", exactly: churnCount) { count in
      for index in 0..<count {
        store.send(.startSleep)
        if index % 1_000 == 999 { await Task.yield() }
      }
      store.send(.stopSleep)
      while running.count > 0 { await Task.yield() }
    }
    return [
      ResultRow(hop, note: "await Task { @MainActor in }.value"),
      ResultRow(roundTrip, against: hop, goal: { .ratio(atMost: 1.5, measured: $0) }),
      ResultRow(bareChurn, note: "each new task cancels the previous one"),
      ResultRow(churn, against: bareChurn, note: "cancelInFlight; 0 effects in flight afterwards"),
    ]
  }
}

/// Counts the store's running effects, so the churn case can wait until every one has ended.
@MainActor
private final class RunningEffects: EffectMonitor {
  private(set) var count = 0

  func effectCreated(_ effect: MonitoredEffect, task: StoreTask) { count += 1 }
  func effectStarted(_ effect: MonitoredEffect) {}
  func effectEnded(_ effect: MonitoredEffect) { count -= 1 }
}
