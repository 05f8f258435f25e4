import StoreRuntime

/// How a ``TestStore`` follows its store's effects: the store tells it, as the store's
/// ``EffectMonitor``, about each task it creates, starts and ends.
@MainActor
final class EffectTracker: EffectMonitor {
  /// The running tasks, by id, with the action that started each.
  private var running: [Int: Int] = [:]
  /// Tasks created but not yet running: how soon a new task gets the main actor depends on the
  /// runtime and the machine's load.
  private var unstarted = 0
  /// The newest action that started an effect, by its sequence number.
  private(set) var newestStarter = 0
  /// A monitor the test installed itself; it hears everything this one hears.
  var forwardingTo: (any EffectMonitor)?

  /// Whether every task created so far has begun running.
  var allStarted: Bool { unstarted == 0 }

  /// Whether no effect is running.
  var isIdle: Bool { running.isEmpty }

  /// The actions that started the running effects, by sequence number, oldest first (one per
  /// running task).
  var starters: [Int] { running.values.sorted() }

  /// Stops following the running effects: they no longer count as running, and go on.
  func stopFollowingRunning() {
    running.removeAll()
  }

  func effectCreated(_ effect: MonitoredEffect, task: StoreTask) {
    running[effect.id] = effect.startedBy
    unstarted += 1
    newestStarter = max(newestStarter, effect.startedBy)
    forwardingTo?.effectCreated(effect, task: task)
  }

  func effectStarted(_ effect: MonitoredEffect) {
    unstarted -= 1
    forwardingTo?.effectStarted(effect)
  }

  func effectEnded(_ effect: MonitoredEffect) {
    running[effect.id] = nil
    forwardingTo?.effectEnded(effect)
  }
}
