/// Where the screen's web view keeps cookies, caches and storage: WebKit's
/// `WKWebsiteDataStore`, chosen by ``WebViewFeature/Configuration/websiteDataStore``.
///
/// The host applies it when it makes the web view (`WKWebViewConfiguration.screen(_:)`,
/// `WebPageCoordinator`); the session cookies of `sessionCookiesChanged` go into that store.
public enum WebsiteDataStore: String, Equatable, Sendable, Codable {
  /// `WKWebsiteDataStore.default()`: shared by every web view of the app and kept on disk, so a
  /// session survives the screen and the app's restart.
  case `default`
  /// `WKWebsiteDataStore.nonPersistent()`: a store of the screen's web view alone, in memory,
  /// gone with it (nothing the page stores outlives the screen).
  case nonPersistent
}
