import WebViewFeature

/// Gives each main-frame load (a `WKNavigation` object) a ``LoadID``, without keeping the
/// navigation alive.
///
/// A load gets its id when it starts; later callbacks for it find the same id. A callback for a
/// navigation that never started here (before the kit connected, or from a replaced web view)
/// has no id and is dropped. WebKit may pass `nil` for a navigation: each `nil` start gets a
/// fresh id, which later `nil` callbacks share.
struct LoadTracker {
  private struct Entry {
    weak var navigation: AnyObject?
    let identity: ObjectIdentifier
    let id: LoadID
  }

  private var entries: [Entry] = []
  private var nilNavigationLoad: LoadID?
  private var nextID: UInt64 = 1

  /// A new id for a load that starts now.
  mutating func start(_ navigation: AnyObject?) -> LoadID {
    let id = LoadID(nextID)
    nextID += 1
    entries.removeAll { $0.navigation == nil }
    if let navigation {
      entries.append(Entry(navigation: navigation, identity: ObjectIdentifier(navigation), id: id))
    } else {
      nilNavigationLoad = id
    }
    return id
  }

  /// The id of a load that started here, or `nil` for a stale callback.
  func id(of navigation: AnyObject?) -> LoadID? {
    guard let navigation else { return nilNavigationLoad }
    let identity = ObjectIdentifier(navigation)
    return entries.first { $0.identity == identity && $0.navigation != nil }?.id
  }

  /// Forgets every load (the web view was replaced): their late callbacks become stale.
  mutating func reset() {
    entries.removeAll()
    nilNavigationLoad = nil
  }
}
