/// An effect task the store is running, with what is needed to cancel and explain it.
struct RunningEffect {
  let task: Task<Void, Never>
  let cancelIDs: [EffectID]
  /// The `sequence` of the action whose reducer returned the effect.
  let startedBy: Int
}

/// Collects the effects started by actions that a running effect sends back.
@MainActor
private final class ChildEffects {
  var tasks: EffectTasks = nil
  /// Set when the effect's body (and its catch handler) returned: a `send` after that escaped.
  var bodyEnded = false
}

/// What an effect's task tells the store's ``EffectMonitor`` as it starts and ends. The task
/// holds it rather than the store, which it holds weakly: a task of a released store still ends.
struct EffectTaskEvents: Sendable {
  let effect: MonitoredEffect
  let monitor: (any EffectMonitor)?

  @MainActor func started() { monitor?.effectStarted(effect) }
  @MainActor func ended() { monitor?.effectEnded(effect) }
}

extension RootCore {
  /// Starts `effect`, which the reducer returned for `reducedAction`, action number `sequence`.
  func start(
    _ effect: Effect<Action>,
    cancelIDs: [EffectID],
    startedBy sequence: Int,
    returnedFor reducedAction: Action,
    into tasks: inout EffectTasks
  ) {
    switch effect.kind {
    case .none:
      return
    case .send(let action):
      tasks.add(contentsOf: process(action, origin: .effect))
    case .run(let run):
      // How code in the effect cancels by id: in this store, inside the effect's namespaces.
      let cancellation = EffectCancellation(registry: self, namespaces: cancelIDs.filter(\.isNamespace), startedBy: sequence)
      let task = register(cancelIDs: cancelIDs, startedBy: sequence, priority: run.priority) { [weak self] events in
        { @MainActor [weak self] in
          events.started()
          // The core is held weakly while the effect runs: releasing the store cancels the effect.
          let children = ChildEffects()
          await Self.execute(run) { [weak self] action in
            if children.bodyEnded { Self.reportEscapedSend(action, from: run, returnedFor: reducedAction) }
            guard let self else { return }
            children.tasks.add(contentsOf: self.process(action, origin: .effect))
          }
          children.bodyEnded = true
          await StoreTask(children.tasks).finish()
          self?.effectEnded(events.effect.id)
          events.ended()
        }
      } inheriting: { spawn in
        // The task inherits task-locals where it is created: the dependencies the effect was
        // created with, the action that started it, and where it can cancel by id.
        CurrentDependencies.$taskValues.withValue(run.dependencies) {
          EffectContext.$actionSequence.withValue(sequence) {
            EffectCancellation.$current.withValue(cancellation, operation: spawn)
          }
        }
      }
      tasks.add(task)
    case .merge(let effects):
      for effect in effects {
        start(effect, cancelIDs: cancelIDs, startedBy: sequence, returnedFor: reducedAction, into: &tasks)
      }
    case .concatenate(let effects) where effects.allSatisfy(\.isSynchronous):
      // Sends and cancellations only: they complete at once, in order, as TCA's do. An effect
      // that runs `await send(.a)` sees the actions `a`'s concatenation sends before its next
      // line, and the actions they send start their own effects without being waited for.
      for effect in effects {
        start(effect, cancelIDs: cancelIDs, startedBy: sequence, returnedFor: reducedAction, into: &tasks)
      }
    case .concatenate(let effects):
      let task = register(cancelIDs: cancelIDs, startedBy: sequence, priority: nil) { [weak self] events in
        { @MainActor [weak self] in
          events.started()
          for effect in effects {
            if Task.isCancelled { break }
            var started: EffectTasks = nil
            guard let core = self else { break }
            core.start(effect, cancelIDs: cancelIDs, startedBy: sequence, returnedFor: reducedAction, into: &started)
            await StoreTask(started).finish()
          }
          self?.effectEnded(events.effect.id)
          events.ended()
        }
      }
      tasks.add(task)
    case .cancellable(let cancelID, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id: cancelID) }
      start(effect, cancelIDs: cancelIDs + [cancelID], startedBy: sequence, returnedFor: reducedAction, into: &tasks)
    case .cancel(let cancelID):
      cancel(id: cancelID)
    }
  }

  /// Runs a `.run` effect's body, handing its actions to `deliver`; reports an error it
  /// neither handles nor catches at the `.run` line.
  private static func execute(_ run: Effect<Action>.Run, deliver: @escaping @MainActor (Action) -> Void) async {
    let send = Send<Action>(deliver)
    do {
      try await run.operation(send)
    } catch is CancellationError {
    } catch {
      if let handler = run.handler {
        await handler(error, send)
      } else {
        run.site.report(
          """
          This Effect.run threw \(StateDiff.renderLine(error)) and has no catch handler. Handle the \
          error in the effect, or pass `catch:` to .run.
          """
        )
      }
    }
  }

  /// An action sent through an effect's `send` after the effect's body returned: `send` was let
  /// out of the effect (an unstructured `Task`, a callback), where cancelling the effect cannot
  /// reach it. The action is still processed, so nothing is lost; the report points at the
  /// `.run` line and names the action the effect was returned for, as TCA's does.
  @inline(never)
  private static func reportEscapedSend(_ action: Action, from run: Effect<Action>.Run, returnedFor reducedAction: Action) {
    run.site.report(
      """
      An action was sent from a completed effect: \(StateDiff.renderLine(action)). Effect returned \
      from: \(StateDiff.renderLine(reducedAction)). The effect of this Effect.run had already ended. Don't \
      let `send` escape the effect (into an unstructured Task or a callback); await that work \
      inside the effect instead.
      """
    )
  }

  /// Starts the task of an effect and notes it as running. `inheriting` wraps the moment the
  /// task is created, so that it inherits the task-locals bound there.
  private func register(
    cancelIDs: [EffectID],
    startedBy sequence: Int,
    priority: TaskPriority?,
    operation: (EffectTaskEvents) -> EffectTaskFactory.Operation,
    inheriting: (() -> Task<Void, Never>) -> Task<Void, Never> = { $0() }
  ) -> Task<Void, Never> {
    let effect = MonitoredEffect(id: effectIDs.next(), startedBy: sequence)
    // The task cannot run before this returns: it needs the main actor, which we hold.
    let monitor = dependencyBox.effectMonitor
    let work = operation(EffectTaskEvents(effect: effect, monitor: monitor))
    let task = inheriting { [dependencyBox] in dependencyBox.makeEffectTask(priority: priority, work) }
    running[effect.id] = RunningEffect(task: task, cancelIDs: cancelIDs, startedBy: sequence)
    for cancelID in cancelIDs {
      cancellable[cancelID, default: []].insert(effect.id)
    }
    monitor?.effectCreated(effect, task: StoreTask([task]))
    return task
  }

  func cancel(id cancelID: EffectID) {
    // Nothing to cancel is the common case (a feature cancelling a document's work on every
    // commit): it costs no hashing of the type-erased id (`store-send-mix`).
    guard !cancellable.isEmpty, let ids = cancellable.removeValue(forKey: cancelID) else { return }
    for id in ids { running[id]?.task.cancel() }
  }

  private func effectEnded(_ id: Int) {
    guard let effect = running.removeValue(forKey: id) else { return }
    for cancelID in effect.cancelIDs {
      cancellable[cancelID]?.remove(id)
      if cancellable[cancelID]?.isEmpty == true { cancellable[cancelID] = nil }
    }
  }
}

extension RootCore: EffectRegistry {
  func cancelEffects(id: EffectID) {
    cancel(id: id)
  }

  func startCancellable(
    id cancelID: EffectID, startedBy sequence: Int, _ operation: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    register(cancelIDs: [cancelID], startedBy: sequence, priority: nil) { [weak self] events in
      { @MainActor [weak self] in
        events.started()
        await operation()
        self?.effectEnded(events.effect.id)
        events.ended()
      }
    }
  }
}
