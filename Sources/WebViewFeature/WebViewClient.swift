import Foundation
import StoreRuntime

/// The web view as the reducer sees it: the requests it makes of the host's `WKWebView`.
///
/// A dependency (`@Dependency(\.webView)`). Every request is a ``Call``, handed to ``perform``:
/// the host builds the live value as one `switch` over its web view and its tables of pending
/// WebKit handlers; tests use ``recording()``. Every call is made from an effect on the main
/// actor. The reducer answers ``decidePolicy(_:_:)``, ``decideResponse(_:_:)``,
/// ``completeDialog(_:_:)`` and ``decideDownload(_:fileName:)`` exactly once per id; a host that receives an unknown id should
/// ignore it.
public struct WebViewClient: Sendable {
  /// Makes one call on the web view.
  public var perform: @Sendable (Call) async -> Void

  /// Creates a client that hands every call to `perform`.
  public init(perform: @escaping @Sendable (Call) async -> Void) {
    self.perform = perform
  }

  /// One request of the web view; ``WebViewClientRecorder`` keeps them, action logs record them.
  public enum Call: Equatable, Sendable, Codable {
    /// Load the URL in the web view (`load(URLRequest(url:))`).
    case load(URL)
    /// Reload the current page (`reload()`).
    case reload
    /// Go to the previous page of the web view's history (`goBack()`).
    case goBack
    /// Go to the next page of the web view's history (`goForward()`).
    case goForward
    /// Call the navigation-action decision handler stored under the id.
    case decidePolicy(NavigationID, WebKitPolicy)
    /// Call the navigation-response decision handler stored under the id.
    case decideResponse(NavigationID, WebKitPolicy)
    /// Call the JavaScript panel completion handler stored under the id with the result.
    case completeDialog(DialogID, DialogResult)
    /// Call the destination handler of the download stored under the id: save it under
    /// `fileName` in a folder of its own, or cancel it (`nil`).
    case decideDownload(DownloadID, fileName: String?)
    /// Stop the running download (`WKDownload.cancel`).
    case cancelDownload(DownloadID)
    /// Hand the URL to the OS (`UIApplication.shared.open`).
    case openExternally(URL)
    /// Close the screen that shows the web view (pop or dismiss).
    case closeScreen
    /// Report something the page did that was dropped; for logs and debugging, never shown.
    case diagnose(WebViewDiagnostic)
    /// Make these the screen's session cookies in the web view's cookie store before anything
    /// loads after this call: set them (`WKHTTPCookieStore.setCookie`), and delete the ones set
    /// before that are not among them (`deleteCookie`); `[]` deletes them all.
    case setSessionCookies([SessionCookie])
  }

  /// ``Call/load(_:)``.
  public func load(_ url: URL) async { await perform(.load(url)) }
  /// ``Call/reload``.
  public func reload() async { await perform(.reload) }
  /// ``Call/goBack``.
  public func goBack() async { await perform(.goBack) }
  /// ``Call/goForward``.
  public func goForward() async { await perform(.goForward) }
  /// ``Call/decidePolicy(_:_:)``.
  public func decidePolicy(_ id: NavigationID, _ policy: WebKitPolicy) async { await perform(.decidePolicy(id, policy)) }
  /// ``Call/decideResponse(_:_:)``.
  public func decideResponse(_ id: NavigationID, _ policy: WebKitPolicy) async { await perform(.decideResponse(id, policy)) }
  /// ``Call/completeDialog(_:_:)``.
  public func completeDialog(_ id: DialogID, _ result: DialogResult) async { await perform(.completeDialog(id, result)) }
  /// ``Call/decideDownload(_:fileName:)``.
  public func decideDownload(_ id: DownloadID, fileName: String?) async { await perform(.decideDownload(id, fileName: fileName)) }
  /// ``Call/cancelDownload(_:)``.
  public func cancelDownload(_ id: DownloadID) async { await perform(.cancelDownload(id)) }
  /// ``Call/openExternally(_:)``.
  public func openExternally(_ url: URL) async { await perform(.openExternally(url)) }
  /// ``Call/closeScreen``.
  public func closeScreen() async { await perform(.closeScreen) }
  /// ``Call/diagnose(_:)``.
  public func diagnose(_ diagnostic: WebViewDiagnostic) async { await perform(.diagnose(diagnostic)) }
  /// ``Call/setSessionCookies(_:)``.
  public func setSessionCookies(_ cookies: [SessionCookie]) async { await perform(.setSessionCookies(cookies)) }

  /// A client that does nothing: for previews and for replaying logs, where effects never run.
  public static let noop = WebViewClient { _ in }

  /// A client whose every call reports an issue naming the call: the default in apps (the host
  /// must set its own) and in tests (which should use ``recording()``), so a missing override
  /// fails loudly and says which call it made instead of leaving a WebKit handler uncalled.
  public static let unimplemented = WebViewClient { unimplementedCall($0) }
}

private func unimplementedCall(_ call: WebViewClient.Call) {
  reportIssueAtUserLocation(
    """
    \\.webView has no implementation: WebViewClient was asked to \(StateDiff.renderLine(call)). Set \
    DependencyValues.webView to a client built from your WKWebView (in tests: \
    $0.webView = WebViewClient.recording().client).
    """
  )
}

private enum WebViewClientKey: DependencyKey {
  static let liveValue = WebViewClient.unimplemented
  static let testValue = WebViewClient.unimplemented
}

extension DependencyValues {
  /// The host's web view. Unset, every call reports an issue: the host must set it when it
  /// creates the store.
  public var webView: WebViewClient {
    get { self[WebViewClientKey.self] }
    set { self[WebViewClientKey.self] = newValue }
  }
}
