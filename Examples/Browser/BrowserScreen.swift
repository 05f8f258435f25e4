import Foundation
import StoreRuntime
import WebViewFeature

/// One screen of a ``Browser``: a ``WebViewFeature`` that talks to its own web view.
///
/// The screen looks up its web view and page clients by its id in `\.screenClients`, so every
/// effect it starts reaches the `WKWebView` of this screen and no other.
public struct BrowserScreen: Reducer {
  /// A screen: its id and its web view's state.
  public struct State: Equatable, Sendable, Identifiable {
    /// The screen's id, from `@Dependency(\.uuid)`.
    public let id: UUID
    /// The screen's state.
    public var web: WebViewFeature.State

    /// Creates a screen.
    public init(id: UUID, web: WebViewFeature.State) {
      self.id = id
      self.web = web
    }
  }

  /// A screen's actions are its web view feature's.
  public typealias Action = WebViewFeature.Action

  let configuration: WebViewFeature.Configuration
  @Dependency(\.screenClients) var clients

  /// Runs the screen's `WebViewFeature` with this screen's clients.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let id = state.id
    return withDependencies {
      $0.webView = clients.webView(id)
      $0.bridgeClient = clients.bridge(id)
    } operation: {
      WebViewFeature(configuration: configuration).reduce(into: &state.web, action: action)
    }
  }
}
