import StoreRuntime
import WebViewFeature

/// One web screen's store, kit and presenter, made and wired together: what a SwiftUI app keeps
/// in `@State` for a screen of its own.
///
/// ```swift
/// @State private var screen = WebViewScreenModel(configuration: configuration)
/// // body: WebViewScreen(store: screen.store, host: screen.host).webViewPresentation(screen.presenter)
/// ```
///
/// The store's `\.webView` and `\.bridgeClient` are the kit's, and the kit is connected to the
/// store, before any web view exists: `store.send(.load(url))` may run first, and the web view
/// SwiftUI makes later loads it. A screen inside a composed feature gets its store from the
/// parent's (`store.scope`) and its kit from ``WebViewHosts`` instead.
@MainActor
public final class WebViewScreenModel {
  /// The screen's kit: `WebViewScreen` attaches the web view to it.
  public let host: WebViewHost
  /// The screen's store, running `WebViewFeature` with the kit's clients.
  public let store: Store<WebViewFeature.State, WebViewFeature.Action>
  /// What the screen asks the app to present, with the configuration's texts.
  public let presenter: WebViewPresenter

  /// Makes the screen for `configuration`; `prepareDependencies` sets the store's other
  /// dependencies (`\.appInfo`, clocks) after the kit's clients.
  public init(
    configuration: WebViewFeature.Configuration,
    initialState: WebViewFeature.State = WebViewFeature.State(),
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let host = WebViewHost(configuration: configuration)
    store = Store(initialState: initialState, reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = host.bridgeClient
      prepareDependencies(&$0)
    }
    host.connect(to: store)
    self.host = host
    presenter = WebViewPresenter(store: store, messages: configuration.messages)
  }
}
