import Foundation
import WebViewFeature

/// What the kit reads from a `WKNavigationAction`: enough to ask the reducer.
///
/// `WKNavigationAction` conforms on Apple platforms; tests and other hosts build a
/// ``HostNavigation``.
@MainActor
public protocol HostNavigationAction {
  /// The request's URL.
  var requestURL: URL? { get }
  /// How the navigation was triggered.
  var hostNavigationType: NavigationType { get }
  /// Whether the target frame is the main frame; `nil` when there is no target frame (a new
  /// window: `target=_blank`, `window.open`).
  var isTargetMainFrame: Bool? { get }
  /// Whether the frame that asked is the main frame.
  var isSourceMainFrame: Bool { get }
}

extension HostNavigationAction {
  /// The request as the reducer sees it.
  public var navigationRequest: NavigationRequest {
    let target: NavigationTarget =
      switch isTargetMainFrame {
      case nil: .newWindow
      case true?: .mainFrame
      case false?: .subframe
      }
    return NavigationRequest(url: requestURL, type: hostNavigationType, target: target, isFromMainFrame: isSourceMainFrame)
  }
}

/// A navigation action built by hand: for tests and hosts other than WebKit.
public struct HostNavigation: HostNavigationAction, Sendable, Equatable {
  /// The request's URL.
  public var requestURL: URL?
  /// How the navigation was triggered.
  public var hostNavigationType: NavigationType
  /// Whether the target frame is the main frame; `nil` for a new window.
  public var isTargetMainFrame: Bool?
  /// Whether the frame that asked is the main frame.
  public var isSourceMainFrame: Bool

  /// Creates a navigation action.
  public init(
    url: URL?, type: NavigationType = .other, isTargetMainFrame: Bool? = true, isSourceMainFrame: Bool = true
  ) {
    self.requestURL = url
    self.hostNavigationType = type
    self.isTargetMainFrame = isTargetMainFrame
    self.isSourceMainFrame = isSourceMainFrame
  }
}
