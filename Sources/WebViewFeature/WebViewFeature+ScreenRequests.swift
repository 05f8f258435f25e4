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
