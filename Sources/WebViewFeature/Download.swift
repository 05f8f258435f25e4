import Foundation

/// One file the page's server sent to be saved: ``WebViewFeature/State/downloads``.
///
/// It stays in the state while it runs and after it ends, until the app reports it dismissed
/// (`downloadDismissed`): the app shows a finished file (Quick Look, a share sheet), a failed one
/// as the toast the reducer queues.
public struct Download: Equatable, Sendable, Codable, Identifiable {
  /// The host's id for the download.
  public var id: DownloadID
  /// Where it came from; `nil` when WebKit did not say.
  public var url: URL?
  /// The name it is saved under: the server's suggestion made safe (one path component, at most
  /// 255 bytes, no separators, control or format characters; see ``DownloadPolicy``).
  public var fileName: String
  /// The response's MIME type, when known.
  public var mimeType: String?
  /// Bytes received so far.
  public var receivedBytes: Int64
  /// The size the server announced; `nil` when unknown.
  public var expectedBytes: Int64?
  /// Where it stands.
  public var status: Status

  /// Describes a download.
  public init(
    id: DownloadID, url: URL?, fileName: String, mimeType: String?, receivedBytes: Int64 = 0, expectedBytes: Int64? = nil,
    status: Status = .inProgress
  ) {
    self.id = id
    self.url = url
    self.fileName = fileName
    self.mimeType = mimeType
    self.receivedBytes = receivedBytes
    self.expectedBytes = expectedBytes
    self.status = status
  }

  /// Where a download stands.
  public enum Status: Equatable, Sendable, Codable {
    /// Bytes are arriving.
    case inProgress
    /// Saved at the file URL, which the app may show or move.
    case finished(URL)
    /// The transfer failed (the host's error); a toast says so.
    case failed(NavigationFailure)
    /// The user or the screen stopped it.
    case cancelled
  }

  /// How much has arrived, 0…1; `nil` while the size is unknown.
  public var fractionCompleted: Double? {
    guard let expectedBytes, expectedBytes > 0 else { return nil }
    return min(1, Double(max(0, receivedBytes)) / Double(expectedBytes))
  }

  /// Whether bytes are still arriving.
  public var isInProgress: Bool { status == .inProgress }
}
