import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebKit
import WebViewFeature
import WebViewHost

/// Every suite of this target, one at a time: each coordinator observes the app's life cycle
/// on `NotificationCenter.default`, so a notification one test posts reaches every screen alive
/// in the process.
@Suite(.serialized) enum CoordinatorTests {}

/// A screen wired exactly as the README's view controller wires it, on the WebKit fake: a
/// `WKWebView`, a `WebViewCoordinator` and a store using the kit's clients.
@MainActor
final class Page {
  static let home = URL(string: "https://app.example.com/")!
  static let article = URL(string: "https://app.example.com/article")!
  static let evil = URL(string: "https://evil.com/")!
  static let configuration = WebViewFeature.Configuration(
    navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
    bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"])))

  let webView: WKWebView
  /// The app's reference; a test may drop it.
  var coordinator: WebViewCoordinator?
  let store: Store<WebViewFeature.State, WebViewFeature.Action>
  private(set) var diagnostics: [HostDiagnostic] = []
  /// How often the page asked the app to close the screen.
  var closeRequests: Int { closes.count }
  private let closes = Counter()

  /// A screen with the feature's `screen` configuration in a web view made from
  /// `configuration`, connected unless `connect` is false.
  convenience init(
    configuration: WKWebViewConfiguration = WKWebViewConfiguration(), screen: WebViewFeature.Configuration = configuration,
    connect: Bool = true
  ) {
    self.init(reducer: WebViewFeature(configuration: screen), configuration: configuration, screen: screen, connect: connect)
  }

  /// A screen running `reducer` instead (an `EmptyReducer` never answers WebKit).
  init(
    reducer: some Reducer<WebViewFeature.State, WebViewFeature.Action>,
    configuration: WKWebViewConfiguration = WKWebViewConfiguration(), screen: WebViewFeature.Configuration = configuration,
    connect: Bool = true
  ) {
    webView = WKWebView(frame: .zero, configuration: configuration)
    let coordinator = WebViewCoordinator(webView: webView, configuration: screen) { [closes] in
      closes.count += 1
    }
    store = Store(initialState: WebViewFeature.State(), reducer: reducer) {
      $0.webView = coordinator.host.webViewClient
      $0.bridgeClient = coordinator.host.bridgeClient
      $0.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "18.4", device: "iPhone17,1", userName: nil)
    }
    self.coordinator = coordinator
    coordinator.host.onDiagnostic = { [weak self] in self?.diagnostics.append($0) }
    if connect { coordinator.connect(to: store) }
  }

  /// A `WebPage` screen's model, as `WebPageScreen` is given one, with the app's facts on iOS 26.
  static func pageModel(_ screen: WebViewFeature.Configuration = configuration) -> WebViewScreenModel {
    WebViewScreenModel(configuration: screen) {
      $0.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "26.0", device: "iPhone18,1", userName: nil)
    }
  }

  static func frame(_ url: URL = home, origin: WKSecurityOrigin? = nil, isMainFrame: Bool = true) -> WKFrameInfo {
    WKFrameInfo(
      isMainFrame: isMainFrame, url: url,
      securityOrigin: origin ?? WKSecurityOrigin(protocol: url.scheme ?? "", host: url.host() ?? ""))
  }

  static func link(_ url: URL, type: WKNavigationType = .linkActivated, newWindow: Bool = false) -> WKNavigationAction {
    WKNavigationAction(url: url, navigationType: type, sourceFrame: frame(), targetFrame: newWindow ? nil : frame(url))
  }
}

@MainActor
private final class Counter {
  var count = 0
}
