import Foundation
import WebViewHost

/// A download Chromium runs (`Browser.downloadWillBegin`), as the kit sees a `WKDownload`.
///
/// Chromium saves it under its guid in the session's incoming folder while the reducer decides
/// where it goes; a download that ends before the answer waits for it, then moves.
@MainActor
final class ChromiumDownload: HostDownload {
  let guid: String
  let sourceURL: URL?
  /// Where the kit said to save it; `nil` before the answer, or when it was refused.
  var destination: URL?
  /// Whether the kit answered where to save it.
  var isDecided = false
  /// Whether Chromium finished writing it before the kit answered.
  var finishedEarly = false
  private let cancelInBrowser: @MainActor (String) -> Void

  init(guid: String, sourceURL: URL?, cancel: @escaping @MainActor (String) -> Void) {
    self.guid = guid
    self.sourceURL = sourceURL
    self.cancelInBrowser = cancel
  }

  /// `Browser.cancelDownload`.
  func stop() {
    cancelInBrowser(guid)
  }
}
