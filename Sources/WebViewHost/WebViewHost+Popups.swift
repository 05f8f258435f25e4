import Foundation
import WebViewFeature

/// Windows the page opens, and the child web view of `State.popup`.
///
/// WebKit wants the child web view back from `createWebViewWith` at once, so the kit sends
/// `windowOpenRequested` and reads the answer from the store in the same call: the reducer
/// decides (`PopupPolicy`), the kit only reports it. The child's navigations, commits and
/// `window.close()` come back through the methods below; when `State.popup` goes back to `nil`
/// the kit closes the child.
extension WebViewHost {
  /// `createWebViewWith`: sends `windowOpenRequested`; `true` when the screen opened a child
  /// window (`State.popup`) for it. Then return a web view made with WebKit's configuration and
  /// hand it to ``attachPopup(close:)``; otherwise return `nil`.
  @discardableResult
  package func createWebView(for action: some HostNavigationAction) -> Bool {
    let wasOpen = popup.isOpen
    popup.isOpening = true
    deliver(.windowOpenRequested(action.navigationRequest))
    popup.isOpening = false
    return !wasOpen && popup.isOpen
  }

  /// The child web view WebKit got: `close` removes it (from the screen, and from the kit's
  /// delegates) when `State.popup` becomes `nil`, or at once when it already is.
  package func attachPopup(close: @escaping @MainActor () -> Void) {
    guard popup.isOpen, !isTornDown else { return close() }
    popup.close?()
    popup.close = close
  }

  /// `decidePolicyFor navigationAction` in the child web view: keeps `decisionHandler` until
  /// the reducer decides.
  package func decidePopupPolicy(
    for action: some HostNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WebKitPolicy) -> Void
  ) {
    let id = makeNavigationID()
    navigationHandlers.insert(.init(id: id, fallback: .cancel, handler: decisionHandler))
    deliver(.popupNavigationRequested(id, action.navigationRequest), orAnswer: { self.answerNavigation(id, .cancel) })
  }

  /// `didCommit` in the child web view, with its URL.
  package func popupDidCommit(url: URL?) {
    deliver(.popupLoadCommitted(url))
  }

  /// `webViewDidClose` in the child web view: its page called `window.close()`.
  package func popupDidClose() {
    deliver(.popupClosed)
  }

  /// Follows `State.popup`: a window opened outside ``createWebView(for:)`` has no web view (the
  /// store gets `popupClosed`), and a closed one loses its web view.
  func popupChanged(isOpen: Bool) {
    let wasOpen = popup.isOpen
    popup.isOpen = isOpen
    if isOpen, !wasOpen, !popup.isOpening { deliver(.popupClosed) }
    if !isOpen, let close = popup.close {
      popup.close = nil
      close()
    }
  }
}

/// What the kit knows of the child window.
struct PopupTracking {
  /// Whether the store shows one (`State.popup`).
  var isOpen = false
  /// Closes the web view the host handed WebKit for it.
  var close: (@MainActor () -> Void)?
  /// Whether the kit is inside `createWebView(for:)`, where the store opening one is the answer.
  var isOpening = false
}
