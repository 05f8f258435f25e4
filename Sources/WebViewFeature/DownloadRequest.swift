import Foundation

/// WebKit's question about a download that began (`decideDestinationUsing response:
/// suggestedFilename:`): where to save it. The host copies the fields out of the response; every
/// one of them is the server's (or the page's) to choose, so none is trusted.
public struct DownloadRequest: Equatable, Sendable, Codable {
  /// The URL the download came from (`WKDownload.originalRequest`); `nil` when WebKit has none.
  public var url: URL?
  /// The file name the server or the link suggests, as given: it may hold `../`, a NUL, a
  /// right-to-left override. The screen saves under this name made safe (``Download/fileName``).
  public var suggestedFilename: String
  /// The response's MIME type, when known.
  public var mimeType: String?
  /// The size the server announced (`expectedContentLength`), in bytes; `nil` when unknown.
  public var expectedBytes: Int64?

  /// Describes a download.
  public init(url: URL?, suggestedFilename: String, mimeType: String?, expectedBytes: Int64? = nil) {
    self.url = url
    self.suggestedFilename = suggestedFilename
    self.mimeType = mimeType
    self.expectedBytes = expectedBytes
  }
}
