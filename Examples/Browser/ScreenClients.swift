import Foundation
import StoreRuntime
import WebViewFeature

/// The web view and page clients of each screen in a ``Browser``: every screen has its own
/// `WKWebView`, so the browser asks for the clients of the screen an action is for.
public struct ScreenClients: Sendable {
  /// The web view client of the screen with this id.
  public var webView: @Sendable (UUID) -> WebViewClient
  /// The page client of the screen with this id.
  public var bridge: @Sendable (UUID) -> BridgeClient

  /// Creates the lookups; the app builds them from the web views it keeps per screen id.
  public init(
    webView: @escaping @Sendable (UUID) -> WebViewClient,
    bridge: @escaping @Sendable (UUID) -> BridgeClient
  ) {
    self.webView = webView
    self.bridge = bridge
  }
}

private enum ScreenClientsKey: DependencyKey {
  static let liveValue = ScreenClients(webView: { _ in .unimplemented }, bridge: { _ in BridgeClient.unimplemented })
  static let testValue = liveValue
}

extension DependencyValues {
  /// The clients of each screen of a ``Browser``. Unset, every call reports an issue.
  public var screenClients: ScreenClients {
    get { self[ScreenClientsKey.self] }
    set { self[ScreenClientsKey.self] = newValue }
  }
}
