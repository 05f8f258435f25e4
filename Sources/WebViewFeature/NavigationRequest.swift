import Foundation
import JSON
import StoreRuntime

/// What a page asks to load, as WebKit describes it in `decidePolicyFor navigationAction`.
///
/// The host copies the fields out of `WKNavigationAction`; ``NavigationPolicy`` decides from them
/// alone, so the same request always gets the same decision.
public struct NavigationRequest: Equatable, Sendable, Codable, CustomRendering {
  /// The requested URL; `nil` when WebKit has none (such a request is always cancelled).
  public var url: URL?
  /// How the navigation was triggered.
  public var type: NavigationType
  /// Which frame would show the result.
  public var target: NavigationTarget
  /// Whether the request comes from the main frame (`sourceFrame.isMainFrame`).
  public var isFromMainFrame: Bool
  /// Whether the page asked to save the URL as a file rather than show it: a link with the
  /// `download` attribute (`shouldPerformDownload`). ``DownloadPolicy`` decides.
  public var isDownload: Bool

  /// Describes a request. The defaults describe a script- or app-initiated main-frame load.
  public init(
    url: URL?,
    type: NavigationType = .other,
    target: NavigationTarget = .mainFrame,
    isFromMainFrame: Bool = true,
    isDownload: Bool = false
  ) {
    self.url = url
    self.type = type
    self.target = target
    self.isFromMainFrame = isFromMainFrame
    self.isDownload = isDownload
  }

  /// Whether the user tapped a link in the main frame: the only case in which a URL may leave
  /// the app for the OS.
  public var isUserTapInMainFrame: Bool {
    type == .linkActivated && isFromMainFrame
  }

  private enum CodingKeys: String, CodingKey {
    case url, type, target, isFromMainFrame, isDownload
  }

  /// `NavigationRequest(url: …, type: .linkActivated, target: .mainFrame, isFromMainFrame: true)`,
  /// with `isDownload: true` only when it is: how requests read in test failures and the replay
  /// timeline, unchanged for pages that never download.
  public var renderedDescription: String {
    let fields = [
      "url: " + StateDiff.renderLine(url as Any), "type: " + StateDiff.renderLine(type), "target: " + StateDiff.renderLine(target),
      "isFromMainFrame: \(isFromMainFrame)",
    ]
    return "NavigationRequest(" + (fields + (isDownload ? ["isDownload: true"] : [])).joined(separator: ", ") + ")"
  }

  /// Decodes a request; ``isDownload`` is `false` when missing, as in logs recorded before it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      url: try container.decodeIfPresent(URL.self, forKey: .url),
      type: try container.decode(NavigationType.self, forKey: .type),
      target: try container.decode(NavigationTarget.self, forKey: .target),
      isFromMainFrame: try container.decode(Bool.self, forKey: .isFromMainFrame),
      isDownload: try container.decode(.isDownload, or: false))
  }

  /// Encodes every field but ``isDownload`` when it is `false`, so logs of pages that never
  /// download read as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encode(type, forKey: .type)
    try container.encode(target, forKey: .target)
    try container.encode(isFromMainFrame, forKey: .isFromMainFrame)
    if isDownload { try container.encode(isDownload, forKey: .isDownload) }
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
