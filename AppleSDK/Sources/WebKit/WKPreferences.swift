import Foundation

/// `@MainActor class WKPreferences : NSObject, NSSecureCoding` (WebKit's header: the
/// `WKPreferences.h` entry of `Declarations/WebKit-source.md`).
@MainActor open class WKPreferences: NSObject {
  /// `var minimumFontSize: CGFloat { get set }`: `0` unless set.
  open var minimumFontSize: CGFloat = 0
  /// `var javaScriptCanOpenWindowsAutomatically: Bool { get set }`: `false` unless set, as on
  /// iOS (macOS's WebKit says `true`).
  open var javaScriptCanOpenWindowsAutomatically = false

  /// `override init()`.
  public override init() { super.init() }
}
