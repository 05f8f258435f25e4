/// What code inside an effect needs to cancel by id, as TCA's `Task.cancel(id:)` and
/// `withTaskCancellation(id:)` do: the store that runs it, the child namespaces it runs in (so
/// that a child's `Task.cancel(id: "timer")` cancels that child's timer, not its sibling's), and
/// the action that started it (which the work of `withTaskCancellation` is filed under).
///
/// A store sets it as a task-local for every `.run` effect it starts.
final class EffectCancellation: Sendable {
  @TaskLocal static var current: EffectCancellation?

  /// The store, once it is gone `nil`: an effect outliving its store cancels nothing.
  var registry: (any EffectRegistry)? { weakRegistry.registry }
  // Held weakly through a struct: `weak let` would say it in one line, but it is Swift 6.3
  // (SE-0481) and the package admits Swift 6.2.
  private let weakRegistry: WeakRegistry
  /// The namespaces of the children the effect runs in, outermost first.
  let namespaces: [EffectID]
  /// The ``ReducedAction/sequence`` of the action whose reducer returned the effect.
  let startedBy: Int

  init(registry: any EffectRegistry, namespaces: [EffectID], startedBy: Int) {
    self.weakRegistry = WeakRegistry(registry: registry)
    self.namespaces = namespaces
    self.startedBy = startedBy
  }

  /// `id` as the effect's own reducer would have named it: inside each of its namespaces.
  func cancelID(_ id: some Hashable & Sendable) -> EffectID {
    EffectID(id).namespaced(in: namespaces)
  }
}

/// A store, weakly.
private struct WeakRegistry: Sendable {
  weak var registry: (any EffectRegistry)?
}

/// A store as code inside its effects reaches it.
@MainActor
protocol EffectRegistry: AnyObject, Sendable {
  /// Cancels every running effect cancellable with `id`, as `.cancel(id:)` does.
  func cancelEffects(id: EffectID)
  /// Runs `operation` as an effect of its own, cancellable with `id`, started by `sequence`.
  func startCancellable(id: EffectID, startedBy sequence: Int, _ operation: @escaping @MainActor @Sendable () async -> Void)
    -> Task<Void, Never>
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects of the store running this code that are cancellable with `id`, as the
  /// reducer's `.cancel(id:)` would: effects started with `.cancellable(id:)` and work run in
  /// `withTaskCancellation(id:)`. Inside a child feature, `id` is the child's own, as in its
  /// reducer. Call it from an effect; elsewhere it cancels nothing and is reported.
  @MainActor
  public static func cancel(
    id: some Hashable & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard let cancellation = EffectCancellation.current else {
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column).report(
        "Task.cancel(id: \(StateDiff.renderLine(id))) was called outside an effect: it cancels the effects of the store running the code that calls it, and no store runs this code."
      )
      return
    }
    cancellation.registry?.cancelEffects(id: cancellation.cancelID(id))
  }
}

/// Runs `operation` so that it can be cancelled by `id`, from inside an effect: by the reducer's
/// `.cancel(id:)`, by `Task.cancel(id:)`, or by a later call with `cancelInFlight`.
///
/// ```swift
/// return .run { send in
///   let results = try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await searchClient.search(query)
///   }
///   await send(.resultsLoaded(results))
/// }
/// ```
///
/// The work runs as an effect of its own store, so a `TestStore` waits for it like any effect.
/// Cancelling the effect that called it cancels the work too. Outside an effect, `operation`
/// simply runs, and the call is reported: no store could cancel it.
@MainActor
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  operation: @escaping @MainActor @Sendable () async throws -> T
) async throws -> T {
  guard let cancellation = EffectCancellation.current, let registry = cancellation.registry else {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).report(
      "withTaskCancellation(id: \(StateDiff.renderLine(id))) was called outside an effect: no store can cancel its work.")
    return try await operation()
  }
  let cancelID = cancellation.cancelID(id)
  if cancelInFlight { registry.cancelEffects(id: cancelID) }
  let outcome = LockIsolated<Result<T, any Error>?>(nil)
  let task = registry.startCancellable(id: cancelID, startedBy: cancellation.startedBy) {
    do { outcome.setValue(.success(try await operation())) } catch { outcome.setValue(.failure(error)) }
  }
  await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  return try outcome.value?.get() ?? { throw CancellationError() }()
}
