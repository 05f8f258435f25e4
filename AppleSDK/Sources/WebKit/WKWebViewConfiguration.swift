import Foundation

/// `@MainActor class WKWebViewConfiguration : NSObject, NSSecureCoding, NSCopying`.
@MainActor open class WKWebViewConfiguration: NSObject {
  /// `var userContentController: WKUserContentController { get set }`.
  open var userContentController = WKUserContentController()
  /// `var applicationNameForUserAgent: String? { get set }`: read when a web view is made.
  open var applicationNameForUserAgent: String?
  /// `var websiteDataStore: WKWebsiteDataStore { get set }`: `.default()` unless set.
  open var websiteDataStore: WKWebsiteDataStore = .default()

  /// `override init()`.
  public override init() { super.init() }

  /// What `copy()` returns in WebKit: a new configuration with the same settings, sharing the
  /// user content controller and the data store (they are references, not copied).
  package func copied() -> WKWebViewConfiguration {
    let copy = WKWebViewConfiguration()
    copy.userContentController = userContentController
    copy.applicationNameForUserAgent = applicationNameForUserAgent
    copy.websiteDataStore = websiteDataStore
    return copy
  }
}
