/// Work a reducer asks the store to do after an action: send more actions, or run async code.
///
/// An effect is a description, not running work: the store starts it. Build effects with the
/// static constructors and combine them with `merge`, `concatenate`, `map` and `cancellable`.
public struct Effect<Action: Sendable>: Sendable {
  /// The async body of a `.run` effect.
  ///
  /// It runs on the main actor, where the store is, and suspends at each `await`: keep heavy
  /// computation in a nonisolated async function so the UI stays responsive. The isolation is
  /// part of the type, not inferred, because Swift infers a closure with a capture list
  /// (`{ [clock] send in … }`) as concurrent: such an effect would run on the global executor
  /// and reach its next suspension at a moment that depends on the machine's load.
  public typealias Operation = @MainActor @Sendable (Send<Action>) async throws -> Void
  /// Handles an error thrown by a `.run` body, on the main actor.
  public typealias ErrorHandler = @MainActor @Sendable (any Error, Send<Action>) async -> Void

  // The kinds, the `.run` payload and the storage are visible to inlinable code so that `.run`
  // is compiled into the reducer that calls it, where `Action` is known: compiled here, it looked
  // up the generic metadata of `Kind`, `Run` and `Storage` at run time on every call
  // (`feature-mix`). `.send` stays here: inlined, it grew every reducer's switch, which even an
  // action that returns no effect at all paid for (`feature-mix`).
  @usableFromInline
  enum Kind: Sendable {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: EffectID, cancelInFlight: Bool, effect: Effect)
    case cancel(id: EffectID)
  }

  /// A `.run` effect: its body, and what it captured where it was created.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline let priority: TaskPriority?
    @usableFromInline let operation: Operation
    @usableFromInline let handler: ErrorHandler?
    /// The dependencies in scope where the effect was created (the reducer's), which the body
    /// sees while it runs.
    @usableFromInline let dependencies: DependencyValues
    /// The `.run` call, where an unhandled error is reported.
    @usableFromInline let site: CallSite

    @inlinable
    init(
      priority: TaskPriority?, operation: @escaping Operation, handler: ErrorHandler?,
      dependencies: DependencyValues, site: CallSite
    ) {
      self.priority = priority
      self.operation = operation
      self.handler = handler
      self.dependencies = dependencies
      self.site = site
    }
  }

  /// Holds a kind other than `.none`. A class reference, so that `Effect` has the same layout
  /// whatever `Action` is: the store checks for `.none` after every action without looking up
  /// the effect's generic metadata. Its non-generic part (``EffectStorage``) says whether it is
  /// a `.cancel`, which the store then carries out without that lookup either.
  @usableFromInline
  final class Storage: EffectStorage, @unchecked Sendable {
    @usableFromInline let kind: Kind

    /// `cancelling` is the id of a `.cancel(id:)` kind, `nil` for any other.
    @inlinable
    init(_ kind: Kind, cancelling: EffectID? = nil) {
      self.kind = kind
      super.init(cancelling: cancelling)
    }
  }

  @usableFromInline let storage: Storage?

  init(_ kind: Kind) {
    switch kind {
    case .none: storage = nil
    case .cancel(let id): storage = Storage(kind, cancelling: id)
    default: storage = Storage(kind)
    }
  }

  var kind: Kind { storage?.kind ?? .none }

  @usableFromInline
  init(storage: Storage?) {
    self.storage = storage
  }

  /// Does nothing.
  @inlinable
  public static var none: Effect { Effect(storage: nil) }

  /// Feeds `action` back into the store right after the current action, before any other
  /// queued action. Prefer calling shared logic directly; use this to reuse an action's handling.
  public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

  /// Runs async work that can send actions back.
  ///
  /// Errors thrown by `operation` go to `handler`. Without a handler, an error other than
  /// `CancellationError` is reported as an issue (a test failure under `TestStore`) at this
  /// call's line. The body sees the dependencies in scope here, where the effect is created.
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping Operation,
    catch handler: ErrorHandler? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Effect {
    Effect(
      storage: Storage(
        .run(
          Run(
            priority: priority, operation: operation, handler: handler,
            dependencies: DependencyValues.current,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))))
  }

  /// Runs all `effects` at once.
  public static func merge(_ effects: [Effect]) -> Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Effect(.merge(effects))
    }
  }

  /// Runs all `effects` at once.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// Runs `effects` one after another, each starting when the previous one has finished.
  ///
  /// A concatenation of sends (and cancellations) completes at once: its actions are processed
  /// in order before the action that returned it is done, as in TCA. A sent action's own
  /// effects are not waited for; a `.run` in the list is, and what follows it starts after it.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Effect(.concatenate(effects))
    }
  }

  /// Runs `effects` one after another, each starting when the previous one has finished.
  public static func concatenate(_ effects: Effect...) -> Effect { concatenate(effects) }

  /// Runs this effect and `other` at once, as TCA's `merge(with:)`; when one does nothing, the
  /// other alone.
  ///
  /// Inlined into the reducer, so that combining an effect with a `.none`, the common case,
  /// builds no list (`Scripts/instructions.sh feature-mix`: `WebViewFeature` combines every
  /// commit's and finished load's effect this way, and paid for a list each time when it built
  /// one).
  @inlinable
  public func merge(with other: Effect) -> Effect {
    if isNone { return other }
    if other.isNone { return self }
    return .merge([self, other])
  }

  /// Runs this effect, then `other`, as TCA's `concatenate(with:)`; when one does nothing, the
  /// other alone (inlined, as ``merge(with:)`` is).
  @inlinable
  public func concatenate(with other: Effect) -> Effect {
    if isNone { return other }
    if other.isNone { return self }
    return .concatenate([self, other])
  }

  /// Cancels every running effect that was marked cancellable with `id`.
  ///
  /// Cancelling an id with nothing running is allowed and does nothing.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(.cancel(id: EffectID(id)))
  }

  /// Marks this effect's async work as cancellable with `id`.
  ///
  /// With `cancelInFlight`, work already running under `id` is cancelled before this starts,
  /// so that at most one runs at a time (a search-as-you-type pattern).
  ///
  /// Inlined, as `.run` is, so that a reducer marking its effects (a reply per bridge message)
  /// looks up no generic metadata for it (`Scripts/instructions.sh feature-mix`).
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    if isNone { return self }
    return Effect(storage: Storage(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, effect: self)))
  }

  /// Turns this effect's actions into another action type, e.g. a child's into its parent's.
  public func map<T: Sendable>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch kind {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      let operation = run.operation
      var mappedHandler: Effect<T>.ErrorHandler?
      if let handler = run.handler {
        mappedHandler = { error, send in await handler(error, send.map(transform)) }
      }
      return Effect<T>(
        .run(
          Effect<T>.Run(
            priority: run.priority, operation: { send in try await operation(send.map(transform)) },
            handler: mappedHandler, dependencies: run.dependencies, site: run.site)))
    case .merge(let effects):
      return Effect<T>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect: effect.map(transform)))
    case .cancel(let id):
      return Effect<T>(.cancel(id: id))
    }
  }

  /// Whether this effect does nothing.
  @inlinable @inline(__always)
  public var isNone: Bool { storage == nil }

  /// Whether this effect only sends and cancels, with no async work: such an effect completes
  /// while the store starts it.
  var isSynchronous: Bool {
    switch kind {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects), .concatenate(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }
}

/// What the store reads of an effect's storage without knowing its action type: the id a
/// `.cancel` cancels. A page's commit cancels its document's work, most often with nothing
/// running; read through the generic storage, each one cost the store generic metadata lookups
/// (`Scripts/instructions.sh store-send-mix`; the figures are in `Benchmarks/`).
@usableFromInline
class EffectStorage: @unchecked Sendable {
  /// The id, when the effect is `.cancel(id:)`; `nil` for any other kind. Immutable.
  @usableFromInline let cancelling: EffectID?

  @inlinable
  init(cancelling: EffectID?) {
    self.cancelling = cancelling
  }
}
