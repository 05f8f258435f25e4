import Foundation
import StoreRuntime

extension WebViewFeature {
  /// Who acts when the page asks to close the screen (bridge `pop`/`close`, `window.close()`) or
  /// to show a URL in a new screen (bridge `openUrl`, `window.open`, a link targeting a new window).
  public enum ScreenRequests: String, Sendable, Equatable, Codable {
    /// The feature does: it calls ``WebViewClient/closeScreen()`` and sets ``State/urlToOpen``,
    /// which a simple host presents. The default.
    case handledByFeature
    /// The parent feature does: the feature sends ``Action/delegate(_:)`` with
    /// ``Delegate/closeRequested`` or ``Delegate/openInNewScreen(_:)``, and neither calls the web
    /// view nor sets ``State/urlToOpen``. For apps that compose screens (a stack, tabs).
    case delegatedToParent
  }
}

/// The page asking to close the screen or to open a URL in a new one: done here or handed to the
/// parent, as ``WebViewFeature/Configuration/screenRequests`` says.
extension WebViewFeature {
  /// Closes the screen, or asks the parent to (``Configuration/screenRequests``).
  func closeRequested() -> Effect<Action> {
    switch configuration.screenRequests {
    case .handledByFeature: web { await $0.closeScreen() }
    case .delegatedToParent: .send(.delegate(.closeRequested))
    }
  }

  /// Shows `url` in a new screen: through ``State/urlToOpen``, or by asking the parent.
  func openInNewScreen(_ url: URL, _ state: inout State) -> Effect<Action> {
    switch configuration.screenRequests {
    case .handledByFeature:
      state.urlToOpen = url
      return .none
    case .delegatedToParent:
      return .send(.delegate(.openInNewScreen(url)))
    }
  }
}
