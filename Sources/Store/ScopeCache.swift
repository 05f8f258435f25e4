/// The stores a store handed out for key paths, held weakly: scoping again with the same paths
/// (a view that scopes in its body, on every render) returns the same store while it is alive,
/// as TCA's does.
///
/// A scope made from a ``CasePath`` value is not cached: a closure has no identity to compare.
/// An optional or element child is cached by its `id` too (when it is `Identifiable`), so a child
/// presented anew is a new store, not the one a dismissed child left.
@MainActor
struct ScopeCache {
  struct Key: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath
    let identity: AnyHashable?
  }

  private final class WeakStore {
    weak var store: AnyObject?
    init(_ store: AnyObject) { self.store = store }
  }

  private var stores: [Key: WeakStore] = [:]

  /// The live store cached for `key`, or the one `make` returns, cached from now on.
  mutating func store<Child: AnyObject>(for key: Key, make: () -> Child) -> Child {
    if let cached = stores[key]?.store as? Child { return cached }
    // Forget the stores that are gone, so the cache holds no more keys than live stores.
    stores = stores.filter { $0.value.store != nil }
    let made = make()
    stores[key] = WeakStore(made)
    return made
  }
}
