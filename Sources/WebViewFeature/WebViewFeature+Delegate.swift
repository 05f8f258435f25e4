import Foundation

extension WebViewFeature {
  /// What the feature asks of its parent when ``Configuration/screenRequests`` is
  /// ``ScreenRequests/delegatedToParent``. The feature itself ignores these actions.
  public enum Delegate: Equatable, Sendable, Codable {
    /// The page asked to close this screen.
    case closeRequested
    /// The page asked to show `URL` (an allowed host) in a new screen.
    case openInNewScreen(URL)
    /// A sign-in handed to the app's authentication session ended: with the callback URL to
    /// exchange with the app's server, or cancelled, or failed. Always sent, whatever
    /// ``ScreenRequests`` says: only the app can finish a sign-in.
    case signInFinished(SignInOutcome)
  }
}
