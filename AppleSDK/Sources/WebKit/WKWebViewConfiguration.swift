import Foundation

/// `@MainActor class WKWebViewConfiguration : NSObject, NSSecureCoding, NSCopying`.
@MainActor open class WKWebViewConfiguration: NSObject {
  /// `var userContentController: WKUserContentController { get set }`.
  open var userContentController = WKUserContentController()

  /// `override init()`.
  public override init() { super.init() }
}
