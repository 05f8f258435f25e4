#if canImport(SwiftUI) && canImport(WebKit)
  import StoreRuntime
  import SwiftUI
  import WebKit
  import WebViewFeature

  /// The screen in WebKit's own SwiftUI view (iOS 26, macOS 26): `WebView(page)` over a
  /// `WebPage` whose decisions and panels are the kit's (`WebPageCoordinator`).
  ///
  /// ```swift
  /// WebPageScreen(store: screen.store, host: screen.host)
  ///   .webViewPresentation(screen.presenter)
  /// ```
  ///
  /// The same contract as `WebViewScreen`: the page is made and connected the first time SwiftUI
  /// shows the view, and the screen is torn down for good when the view leaves the hierarchy
  /// (SwiftUI releases its state, and with it the coordinator): the store hears `screenClosed`
  /// unless its parent closed it already, and every decision and panel WebKit still waits for
  /// gets its safe default. The page's configuration is a new one (its own
  /// `WKUserContentController`); the page asking to close calls the environment's `dismiss`.
  @available(iOS 26.0, macOS 26.0, *)
  public struct WebPageScreen: View {
    private let store: Store<WebViewFeature.State, WebViewFeature.Action>
    private let host: WebViewHost
    /// Made with every copy of the view and cheap; only the one SwiftUI keeps makes a page.
    @State private var link = WebPageScreenLink()
    @Environment(\.dismiss) private var dismiss

    /// Shows `store`'s screen in a `WebPage` driven by `host`.
    public init(store: Store<WebViewFeature.State, WebViewFeature.Action>, host: WebViewHost) {
      self.store = store
      self.host = host
    }

    /// `WebView(page)`, its swipe gestures as the screen's `WebViewSettings` say (off unless
    /// `allowsBackForwardNavigationGestures`, as for `WKWebView`).
    public var body: some View {
      WebView(link.page(store: store, host: host, closeScreen: { [dismiss] in dismiss() }))
        .webViewBackForwardNavigationGestures(host.configuration.webView.allowsBackForwardNavigationGestures ? .enabled : .disabled)
    }
  }

  /// The coordinator a `WebPageScreen` keeps in its state, made the first time the view is shown.
  @available(iOS 26.0, macOS 26.0, *)
  @MainActor
  final class WebPageScreenLink {
    private var coordinator: WebPageCoordinator?
    private weak var store: Store<WebViewFeature.State, WebViewFeature.Action>?

    /// The page, made and connected on the first call; a later call with another `store`
    /// connects that one instead.
    func page(
      store: Store<WebViewFeature.State, WebViewFeature.Action>, host: WebViewHost, closeScreen: @escaping @MainActor () -> Void
    ) -> WebPage {
      let coordinator = self.coordinator ?? WebPageCoordinator(host: host, closeScreen: closeScreen)
      if store !== self.store {
        coordinator.connect(to: store)
        (self.coordinator, self.store) = (coordinator, store)
      }
      return coordinator.page
    }
  }
#endif
