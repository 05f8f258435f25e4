import Foundation
import StoreRuntime

/// The frame a script message came from, as `WKScriptMessage.frameInfo` describes it.
///
/// Build it from `frameInfo.request.url` (or the security origin) and `frameInfo.isMainFrame`.
public struct BridgeFrame: Sendable, Equatable, Codable {
  /// The frame's document URL; `nil` when WebKit did not say.
  public var url: URL?
  /// Whether the message came from the top-level document rather than an iframe.
  public var isMainFrame: Bool

  /// Creates a frame description.
  public init(url: URL?, isMainFrame: Bool = true) {
    self.url = url
    self.isMainFrame = isMainFrame
  }
}

extension BridgeFrame: CustomRendering {
  /// `https://app.example.com/home [main]`, or `[subframe]`; `(no URL)` when WebKit gave none.
  public var renderedDescription: String {
    "\(url?.absoluteString ?? "(no URL)") [\(isMainFrame ? "main" : "subframe")]"
  }
}
