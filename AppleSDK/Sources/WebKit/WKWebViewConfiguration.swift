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
}
