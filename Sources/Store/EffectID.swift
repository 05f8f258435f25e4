/// A type-erased, sendable cancellation identifier.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  // Only ever built from `Hashable & Sendable` values, so sharing it is safe.
  private let base: AnyHashable

  @usableFromInline
  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }

  /// Whether this id is a child's namespace (`ifLet`, `forEach`, `ifCaseLet`), not a user's id.
  var isNamespace: Bool { base.base is ChildNamespace }

  /// This id as a reducer running inside `namespaces` (outermost first) names it once its
  /// effects reach the store: each enclosing child renames it, innermost first.
  func namespaced(in namespaces: [EffectID]) -> EffectID {
    namespaces.reversed().reduce(self) { id, namespace in EffectID(NamespacedID(namespace: namespace, id: id)) }
  }
}

/// An id inside a child's namespace, so that two children using the same id do not cancel
/// each other's effects.
private struct NamespacedID: Hashable, Sendable {
  let namespace: EffectID
  let id: EffectID
}

extension Effect {
  /// This effect with every cancellation id it uses moved into `namespace`, and all of its work
  /// cancellable as `namespace` itself (so that removing a child cancels everything it started).
  func scoped(to namespace: EffectID) -> Effect {
    if isNone { return self }
    return Effect(.cancellable(id: namespace, cancelInFlight: false, effect: renamingIDs(into: namespace)))
  }

  private func renamingIDs(into namespace: EffectID) -> Effect {
    switch kind {
    case .none, .send, .run:
      return self
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.renamingIDs(into: namespace) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.renamingIDs(into: namespace) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      let scopedID = EffectID(NamespacedID(namespace: namespace, id: id))
      return Effect(.cancellable(id: scopedID, cancelInFlight: cancelInFlight, effect: effect.renamingIDs(into: namespace)))
    case .cancel(let id):
      return Effect(.cancel(id: EffectID(NamespacedID(namespace: namespace, id: id))))
    }
  }
}
