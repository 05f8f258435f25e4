/// Where a child feature lives in its parent's state: the cancellation namespace of its effects.
struct ChildNamespace: Hashable, @unchecked Sendable {
  // Key paths and ids are immutable values; only ever compared and hashed.
  let path: AnyKeyPath
  let id: AnyHashable?

  /// A child's `id` when its state is `Identifiable`: a child replaced by one with another id is
  /// another child, as in TCA, and the old one's effects must not reach the new one.
  static func identity<State>(of state: State) -> AnyHashable? {
    guard let identifiable = state as? any Identifiable else { return nil }
    return identifier(of: identifiable)
  }

  private static func identifier<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
}
