import JSON

/// Switches WebKit reads from the web view itself, and the app's bundled pages:
/// ``WebViewFeature/Configuration/webView``.
///
/// The host applies them when it makes the web view (`WKWebViewConfiguration.screen(_:)`,
/// `WebPageCoordinator`) and when it connects to one (``isInspectable``,
/// ``allowsBackForwardNavigationGestures``). A web view made without the others is reported
/// (`HostDiagnostic.settingsNotApplied`), because WebKit reads them only when the web view is
/// made. They are part of the configuration, so an action log's header records them and a
/// replay reduces with them.
///
/// ```swift
/// var configuration = WebViewFeature.Configuration(navigation: policy)
/// #if DEBUG
///   configuration.webView.isInspectable = true
/// #endif
/// ```
///
/// The defaults are the same on iOS and macOS, which WebKit's are not:
/// ``javaScriptCanOpenWindowsAutomatically`` is `false` on both, where macOS's WebKit would say
/// `true`.
///
/// Decoding gives a missing or `null` field its default, as ``WebViewFeature/Configuration``
/// does.
public struct WebViewSettings: Sendable, Equatable, Codable {
  /// Whether Safari's Web Inspector may inspect the page (`WKWebView.isInspectable`); `false`
  /// by default. Turn it on in debug builds only: whoever holds the device, or a Mac it is
  /// attached to, can then read and run anything in the page, the session's token included.
  public var isInspectable: Bool
  /// Whether the web view loads only the app's app-bound domains, the `WKAppBoundDomains` of
  /// its Info.plist (`limitsNavigationsToAppBoundDomains`); `false` by default.
  ///
  /// An app whose Info.plist lists `WKAppBoundDomains` must turn it on: without it WebKit
  /// refuses such an app's script message handlers, document-start scripts and cookie changes,
  /// so the bridge, the session scripts and the session cookies stop working. With it, a page
  /// outside those domains does not load at all. The host checks both when it connects
  /// (`HostDiagnostic.appBoundDomainsNotLimited`, `HostDiagnostic.notAppBound`).
  public var limitsNavigationsToAppBoundDomains: Bool
  /// Whether the web view shows a page only once it is loaded whole
  /// (`suppressesIncrementalRendering`); `false` by default.
  public var suppressesIncrementalRendering: Bool
  /// Whether the page's script may open windows without a user's tap
  /// (`WKPreferences.javaScriptCanOpenWindowsAutomatically`); `false` by default. A window it
  /// opens still goes through ``WebViewFeature/Configuration/popups``.
  public var javaScriptCanOpenWindowsAutomatically: Bool
  /// The smallest font size the page is shown with, in points (`WKPreferences.minimumFontSize`);
  /// `0` by default, which sets no minimum. A negative or non-finite size counts as `0`.
  public var minimumFontSize: Double
  /// Whether a horizontal swipe goes back and forward in the page's history
  /// (`WKWebView.allowsBackForwardNavigationGestures`, SwiftUI's
  /// `webViewBackForwardNavigationGestures(_:)` for `WebPage`); `false` by default on both,
  /// where SwiftUI's `WebView` alone would say yes. A swipe is a `.backForward` navigation the
  /// navigation policy decides like any other, and at the first page there is nothing to swipe
  /// back to: the back button's rule (`BackButton`) is the way out of the screen.
  public var allowsBackForwardNavigationGestures: Bool
  /// A folder of the app's files served under one of its own origins (`app://localhost`)
  /// through a scheme handler; `nil` (the default) registers none. See ``BundledPages``.
  public var bundledPages: BundledPages?

  /// Creates settings; the defaults are WebKit's iOS ones.
  public init(
    isInspectable: Bool = false,
    limitsNavigationsToAppBoundDomains: Bool = false,
    suppressesIncrementalRendering: Bool = false,
    javaScriptCanOpenWindowsAutomatically: Bool = false,
    minimumFontSize: Double = 0,
    bundledPages: BundledPages? = nil,
    allowsBackForwardNavigationGestures: Bool = false
  ) {
    self.isInspectable = isInspectable
    self.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
    self.suppressesIncrementalRendering = suppressesIncrementalRendering
    self.javaScriptCanOpenWindowsAutomatically = javaScriptCanOpenWindowsAutomatically
    self.minimumFontSize = minimumFontSize
    self.bundledPages = bundledPages
    self.allowsBackForwardNavigationGestures = allowsBackForwardNavigationGestures
  }

  /// The minimum font size the host gives WebKit: ``minimumFontSize``, or `0` for a size that is
  /// negative or not finite.
  package var appliedMinimumFontSize: Double {
    minimumFontSize.isFinite && minimumFontSize > 0 ? minimumFontSize : 0
  }

  private enum CodingKeys: String, CodingKey {
    case isInspectable, limitsNavigationsToAppBoundDomains, suppressesIncrementalRendering
    case javaScriptCanOpenWindowsAutomatically, minimumFontSize, bundledPages, allowsBackForwardNavigationGestures
  }

  /// Decodes settings; a missing or `null` field takes its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = WebViewSettings()
    self.init(
      isInspectable: try container.decode(.isInspectable, or: defaults.isInspectable),
      limitsNavigationsToAppBoundDomains: try container.decode(
        .limitsNavigationsToAppBoundDomains, or: defaults.limitsNavigationsToAppBoundDomains),
      suppressesIncrementalRendering: try container.decode(.suppressesIncrementalRendering, or: defaults.suppressesIncrementalRendering),
      javaScriptCanOpenWindowsAutomatically: try container.decode(
        .javaScriptCanOpenWindowsAutomatically, or: defaults.javaScriptCanOpenWindowsAutomatically),
      minimumFontSize: try container.decode(.minimumFontSize, or: defaults.minimumFontSize),
      bundledPages: try container.decodeIfPresent(BundledPages.self, forKey: .bundledPages),
      allowsBackForwardNavigationGestures: try container.decode(
        .allowsBackForwardNavigationGestures, or: defaults.allowsBackForwardNavigationGestures))
  }
}
