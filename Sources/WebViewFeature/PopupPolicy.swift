import BridgeClient
import Foundation

/// What a window the page opens (`window.open`, a `target=_blank` link) becomes: a new screen,
/// a child web view the screen shows over itself, or nothing.
///
/// A payment page opens its window empty (`const w = window.open()`) and then points it somewhere
/// (`w.location = checkoutURL`), or watches it (`w.closed`): that only works when WebKit gets a
/// web view back from `createWebViewWith` at once. A child web view is that window: the screen
/// shows it in ``WebViewFeature/State/popup`` until the page closes it (`window.close()`) or the
/// user does (``WebViewFeature/Action/popupClosed``).
///
/// ```swift
/// var configuration = WebViewFeature.Configuration()
/// configuration.popups = PopupPolicy(emptyWindows: .childWebView, childWebViewHosts: HostAllowList(["pay.example.com"]))
/// ```
///
/// The choice is ``decide(_:)``, a pure function of the request the reducer calls, so the host
/// learns it in the same `send` and an action log replays it. Identity providers' pages are
/// handed off first (``SignInPolicy``), whatever this policy says.
public struct PopupPolicy: Sendable, Equatable, Codable {
  /// What one new window becomes.
  public enum Choice: String, Sendable, Equatable, Codable {
    /// The navigation policy decides the window's URL as a new window's: an allowed page opens in
    /// a new screen (``WebViewFeature/State/urlToOpen``, or the parent through
    /// ``WebViewFeature/Delegate/openInNewScreen(_:)``), a listed scheme goes to the system, and
    /// anything else (an empty window among them: there is nothing to show) is cancelled.
    case newScreen
    /// A child web view the host makes at once and the screen shows over itself.
    case childWebView
    /// Nothing opens; the page's `window.open` returns `null`.
    case cancel
  }

  /// What a window opened without a page becomes: `window.open()` or one to `about:blank`, which
  /// its script fills in afterwards. By default ``Choice/newScreen``, which cancels it.
  public var emptyWindows: Choice
  /// Hosts whose pages open in a child web view (payment providers); none by default.
  public var childWebViewHosts: HostAllowList
  /// What any other window becomes; by default ``Choice/newScreen``.
  public var otherWindows: Choice

  /// Creates a policy; the default opens every window as a new screen, through the navigation
  /// policy, as the screen did before popups existed.
  public init(emptyWindows: Choice = .newScreen, childWebViewHosts: HostAllowList = .none, otherWindows: Choice = .newScreen) {
    self.emptyWindows = emptyWindows
    self.childWebViewHosts = childWebViewHosts
    self.otherWindows = otherWindows
  }

  /// What the new window `request` asks for becomes.
  public func decide(_ request: NavigationRequest) -> Choice {
    guard let url = request.url, !Self.isEmptyPage(url) else { return emptyWindows }
    if Self.childMayBrowse(request), childWebViewHosts.allows(url: url) { return .childWebView }
    return otherWindows
  }

  /// Whether the child window may go to `request` whatever the navigation policy says: any web
  /// page (`http(s)`), as in a browser window, since a payment passes through banks the app
  /// cannot list. Its other navigations follow the navigation policy as a main frame's.
  public static func childMayBrowse(_ request: NavigationRequest) -> Bool {
    let scheme = request.url?.scheme?.lowercased()
    return scheme == "https" || scheme == "http"
  }

  /// `about:blank` (with a query or fragment too), and a URL WebKit reports empty.
  private static func isEmptyPage(_ url: URL) -> Bool {
    let document = url.absoluteString.lowercased().prefix { $0 != "?" && $0 != "#" }
    return document.isEmpty || document == "about:blank"
  }
}
