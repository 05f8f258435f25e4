/// Where a child feature lives in its parent's state: the cancellation namespace of its effects.
struct ChildNamespace: Hashable, @unchecked Sendable {
  // Key paths and ids are immutable values; only ever compared and hashed.
  let path: AnyKeyPath
  let id: AnyHashable?
}
