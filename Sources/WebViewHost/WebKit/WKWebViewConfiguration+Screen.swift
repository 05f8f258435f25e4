#if canImport(WebKit)
  import WebKit
  import WebViewFeature

  extension WKWebViewConfiguration {
    /// A configuration for one screen's web view, made as `configuration` asks.
    ///
    /// ```swift
    /// let webView = WKWebView(frame: .zero, configuration: .screen(configuration))
    /// ```
    ///
    /// It is the web view's own (web views made from one configuration share its
    /// `WKUserContentController`, which the kit refuses), and it carries the
    /// `UserAgent.applicationName(_:)` WebKit reads only when the web view is
    /// made. `WebViewCoordinator` applies a custom user agent to any web view, and reports a web
    /// view made without the application name it should have. Its `websiteDataStore` is the one
    /// `configuration.websiteDataStore` names.
    public static func screen(_ configuration: WebViewFeature.Configuration) -> WKWebViewConfiguration {
      let made = WKWebViewConfiguration()
      if case .applicationName(let name) = configuration.userAgent { made.applicationNameForUserAgent = name }
      made.websiteDataStore = .screen(configuration)
      return made
    }
  }

  extension WKWebsiteDataStore {
    /// The store `configuration.websiteDataStore` names: the app's shared one, or a new
    /// non-persistent one for this screen alone.
    static func screen(_ configuration: WebViewFeature.Configuration) -> WKWebsiteDataStore {
      switch configuration.websiteDataStore {
      case .default: .default()
      case .nonPersistent: .nonPersistent()
      }
    }
  }
#endif
