import StoreRuntime

/// The web view's back-forward list as the screen sees it: whether it can go back or forward
/// (``WebViewFeature/State/canGoBack``), the user's requests, and the back button's rule.
extension WebViewFeature {
  /// What the screen's back button (``Action/backButtonTapped``) does at the first page of the
  /// web view's history; before it, the button always goes back in the page.
  public enum BackButton: String, Sendable, Equatable, Codable {
    /// Closes the screen, as the page's `window.close()` does (``Configuration/screenRequests``
    /// says who acts): the rule of most hybrid apps. The default.
    case closesScreenAtFirstPage
    /// Does nothing: the app decides what leaves the screen.
    case staysAtFirstPage
  }

  /// Closes the child window when one is open (the host closes it when ``State/popup`` goes);
  /// else back in the page while it can go back; at its first page, ``Configuration/backButton``.
  func backButtonTapped(_ state: inout State) -> Effect<Action> {
    guard !state.isClosed else { return .none }
    guard state.popup == nil else {
      state.popup = nil
      return .none
    }
    if state.canGoBack { return web { await $0.goBack() } }
    switch configuration.backButton {
    case .closesScreenAtFirstPage: return closeRequested()
    case .staysAtFirstPage: return .none
    }
  }
}
