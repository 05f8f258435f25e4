import StoreRuntime

/// An ``EffectMonitor`` that writes down what it hears: install it with
/// `$0.effectMonitor = log` to see which effect tasks a store runs.
@MainActor
package final class EffectLog: EffectMonitor {
  /// What the monitor heard, in order: `created 1 by 2`, `started 1`, `ended 1`.
  package private(set) var events: [String] = []
  /// The cancel handles of the tasks created so far, by task id.
  package private(set) var tasks: [Int: StoreTask] = [:]
  private var running: Set<Int> = []

  package init() {}

  /// Whether no task is running (every task created has ended).
  package var isIdle: Bool { running.isEmpty }

  package func effectCreated(_ effect: MonitoredEffect, task: StoreTask) {
    events.append("created \(effect.id) by \(effect.startedBy)")
    tasks[effect.id] = task
    running.insert(effect.id)
  }

  package func effectStarted(_ effect: MonitoredEffect) {
    events.append("started \(effect.id)")
  }

  package func effectEnded(_ effect: MonitoredEffect) {
    events.append("ended \(effect.id)")
    running.remove(effect.id)
  }
}
