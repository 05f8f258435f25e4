import BridgeClient
import Foundation
import WebViewFeature

/// The kits of the web screens of a composed app, one ``WebViewHost`` per screen id.
///
/// A parent feature that pushes web screens (a stack, tabs) runs each screen's reducer with
/// clients that reach *that* screen's web view. In SwiftUI the web view is made after the
/// screen's state exists and its first `load` has run; the kit of an id is therefore made at
/// first use, keeps that load until the screen's view attaches a web view, and routes every
/// later call to it:
///
/// ```swift
/// let hosts = WebViewHosts<UUID>(configuration: configuration)
/// let store = Store(initialState: Browser.State(), reducer: Browser(configuration: configuration)) {
///   $0.screenClients = ScreenClients(webView: hosts.webViewClient(for:), bridge: hosts.bridgeClient(for:))
/// }
/// // in the screen's view: WebViewScreen(store: screenStore, host: hosts[screen.id])
/// ```
///
/// A screen's kit is torn down when its view leaves the hierarchy, for good: later calls for
/// that id reach the torn-down kit, which answers with its defaults and loads nothing. The
/// kits are kept for the life of the registry (a torn-down kit holds no handler and no web
/// view).
@MainActor
public final class WebViewHosts<ID: Hashable & Sendable> {
  /// The policy every screen's kit is made with.
  public let configuration: WebViewFeature.Configuration
  /// Called with what any screen's kit noticed and dropped, and the screen's id.
  public var onDiagnostic: (@MainActor (ID, HostDiagnostic) -> Void)?
  private var hosts: [ID: WebViewHost] = [:]

  /// Creates an empty registry; each screen's kit is made with `configuration`.
  public init(configuration: WebViewFeature.Configuration) {
    self.configuration = configuration
  }

  /// The kit of the screen `id`, made at first use.
  public subscript(id: ID) -> WebViewHost {
    if let host = hosts[id] { return host }
    let host = WebViewHost(configuration: configuration)
    host.onDiagnostic = { [weak self] in self?.onDiagnostic?(id, $0) }
    hosts[id] = host
    return host
  }

  /// The `\.webView` dependency of the screen `id`: each call goes to that screen's kit.
  public nonisolated func webViewClient(for id: ID) -> WebViewClient {
    WebViewHost.webViewClient { self[id] }
  }

  /// The `\.bridgeClient` dependency of the screen `id`: scripts go to that screen's web view.
  public nonisolated func bridgeClient(for id: ID) -> BridgeClient {
    WebViewHost.bridgeClient { self[id] }
  }
}
