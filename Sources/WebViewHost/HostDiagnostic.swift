import WebViewFeature

/// Something the kit noticed that a developer should know about: never shown to a user.
public enum HostDiagnostic: Equatable, Sendable {
  /// The reducer answered a decision or a panel the kit no longer holds: answered before, or
  /// from before a teardown. WebKit's handler was not called again.
  case unknownAnswer(String)
  /// A load callback named a navigation the kit never saw start, or one from a replaced web
  /// view; it was dropped.
  case staleLoadCallback(String)
  /// WebKit asked while no store was connected, or after it went away: the request was
  /// answered with its safe default.
  case answeredWithoutStore(String)
  /// `connect(to:)` was called after `tearDown()`: a torn-down kit stays torn down (it
  /// answers WebKit with its defaults); make a new one for a new screen.
  case connectedAfterTearDown
  /// `WebViewCoordinator.connect(to:)` found the web view's `WKUserContentController` in use by
  /// another connected coordinator (two web views sharing one configuration's controller):
  /// WebKit allows one script message handler per name, and the controller's user scripts
  /// (the session's token among them) would reach both pages. This one was not connected; give
  /// each web view a configuration of its own.
  case userContentControllerInUse
  /// `WebViewCoordinator.connect(to:)` found a web view made without the application name the
  /// screen's user agent asks for (`UserAgent.applicationName(_:)`), which WebKit
  /// reads only when a web view is made: the page sees WebKit's own user agent. Make the web view
  /// with `WKWebViewConfiguration.screen(_:)`.
  case userAgentNotApplied(applicationName: String)
  /// `connect(to:)` found a configuration that trusts cleartext (`http:`) pages of these host
  /// patterns, with the bridge (`BridgeConfiguration.cleartextOrigins`) or with the session
  /// (`SessionOrigins.hosts(_:cleartext:)`). What that costs: anyone on the network between the
  /// device and such a host can rewrite its pages, call every plugin, read every answer and, with
  /// the session, the access token. Reported once per connection; list development hosts only.
  case cleartextOriginsTrusted([String])
  /// `WebViewCoordinator.connect(to:)` found a web view made without some of the screen's
  /// `WebViewSettings` that WebKit reads only when a web view is made: these fields' names
  /// (`suppressesIncrementalRendering`, say). Make the web view with
  /// `WKWebViewConfiguration.screen(_:)`. `WebPageCoordinator.connect(to:)` reports the same
  /// for what a `WebPage` does not have, when set: `javaScriptCanOpenWindowsAutomatically`,
  /// `minimumFontSize`, and `downloads` (WebPage has no public download API: what
  /// `DownloadPolicy` would download is cancelled).
  case settingsNotApplied([String])
  /// `connect(to:)` found an app whose Info.plist lists these `WKAppBoundDomains` and a screen
  /// that does not limit navigations to them (`WebViewSettings.limitsNavigationsToAppBoundDomains`).
  /// WebKit then refuses the web view's script message handlers, document-start scripts and
  /// cookie changes: the bridge, the session scripts and the session cookies do not work.
  case appBoundDomainsNotLimited([String])
  /// `connect(to:)` found a screen that limits navigations to app-bound domains in an app whose
  /// Info.plist lists no `WKAppBoundDomains`.
  case appBoundDomainsMissing
  /// `connect(to:)` found a screen that limits navigations to the app's `WKAppBoundDomains`, and
  /// these host patterns of its navigation policy, bridge or session outside them: WebKit loads
  /// no page of theirs (`WKError.Code.navigationAppBoundDomain`). List their domains in the
  /// Info.plist (ten at most), or take the patterns out.
  case notAppBound([String])
  /// A server `CredentialPolicy.clientCertificateHosts` lists asked for a client certificate,
  /// and ``WebViewHost/clientIdentity`` gave none for its host: the request went to the system's
  /// own handling.
  case clientIdentityMissing(host: String)
  /// Something the reducer reported through `WebViewClient.diagnose`.
  case feature(WebViewDiagnostic)
}
