import Foundation
import JSON
import StoreRuntime

/// What a server answered, as WebKit describes it in `decidePolicyFor navigationResponse`.
public struct NavigationResponse: Equatable, Sendable, Codable, CustomRendering {
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
  /// Whether the server asks for the response to be saved, not shown (`Content-Disposition:
  /// attachment`). ``DownloadPolicy`` decides.
  public var isAttachment: Bool

  /// Describes a response. The defaults describe a displayable main-frame page.
  public init(
    url: URL?,
    isForMainFrame: Bool = true,
    statusCode: Int? = 200,
    mimeType: String? = "text/html",
    canShowMIMEType: Bool = true,
    isAttachment: Bool = false
  ) {
    self.url = url
    self.isForMainFrame = isForMainFrame
    self.statusCode = statusCode
    self.mimeType = mimeType
    self.canShowMIMEType = canShowMIMEType
    self.isAttachment = isAttachment
  }

  /// Whether a `Content-Disposition` header's value asks for an attachment: its disposition type
  /// is `attachment`, in any case (RFC 6266).
  public static func isAttachment(contentDisposition value: String?) -> Bool {
    guard let value else { return false }
    let type = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
    return type.lowercased() == "attachment"
  }

  private enum CodingKeys: String, CodingKey {
    case url, isForMainFrame, statusCode, mimeType, canShowMIMEType, isAttachment
  }

  /// Every field, with `isAttachment: true` only when it is: how responses read in test failures
  /// and the replay timeline, unchanged for servers that send no attachment.
  public var renderedDescription: String {
    let fields = [
      "url: " + StateDiff.renderLine(url as Any), "isForMainFrame: \(isForMainFrame)", "statusCode: " + StateDiff.renderLine(statusCode as Any),
      "mimeType: " + StateDiff.renderLine(mimeType as Any), "canShowMIMEType: \(canShowMIMEType)",
    ]
    return "NavigationResponse(" + (fields + (isAttachment ? ["isAttachment: true"] : [])).joined(separator: ", ") + ")"
  }

  /// Decodes a response; ``isAttachment`` is `false` when missing, as in logs recorded before it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      url: try container.decodeIfPresent(URL.self, forKey: .url),
      isForMainFrame: try container.decode(Bool.self, forKey: .isForMainFrame),
      statusCode: try container.decodeIfPresent(Int.self, forKey: .statusCode),
      mimeType: try container.decodeIfPresent(String.self, forKey: .mimeType),
      canShowMIMEType: try container.decode(Bool.self, forKey: .canShowMIMEType),
      isAttachment: try container.decode(.isAttachment, or: false))
  }

  /// Encodes every field but ``isAttachment`` when it is `false`, so logs read as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encode(isForMainFrame, forKey: .isForMainFrame)
    try container.encodeIfPresent(statusCode, forKey: .statusCode)
    try container.encodeIfPresent(mimeType, forKey: .mimeType)
    try container.encode(canShowMIMEType, forKey: .canShowMIMEType)
    if isAttachment { try container.encode(isAttachment, forKey: .isAttachment) }
  }
}
