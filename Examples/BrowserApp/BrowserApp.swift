#if canImport(SwiftUI)
  import Browser
  import Foundation
  import StoreRuntime
  import SwiftUI
  import WebViewFeature
  import WebViewHost

  /// The example SwiftUI app: a ``Browser`` (a stack of web screens) in a `NavigationStack`.
  /// A link the policy sends to a new screen pushes one; Back or the swipe pops it.
  @main
  struct BrowserApp: App {
    @State private var browser = BrowserModel()

    var body: some Scene {
      WindowGroup {
        BrowserView(store: browser.store, hosts: browser.hosts)
      }
    }
  }

  /// The app's store and each screen's kit.
  @MainActor
  final class BrowserModel {
    static let configuration = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"])))
    let hosts = WebViewHosts<UUID>(configuration: configuration)
    let store: Store<Browser.State, Browser.Action>

    init() {
      let hosts = hosts
      store = Store(initialState: Browser.State(), reducer: Browser(configuration: Self.configuration)) {
        $0.screenClients = ScreenClients(webView: hosts.webViewClient(for:), bridge: hosts.bridgeClient(for:))
        $0.appInfo = .fromBundle(userName: nil)
      }
      store.send(.open(URL(string: "https://www.example.com/")!))
    }
  }
#endif
