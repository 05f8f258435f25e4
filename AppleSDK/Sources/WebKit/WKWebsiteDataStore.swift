import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `@MainActor class WKHTTPCookieStore : NSObject`.
///
/// A cookie replaces one with the same name, domain and path, as in a browser's store. Each call
/// suspends once before it stores, as WebKit's round trip to its network process does, so a
/// caller that does not wait for it is caught.
@MainActor open class WKHTTPCookieStore: NSObject {
  package override init() { super.init() }

  /// `func setCookie(_ cookie: HTTPCookie) async`.
  open func setCookie(_ cookie: HTTPCookie) async {
    await Task.yield()
    cookies.removeAll { Self.sameID($0, cookie) }
    cookies.append(cookie)
  }

  /// `func deleteCookie(_ cookie: HTTPCookie) async`: the cookie with its name, domain and path.
  open func deleteCookie(_ cookie: HTTPCookie) async {
    await Task.yield()
    cookies.removeAll { Self.sameID($0, cookie) }
  }

  private static func sameID(_ a: HTTPCookie, _ b: HTTPCookie) -> Bool {
    a.name == b.name && a.domain == b.domain && a.path == b.path
  }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// What the store holds, oldest first.
  package private(set) var cookies: [HTTPCookie] = []
}

/// `@MainActor class WKWebsiteDataStore : NSObject, NSSecureCoding`.
@MainActor open class WKWebsiteDataStore: NSObject {
  private static let shared = WKWebsiteDataStore(isPersistent: true)

  /// `class func `default`() -> WKWebsiteDataStore`: the app's one persistent store.
  open class func `default`() -> WKWebsiteDataStore { shared }

  /// `class func nonPersistent() -> WKWebsiteDataStore`: a new store in memory on each call.
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

  /// `var isPersistent: Bool { get }`.
  open private(set) var isPersistent: Bool

  /// `var httpCookieStore: WKHTTPCookieStore { get }`.
  open private(set) var httpCookieStore = WKHTTPCookieStore()

  private init(isPersistent: Bool) {
    self.isPersistent = isPersistent
    super.init()
  }
}
