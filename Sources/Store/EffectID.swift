/// A type-erased, sendable cancellation identifier.
struct EffectID: Hashable, @unchecked Sendable {
  // Only ever built from `Hashable & Sendable` values, so sharing it is safe.
  private let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
