import Foundation

/// What ``NavigationPolicy`` decides for a ``NavigationRequest``.
///
/// Every case but ``allow`` cancels the navigation in the web view; the payload says what happens
/// instead.
public enum NavigationDecision: Equatable, Sendable, Codable {
  /// Load it in this web view.
  case allow
  /// Drop it silently.
  case cancel
  /// Drop it and hand the URL to the OS (`UIApplication.open`).
  case openExternally(URL)
  /// Drop it and ask the host to present the URL in a new screen (`State.urlToOpen`).
  case openInApp(URL)
  /// Drop it and show the error on the screen.
  case cancelWithError(LoadError)
}

/// What ``NavigationPolicy`` decides for a ``NavigationResponse``.
public enum ResponseDecision: Equatable, Sendable, Codable {
  /// Show the response.
  case allow
  /// Drop it silently.
  case cancel
  /// Drop it and show the error on the screen.
  case cancelWithError(LoadError)
}

/// The answer a WebKit decision handler receives (`WKNavigationActionPolicy` /
/// `WKNavigationResponsePolicy`).
public enum WebKitPolicy: String, Equatable, Sendable, Codable {
  /// `.allow`
  case allow
  /// `.cancel`
  case cancel
  /// `.download`: WebKit saves the response as a file (``DownloadPolicy``) and asks where.
  case download
}
