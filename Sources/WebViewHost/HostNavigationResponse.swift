import Foundation
import WebViewFeature

/// What the kit reads from a `WKNavigationResponse`: the response as the reducer sees it.
///
/// `WKNavigationResponse` and `WebPage.NavigationResponse` conform on Apple platforms; tests and
/// other hosts pass a ``WebViewFeature/NavigationResponse`` itself.
@MainActor
package protocol HostNavigationResponse {
  /// The response as the reducer sees it.
  var navigationResponse: NavigationResponse { get }
}

extension NavigationResponse: HostNavigationResponse {
  /// The response itself.
  package var navigationResponse: NavigationResponse { self }
}
