/// Hears about each effect task a store runs: when the store creates it, when it begins running,
/// and when it ends.
///
/// Install one as a dependency of the store; the store reads it when it is created and when its
/// dependencies are replaced:
///
/// ```swift
/// @MainActor final class RunningEffects: EffectMonitor {
///   var count = 0
///   func effectCreated(_ effect: MonitoredEffect, task: StoreTask) { count += 1 }
///   func effectStarted(_ effect: MonitoredEffect) {}
///   func effectEnded(_ effect: MonitoredEffect) { count -= 1 }
/// }
///
/// let running = RunningEffects()
/// let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.effectMonitor = running
/// }
/// ```
///
/// A `TestStore` installs one to wait for effects and to name the step that started an effect
/// still running at the end; a debug overlay can count running effects the same way. Each `.run`
/// effect is a task, and so is a `concatenate` of effects that wait (it starts its parts in
/// turn, each a task of its own) and the work of each `withTaskCancellation(id:)`. A task the
/// store creates while another is being created or is running is reported as well: every task
/// is created, then started, then ended, each once.
@MainActor
package protocol EffectMonitor: AnyObject, Sendable {
  /// The store made a task for an effect; it runs once the main actor is free. `task` cancels it,
  /// as `.cancel(id:)` would cancel an effect made cancellable.
  func effectCreated(_ effect: MonitoredEffect, task: StoreTask)
  /// The task began running: it runs its first line now.
  func effectStarted(_ effect: MonitoredEffect)
  /// The task ended: its work returned or threw, it was cancelled, or its store was released.
  func effectEnded(_ effect: MonitoredEffect)
}

/// One effect task, as an ``EffectMonitor`` hears about it.
package struct MonitoredEffect: Hashable, Sendable {
  /// The task's number among the tasks its store ever ran: counted from 0, never reused.
  package let id: Int
  /// The ``ReducedAction/sequence`` of the action whose reducer returned the effect.
  package let startedBy: Int
}

private enum EffectMonitorKey: DependencyKey {
  static let liveValue: (any EffectMonitor)? = nil
  static let testValue: (any EffectMonitor)? = nil
}

extension DependencyValues {
  /// Who hears about the effect tasks a store runs; `nil` (the default) for nobody.
  package var effectMonitor: (any EffectMonitor)? {
    get { self[EffectMonitorKey.self] }
    set { self[EffectMonitorKey.self] = newValue }
  }
}
