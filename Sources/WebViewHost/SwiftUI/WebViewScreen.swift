#if canImport(SwiftUI) && canImport(WebKit)
  import StoreRuntime
  import SwiftUI
  import WebKit
  import WebViewFeature

  /// The screen's `WKWebView` in SwiftUI, driven by `host` for `store`.
  ///
  /// ```swift
  /// WebViewScreen(store: store, host: host)
  ///   .webViewPresentation(presenter)     // panels, toast, error banner, URLs for the system
  /// ```
  ///
  /// Make `host` before the view (``WebViewHost/init(configuration:driver:)`` without a web view,
  /// or one of ``WebViewHosts``) and give `store` its clients: the store may start loading
  /// before SwiftUI makes the web view, which then loads the last URL asked for.
  ///
  /// **Lifetime follows SwiftUI's.** When SwiftUI makes the view, a `WebViewCoordinator`
  /// connects the web view to `host` and `store`; when the view leaves the hierarchy, it is torn
  /// down for good: the store hears `screenClosed` (unless its parent closed it already) and every
  /// decision and panel WebKit still waits for gets its safe default. A new `store` in an update
  /// is connected in its place. Give each screen's view its own identity (`.id(screenID)`): one
  /// web view belongs to one screen. The page asking to close (`window.close()`) calls the
  /// environment's `dismiss`.
  ///
  /// **Child windows** (`PopupPolicy.Choice.childWebView`) are shown in a sheet over the screen;
  /// the user dismissing it sends `popupClosed`, and the page or the store closing the child
  /// dismisses it.
  ///
  /// Apple platforms only; on Linux it is type-checked against the SDK stand-ins in `AppleSDK/`
  /// and exercised against their fakes.
  public struct WebViewScreen: View {
    private let store: Store<WebViewFeature.State, WebViewFeature.Action>
    private let host: WebViewHost
    private let makeWebView: @MainActor () -> WKWebView
    @Environment(\.dismiss) private var dismiss
    @State private var popup: PopupWindow?

    /// Shows `store`'s screen in a web view `makeWebView` makes; by default one made from
    /// `.screen(host.configuration)`, a configuration of its own (web views made from one share
    /// their `WKUserContentController`, which the kit refuses) with the screen's user agent.
    public init(
      store: Store<WebViewFeature.State, WebViewFeature.Action>, host: WebViewHost,
      makeWebView: (@MainActor () -> WKWebView)? = nil
    ) {
      self.store = store
      self.host = host
      self.makeWebView = makeWebView ?? { WKWebView(frame: .zero, configuration: .screen(host.configuration)) }
    }

    /// The web view, and the sheet of its child window.
    public var body: some View {
      let popup = $popup
      WebViewRepresentable(
        store: store, host: host, makeWebView: makeWebView, closeScreen: { [dismiss] in dismiss() },
        showPopup: { popup.wrappedValue = $0.map(PopupWindow.init) }
      )
      .sheet(item: $popup, onDismiss: { [store] in if store.state.popup != nil { store.send(.popupClosed) } }) {
        PopupWebView(webView: $0.webView)
      }
    }
  }

  /// What a representable keeps between SwiftUI's calls: the coordinator of its web view.
  @MainActor
  final class WebViewScreenLink {
    private var coordinator: WebViewCoordinator?
    private weak var store: Store<WebViewFeature.State, WebViewFeature.Action>?
    /// The environment's `dismiss`, as of the last update.
    var closeScreen: @MainActor () -> Void = {}
    /// Presents the child window's web view, or dismisses it (`nil`), as of the last update.
    var showPopup: @MainActor (WKWebView?) -> Void = { _ in }

    func makeWebView(_ representable: WebViewRepresentable) -> WKWebView {
      closeScreen = representable.closeScreen
      showPopup = representable.showPopup
      let webView = representable.makeWebView()
      let coordinator = WebViewCoordinator(webView: webView, host: representable.host) { [weak self] in self?.closeScreen() }
      coordinator.onPopupChange = { [weak self] in self?.showPopup($0) }
      coordinator.connect(to: representable.store)
      (self.coordinator, store) = (coordinator, representable.store)
      return webView
    }

    func update(_ representable: WebViewRepresentable) {
      closeScreen = representable.closeScreen
      showPopup = representable.showPopup
      guard representable.store !== store else { return }
      coordinator?.connect(to: representable.store)
      store = representable.store
    }

    func tearDown() {
      coordinator?.tearDown()
    }
  }

  #if canImport(UIKit)
    /// `WebViewScreen`'s `UIViewRepresentable`: each call is one call into the link.
    struct WebViewRepresentable: UIViewRepresentable {
      let store: Store<WebViewFeature.State, WebViewFeature.Action>
      let host: WebViewHost
      let makeWebView: @MainActor () -> WKWebView
      let closeScreen: @MainActor () -> Void
      let showPopup: @MainActor (WKWebView?) -> Void

      func makeCoordinator() -> WebViewScreenLink { WebViewScreenLink() }
      func makeUIView(context: Context) -> WKWebView { context.coordinator.makeWebView(self) }
      func updateUIView(_ webView: WKWebView, context: Context) { context.coordinator.update(self) }
      static func dismantleUIView(_ webView: WKWebView, coordinator: WebViewScreenLink) { coordinator.tearDown() }
    }
  #elseif canImport(AppKit)
    /// `WebViewScreen`'s `NSViewRepresentable`: each call is one call into the link.
    struct WebViewRepresentable: NSViewRepresentable {
      let store: Store<WebViewFeature.State, WebViewFeature.Action>
      let host: WebViewHost
      let makeWebView: @MainActor () -> WKWebView
      let closeScreen: @MainActor () -> Void
      let showPopup: @MainActor (WKWebView?) -> Void

      func makeCoordinator() -> WebViewScreenLink { WebViewScreenLink() }
      func makeNSView(context: Context) -> WKWebView { context.coordinator.makeWebView(self) }
      func updateNSView(_ webView: WKWebView, context: Context) { context.coordinator.update(self) }
      static func dismantleNSView(_ webView: WKWebView, coordinator: WebViewScreenLink) { coordinator.tearDown() }
    }
  #endif
#endif
