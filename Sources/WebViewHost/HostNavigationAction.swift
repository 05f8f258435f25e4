import Foundation
import WebViewFeature

/// What the kit reads from a `WKNavigationAction`: the request as the reducer sees it.
///
/// `WKNavigationAction` and `WebPage.NavigationAction` conform on Apple platforms; tests and
/// other hosts pass a ``WebViewFeature/NavigationRequest`` itself.
@MainActor
package protocol HostNavigationAction {
  /// The request as the reducer sees it.
  var navigationRequest: NavigationRequest { get }
}

extension NavigationRequest: HostNavigationAction {
  /// The request itself.
  package var navigationRequest: NavigationRequest { self }
}

extension NavigationTarget {
  /// The target WebKit names by its target frame: `nil` (no frame: `target=_blank`,
  /// `window.open`) is a new window.
  package init(targetFrameIsMain isMainFrame: Bool?) {
    self =
      switch isMainFrame {
      case nil: .newWindow
      case true?: .mainFrame
      case false?: .subframe
      }
  }
}
