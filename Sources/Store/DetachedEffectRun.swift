/// How a ``Effect/runDetached(actionSequence:timeout:receive:)`` run ended.
package enum DetachedEffectOutcome: Sendable, Equatable {
  /// Every part of the effect ended.
  case finished
  /// Some part was still running at the deadline; it was cancelled and left behind.
  case timedOut
}

extension Effect {
  /// Runs this effect without a store, to see what it does: for replaying a log, where the
  /// effects' calls to the outside world are wanted but their actions must not be reduced again.
  ///
  /// `.run` bodies see the dependencies they were created with and, as in a store,
  /// ``EffectContext/actionSequence`` set to `actionSequence`. Every action the effect sends
  /// (`.send`, or `send` in a body) goes to `receive` and nowhere else. `merge`, `concatenate`,
  /// `cancellable` and `cancel` behave as in a store, within this run only. Errors a body throws
  /// go to its `catch:` handler; without one they are dropped (the run only observes).
  ///
  /// Returns once everything ended, or at `timeout` (wall clock) after cancelling what is left,
  /// so a body that waits for something that never comes cannot hang the caller.
  @MainActor
  package func runDetached(
    actionSequence: Int,
    timeout: Duration,
    receive: @escaping @MainActor (Action) -> Void
  ) async -> DetachedEffectOutcome {
    if isNone { return .finished }
    let run = DetachedEffectRun<Action>(sequence: actionSequence, receive: receive)
    let work = Task { @MainActor in await run.execute(self, cancelIDs: []) }
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let resume = ResumeOnce(continuation)
      let deadline = Task {
        try? await Task.sleep(for: timeout)
        resume(false)
      }
      Task { @MainActor in
        await work.value
        deadline.cancel()
        resume(true)
      }
    }
    if finished { return .finished }
    // Every part is awaited under a cancellation handler that cancels it, so this reaches all.
    work.cancel()
    return .timedOut
  }
}

/// The tasks of one detached run, by cancellation id.
@MainActor
private final class DetachedEffectRun<Action: Sendable> {
  let sequence: Int
  let receive: @MainActor (Action) -> Void
  private var running: [EffectID: [Task<Void, Never>]] = [:]

  init(sequence: Int, receive: @escaping @MainActor (Action) -> Void) {
    self.sequence = sequence
    self.receive = receive
  }

  /// Runs `effect` and returns when it ended.
  func execute(_ effect: Effect<Action>, cancelIDs: [EffectID]) async {
    switch effect.kind {
    case .none:
      return
    case .send(let action):
      receive(action)
    case .run(let run):
      let task = start(run)
      for id in cancelIDs { running[id, default: []].append(task) }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .merge(let effects):
      let children = effects.map { child in Task { @MainActor in await self.execute(child, cancelIDs: cancelIDs) } }
      await withTaskCancellationHandler {
        for child in children { await child.value }
      } onCancel: {
        for child in children { child.cancel() }
      }
    case .concatenate(let effects):
      for child in effects {
        if Task.isCancelled { return }
        await execute(child, cancelIDs: cancelIDs)
      }
    case .cancellable(let id, let cancelInFlight, let child):
      if cancelInFlight { cancel(id) }
      await execute(child, cancelIDs: cancelIDs + [id])
    case .cancel(let id):
      cancel(id)
    }
  }

  private func cancel(_ id: EffectID) {
    for task in running.removeValue(forKey: id) ?? [] { task.cancel() }
  }

  private func start(_ run: Effect<Action>.Run) -> Task<Void, Never> {
    let receive = receive
    let task = CurrentDependencies.$taskValues.withValue(run.dependencies) {
      EffectContext.$actionSequence.withValue(sequence) {
        Task(priority: run.priority) { @MainActor in
          let send = Send<Action>(receive)
          do {
            try await run.operation(send)
          } catch {
            if let handler = run.handler { await handler(error, send) }
          }
        }
      }
    }
    return task
  }
}

/// Resumes a continuation the first time it is called; later calls do nothing.
private final class ResumeOnce: Sendable {
  private let continuation: LockIsolated<CheckedContinuation<Bool, Never>?>

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = LockIsolated(continuation)
  }

  func callAsFunction(_ value: Bool) {
    let pending = continuation.withValue { pending in
      defer { pending = nil }
      return pending
    }
    pending?.resume(returning: value)
  }
}
