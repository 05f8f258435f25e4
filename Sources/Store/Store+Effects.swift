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

extension Store {
  /// The running effects, as the sequence numbers of the actions that started them.
  package var inFlightEffects: [Int] {
    running.values.map(\.startedBy).sorted()
  }

  /// Whether any effect is running (testing support; cheaper than ``inFlightEffects``).
  package var hasRunningEffects: Bool { !running.isEmpty }

  /// How many cancellation ids name a running effect (testing support: an id whose effects all
  /// ended must be forgotten, or a long-lived store grows with every effect it ever ran).
  package var cancellationIDsInUse: Int { cancellable.count }

  func start(
    _ effect: Effect<Action>,
    cancelIDs: [EffectID],
    startedBy sequence: Int,
    into tasks: inout EffectTasks
  ) {
    switch effect.kind {
    case .none:
      return
    case .send(let action):
      tasks.add(contentsOf: process(action, origin: .effect))
    case .run(let run):
      // An effect started by an action an effect sent keeps the test step of that effect.
      let stepLocation = dependencyBox.userLocation.flatMap { IssueReporting.userLocation == nil ? $0 : nil }
      let cancellation = cancellation(within: cancelIDs)
      let id = register(cancelIDs: cancelIDs, startedBy: sequence) { [weak self] id in
        let spawn = {
          Task(priority: run.priority) { @MainActor [weak self] in
            self?.effectStarted()
            // The store is held weakly while the effect runs: releasing it cancels the effect.
            let children = ChildEffects()
            await Self.execute(run) { [weak self] action in
              if children.bodyEnded { Self.reportEscapedSend(action, from: run) }
              guard let self else { return }
              children.tasks.add(contentsOf: self.process(action, origin: .effect))
            }
            children.bodyEnded = true
            await StoreTask(children.tasks).finish()
            self?.effectEnded(id)
          }
        }
        // The task inherits task-locals where it is created: the dependencies the effect was
        // created with, the action that started it, where it can cancel by id, and the test
        // step it belongs to.
        return CurrentDependencies.$taskValues.withValue(run.dependencies) {
          EffectContext.$actionSequence.withValue(sequence) {
            EffectCancellation.$current.withValue(cancellation) {
              guard let stepLocation else { return spawn() }
              return IssueReporting.$userLocation.withValue(stepLocation, operation: spawn)
            }
          }
        }
      }
      tasks.add(running[id]!.task)
    case .merge(let effects):
      for effect in effects {
        start(effect, cancelIDs: cancelIDs, startedBy: sequence, into: &tasks)
      }
    case .concatenate(let effects) where effects.allSatisfy(\.isSynchronous):
      // Sends and cancellations only: they complete at once, in order, as TCA's do. An effect
      // that runs `await send(.a)` sees the actions `a`'s concatenation sends before its next
      // line, and the actions they send start their own effects without being waited for.
      for effect in effects {
        start(effect, cancelIDs: cancelIDs, startedBy: sequence, into: &tasks)
      }
    case .concatenate(let effects):
      let id = register(cancelIDs: cancelIDs, startedBy: sequence) { [weak self] id in
        Task { @MainActor [weak self] in
          self?.effectStarted()
          for effect in effects {
            if Task.isCancelled { break }
            var started: EffectTasks = nil
            guard let store = self else { break }
            store.start(effect, cancelIDs: cancelIDs, startedBy: sequence, into: &started)
            await StoreTask(started).finish()
          }
          self?.effectEnded(id)
        }
      }
      tasks.add(running[id]!.task)
    case .cancellable(let cancelID, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id: cancelID) }
      start(effect, cancelIDs: cancelIDs + [cancelID], startedBy: sequence, into: &tasks)
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
  /// `.run` line, as TCA's does.
  @inline(never)
  private static func reportEscapedSend(_ action: Action, from run: Effect<Action>.Run) {
    run.site.report(
      """
      An action was sent from a completed effect: \(StateDiff.renderLine(action)). The effect \
      returned from this Effect.run had already ended. Don't let `send` escape the effect (into an \
      unstructured Task or a callback); await that work inside the effect instead.
      """
    )
  }

  private func register(
    cancelIDs: [EffectID],
    startedBy sequence: Int,
    makeTask: (Int) -> Task<Void, Never>
  ) -> Int {
    let id = effectIDs.next()
    unstartedEffects += 1
    // The task cannot run before this returns: it needs the main actor, which we hold.
    running[id] = RunningEffect(task: makeTask(id), cancelIDs: cancelIDs, startedBy: sequence)
    for cancelID in cancelIDs {
      cancellable[cancelID, default: []].insert(id)
    }
    return id
  }

  /// How an effect started with `cancelIDs` cancels by id: the root's is made once per store.
  private func cancellation(within cancelIDs: [EffectID]) -> EffectCancellation {
    let namespaces = cancelIDs.filter(\.isNamespace)
    guard namespaces.isEmpty else { return EffectCancellation(registry: self, namespaces: namespaces) }
    if let rootCancellation { return rootCancellation }
    let made = EffectCancellation(registry: self, namespaces: [])
    rootCancellation = made
    return made
  }

  private func cancel(id cancelID: EffectID) {
    guard let ids = cancellable.removeValue(forKey: cancelID) else { return }
    for id in ids { running[id]?.task.cancel() }
  }

  /// Whether an effect task created so far (or one those create as they start: a
  /// `concatenate` starts its first effect) has not yet started: how soon a new task gets the
  /// main actor depends on the runtime and the machine's load (testing support).
  package var hasUnstartedEffects: Bool { unstartedEffects > 0 }

  private func effectStarted() {
    unstartedEffects -= 1
  }

  private func effectEnded(_ id: Int) {
    guard let effect = running.removeValue(forKey: id) else { return }
    for cancelID in effect.cancelIDs {
      cancellable[cancelID]?.remove(id)
      if cancellable[cancelID]?.isEmpty == true { cancellable[cancelID] = nil }
    }
  }
}

extension Store: EffectRegistry {
  func cancelEffects(id: EffectID) {
    cancel(id: id)
  }

  func startCancellable(
    id cancelID: EffectID, startedBy sequence: Int, _ operation: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let id = register(cancelIDs: [cancelID], startedBy: sequence) { [weak self] id in
      Task { @MainActor [weak self] in
        self?.effectStarted()
        await operation()
        self?.effectEnded(id)
      }
    }
    return running[id]!.task
  }
}

extension Store {
  /// Cancels every running effect (testing support).
  package func cancelAllEffects() {
    for effect in running.values { effect.task.cancel() }
  }
}
