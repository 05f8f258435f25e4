import Foundation
import StoreRuntime

/// The web view as the reducer sees it: the requests it makes of the host's `WKWebView`.
///
/// A dependency (`@Dependency(\.webView)`). The host builds the live value from its web view and
/// its tables of pending WebKit handlers; tests use ``recording()``. Every closure is called from
/// an effect on the main actor. The reducer calls ``decidePolicy``, ``decideResponse`` and
/// ``completeDialog`` exactly once per id; a host that receives an unknown id should ignore it.
public struct WebViewClient: Sendable {
  /// Loads `URL` in the web view (`load(URLRequest(url:))`).
  public var load: @Sendable (URL) async -> Void
  /// Reloads the current page (`reload()`).
  public var reload: @Sendable () async -> Void
  /// Calls the navigation-action decision handler stored under the id.
  public var decidePolicy: @Sendable (NavigationID, WebKitPolicy) async -> Void
  /// Calls the navigation-response decision handler stored under the id.
  public var decideResponse: @Sendable (NavigationID, WebKitPolicy) async -> Void
  /// Calls the JavaScript panel completion handler stored under the id with the result.
  public var completeDialog: @Sendable (DialogID, DialogResult) async -> Void
  /// Hands the URL to the OS (`UIApplication.shared.open`).
  public var openExternally: @Sendable (URL) async -> Void
  /// Closes the screen that shows the web view (pop or dismiss).
  public var closeScreen: @Sendable () async -> Void
  /// Reports something the page did that was dropped; for logs and debugging, never shown.
  public var diagnose: @Sendable (WebViewDiagnostic) async -> Void

  /// Creates a client from closures.
  public init(
    load: @escaping @Sendable (URL) async -> Void,
    reload: @escaping @Sendable () async -> Void,
    decidePolicy: @escaping @Sendable (NavigationID, WebKitPolicy) async -> Void,
    decideResponse: @escaping @Sendable (NavigationID, WebKitPolicy) async -> Void,
    completeDialog: @escaping @Sendable (DialogID, DialogResult) async -> Void,
    openExternally: @escaping @Sendable (URL) async -> Void,
    closeScreen: @escaping @Sendable () async -> Void,
    diagnose: @escaping @Sendable (WebViewDiagnostic) async -> Void
  ) {
    self.load = load
    self.reload = reload
    self.decidePolicy = decidePolicy
    self.decideResponse = decideResponse
    self.completeDialog = completeDialog
    self.openExternally = openExternally
    self.closeScreen = closeScreen
    self.diagnose = diagnose
  }

  /// A client that does nothing: for previews and for replaying logs, where effects never run.
  public static let noop = WebViewClient(
    load: { _ in }, reload: {}, decidePolicy: { _, _ in }, decideResponse: { _, _ in },
    completeDialog: { _, _ in }, openExternally: { _ in }, closeScreen: {}, diagnose: { _ in }
  )

  /// A client whose every closure reports an issue naming itself: the default in apps (the host
  /// must set its own) and in tests (which should use ``recording()``), so a missing override
  /// fails loudly and says which call it made instead of leaving a WebKit handler uncalled.
  public static let unimplemented = WebViewClient(
    load: { _ in unimplementedCall("load") },
    reload: { unimplementedCall("reload") },
    decidePolicy: { _, _ in unimplementedCall("decidePolicy") },
    decideResponse: { _, _ in unimplementedCall("decideResponse") },
    completeDialog: { _, _ in unimplementedCall("completeDialog") },
    openExternally: { _ in unimplementedCall("openExternally") },
    closeScreen: { unimplementedCall("closeScreen") },
    diagnose: { _ in unimplementedCall("diagnose") }
  )
}

private func unimplementedCall(_ name: String) {
  reportIssueAtUserLocation(
    """
    \\.webView has no implementation: WebViewClient.\(name) was called. Set \
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
