import BridgeClient
import Foundation
import StoreRuntime
import WebViewFeature
import WebViewHost

/// A screen wired the way an app wires it: a web view, the kit, and a store using the kit's
/// clients.
@MainActor
struct Screen {
  static let home = URL(string: "https://app.example.com/")!
  static let article = URL(string: "https://app.example.com/article")!
  static let evil = URL(string: "https://evil.com/")!
  /// The frame panels come from unless a test says otherwise.
  static let mainFrame = BridgeFrame(url: home, isMainFrame: true)
  static let configuration = WebViewFeature.Configuration(
    navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
    bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"])))

  let webView = FakeWebView()
  let host: WebViewHost
  var store: Store<WebViewFeature.State, WebViewFeature.Action>
  var diagnostics: [HostDiagnostic] { diagnosticLog.items }
  private let diagnosticLog = DiagnosticLog()

  /// A connected screen in an app whose Info.plist lists `appBoundDomains` (by default none).
  init(configuration: WebViewFeature.Configuration = Self.configuration, appBoundDomains: [String]? = nil) {
    host = WebViewHost(configuration: configuration, driver: webView, appBoundDomains: appBoundDomains)
    let host = host
    store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = host.bridgeClient
      $0.appInfo = AppInfo(appVersion: "2.3.0", build: "41", osVersion: "17.5", device: "iPhone15,2", userName: "Mina")
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: 1_000))
    }
    host.onDiagnostic = { [diagnosticLog] in diagnosticLog.items.append($0) }
    host.connect(to: store)
  }
}

@MainActor
private final class DiagnosticLog {
  var items: [HostDiagnostic] = []
}
