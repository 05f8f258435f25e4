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
    return copy
  }
}
