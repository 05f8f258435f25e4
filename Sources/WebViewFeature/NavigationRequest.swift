import Foundation

/// What a page asks to load, as WebKit describes it in `decidePolicyFor navigationAction`.
///
/// The host copies the fields out of `WKNavigationAction`; ``NavigationPolicy`` decides from them
/// alone, so the same request always gets the same decision.
public struct NavigationRequest: Equatable, Sendable, Codable {
  /// The requested URL; `nil` when WebKit has none (such a request is always cancelled).
  public var url: URL?
  /// How the navigation was triggered.
  public var type: NavigationType
  /// Which frame would show the result.
  public var target: NavigationTarget
  /// Whether the request comes from the main frame (`sourceFrame.isMainFrame`).
  public var isFromMainFrame: Bool

  /// Describes a request. The defaults describe a script- or app-initiated main-frame load.
  public init(
    url: URL?,
    type: NavigationType = .other,
    target: NavigationTarget = .mainFrame,
    isFromMainFrame: Bool = true
  ) {
    self.url = url
    self.type = type
    self.target = target
    self.isFromMainFrame = isFromMainFrame
  }

  /// Whether the user tapped a link in the main frame: the only case in which a URL may leave
  /// the app for the OS.
  public var isUserTapInMainFrame: Bool {
    type == .linkActivated && isFromMainFrame
  }
}

/// How a navigation was triggered (`WKNavigationType`).
public enum NavigationType: String, Equatable, Sendable, Codable, CaseIterable {
  /// The user tapped a link.
  case linkActivated
  /// A form was submitted.
  case formSubmitted
  /// Back or forward in history.
  case backForward
  /// A reload.
  case reload
  /// A form was submitted again.
  case formResubmitted
  /// Anything else: scripts, redirects, the app's own `load`.
  case other
}

/// Which frame a navigation would load into.
public enum NavigationTarget: String, Equatable, Sendable, Codable, CaseIterable {
  /// The top-level document.
  case mainFrame
  /// An iframe.
  case subframe
  /// A new window (`targetFrame == nil`: `target=_blank` or `window.open`).
  case newWindow
}
