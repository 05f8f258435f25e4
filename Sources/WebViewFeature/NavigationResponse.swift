import Foundation

/// What a server answered, as WebKit describes it in `decidePolicyFor navigationResponse`.
public struct NavigationResponse: Equatable, Sendable, Codable {
  /// The response URL.
  public var url: URL?
  /// Whether the response is for the main frame.
  public var isForMainFrame: Bool
  /// The HTTP status code; `nil` for responses that are not HTTP (file:, data:, custom schemes).
  public var statusCode: Int?
  /// The MIME type, when known.
  public var mimeType: String?
  /// Whether the web view can render the MIME type (`canShowMIMEType`).
  public var canShowMIMEType: Bool

  /// Describes a response. The defaults describe a displayable main-frame page.
  public init(
    url: URL?,
    isForMainFrame: Bool = true,
    statusCode: Int? = 200,
    mimeType: String? = "text/html",
    canShowMIMEType: Bool = true
  ) {
    self.url = url
    self.isForMainFrame = isForMainFrame
    self.statusCode = statusCode
    self.mimeType = mimeType
    self.canShowMIMEType = canShowMIMEType
  }
}
