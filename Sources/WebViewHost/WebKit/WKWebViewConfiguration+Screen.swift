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
    /// `configuration.websiteDataStore` names, and it carries `configuration.webView`'s switches
    /// but `isInspectable`, which belongs to the web view (`WebViewCoordinator` sets it), and the
    /// scheme handler that serves its `bundledPages`.
    public static func screen(_ configuration: WebViewFeature.Configuration) -> WKWebViewConfiguration {
      let made = WKWebViewConfiguration()
      if case .applicationName(let name) = configuration.userAgent { made.applicationNameForUserAgent = name }
      made.websiteDataStore = .screen(configuration)
      let settings = configuration.webView
      made.limitsNavigationsToAppBoundDomains = settings.limitsNavigationsToAppBoundDomains
      made.suppressesIncrementalRendering = settings.suppressesIncrementalRendering
      made.preferences.javaScriptCanOpenWindowsAutomatically = settings.javaScriptCanOpenWindowsAutomatically
      made.preferences.minimumFontSize = settings.appliedMinimumFontSize
      // WebKit raises an exception for a scheme it handles itself; such pages go unserved and
      // the coordinator reports them (`missingSettings`).
      if let pages = settings.bundledPages, !WKWebView.handlesURLScheme(pages.origin.scheme) {
        made.setURLSchemeHandler(BundledPagesSchemeHandler(pages), forURLScheme: pages.origin.scheme)
      }
      return made
    }

    /// The names of `settings`' fields this configuration does not carry: what a web view made
    /// from it lacks for good, since WebKit reads them only when it makes one.
    func missingSettings(_ settings: WebViewSettings) -> [String] {
      var missing: [String] = []
      if limitsNavigationsToAppBoundDomains != settings.limitsNavigationsToAppBoundDomains {
        missing.append("limitsNavigationsToAppBoundDomains")
      }
      if suppressesIncrementalRendering != settings.suppressesIncrementalRendering { missing.append("suppressesIncrementalRendering") }
      if preferences.javaScriptCanOpenWindowsAutomatically != settings.javaScriptCanOpenWindowsAutomatically {
        missing.append("javaScriptCanOpenWindowsAutomatically")
      }
      if Double(preferences.minimumFontSize) != settings.appliedMinimumFontSize { missing.append("minimumFontSize") }
      if let pages = settings.bundledPages, urlSchemeHandler(forURLScheme: pages.origin.scheme) == nil { missing.append("bundledPages") }
      return missing
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
