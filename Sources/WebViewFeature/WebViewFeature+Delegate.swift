import Foundation

extension WebViewFeature {
  /// What the feature asks of its parent when ``Configuration/screenRequests`` is
  /// ``ScreenRequests/delegatedToParent``. The feature itself ignores these actions.
  public enum Delegate: Equatable, Sendable, Codable {
    /// The page asked to close this screen.
    case closeRequested
    /// The page asked to show `URL` (an allowed host) in a new screen.
    case openInNewScreen(URL)
  }
}
