import Foundation

/// `@MainActor class WKWebViewConfiguration : NSObject, NSSecureCoding, NSCopying`.
@MainActor open class WKWebViewConfiguration: NSObject {
  /// `var userContentController: WKUserContentController { get set }`.
  open var userContentController = WKUserContentController()
  /// `var applicationNameForUserAgent: String? { get set }`: read when a web view is made.
  open var applicationNameForUserAgent: String?
  /// `var websiteDataStore: WKWebsiteDataStore { get set }`: `.default()` unless set.
  open var websiteDataStore: WKWebsiteDataStore = .default()
  /// `var preferences: WKPreferences { get set }`.
  open var preferences = WKPreferences()
  /// `var limitsNavigationsToAppBoundDomains: Bool { get set }`: `false` unless set.
  open var limitsNavigationsToAppBoundDomains = false
  /// `var suppressesIncrementalRendering: Bool { get set }`: `false` unless set.
  open var suppressesIncrementalRendering = false

  /// The registered scheme handlers, by scheme in lowercase (WebKit reads schemes in any case).
  private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]

  /// `func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme
  /// urlScheme: String)`: as WebKit's header says, an invalid scheme, one WebKit handles and a
  /// second handler for one scheme raise an exception (here they trap). The handler is retained.
  open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
    let scheme = urlScheme.lowercased()
    guard let first = scheme.unicodeScalars.first, ("a"..."z").contains(first),
      scheme.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
    else { fatalError("'\(urlScheme)' is not a valid URL scheme") }
    if WKWebView.handlesURLScheme(scheme) { fatalError("'\(urlScheme)' is a URL scheme that WKWebView handles natively") }
    if schemeHandlers[scheme] != nil { fatalError("URL scheme '\(urlScheme)' already has a registered URL scheme handler") }
    schemeHandlers[scheme] = urlSchemeHandler
  }

  /// `func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)?`.
  open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
    schemeHandlers[urlScheme.lowercased()]
  }

  /// `override init()`.
  public override init() { super.init() }

  /// What `copy()` returns in WebKit: a new configuration with the same settings, sharing the
  /// user content controller, the data store and the preferences (they are references, not
  /// copied).
  package func copied() -> WKWebViewConfiguration {
    let copy = WKWebViewConfiguration()
    copy.userContentController = userContentController
    copy.applicationNameForUserAgent = applicationNameForUserAgent
    copy.websiteDataStore = websiteDataStore
    copy.preferences = preferences
    copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
    copy.suppressesIncrementalRendering = suppressesIncrementalRendering
    copy.schemeHandlers = schemeHandlers
    return copy
  }
}
