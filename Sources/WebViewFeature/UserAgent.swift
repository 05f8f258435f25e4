/// What the screen's web view calls itself in its `User-Agent` header and `navigator.userAgent`.
///
/// Part of ``WebViewFeature/Configuration``, so an action log records it. The host applies it:
/// `WKWebViewConfiguration.screen(_:)` and `WebPageCoordinator` set WebKit's
/// `applicationNameForUserAgent` or `customUserAgent`, the devhost overrides Chromium's.
public enum UserAgent: Equatable, Sendable, Codable {
  /// WebKit's own, unchanged.
  case `default`
  /// WebKit's own followed by `name` (`applicationNameForUserAgent`), e.g. `"MyApp/2.3"`: sites
  /// still see the engine they test against, and the app's server can tell its web views apart.
  case applicationName(String)
  /// `text` in place of WebKit's own (`customUserAgent`); sites that sniff the engine see only
  /// what it says.
  case custom(String)
}
