import Foundation
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads (`WKDownloadDelegate`): WebKit's question of where to save each one answered
/// exactly once, by the reducer's file name (or cancelled), its progress and its end sent to the
/// store, and every running one stopped when the screen goes.
extension WebViewHost {
  /// `download(_:decideDestinationUsing:suggestedFilename:completionHandler:)`: keeps
  /// `completionHandler` until the reducer names the file (`decideDownload`). The file is saved
  /// in a folder of its own under ``downloadsFolder``, so two downloads of one name never
  /// collide; a refusal answers `nil`, which cancels it, and so does a folder that cannot be made,
  /// which the store hears as the download's failure.
  package func decideDestination(
    for download: some HostDownload, response: URLResponse, suggestedFilename: String,
    completionHandler: @escaping @MainActor @Sendable (URL?) -> Void
  ) {
    let id = downloads.entry(of: download)?.id ?? downloads.start(download)
    let expected = response.expectedContentLength
    let request = DownloadRequest(
      url: download.sourceURL ?? response.url, suggestedFilename: suggestedFilename, mimeType: response.mimeType,
      expectedBytes: expected >= 0 ? expected : nil)
    downloadHandlers.insert(
      .init(id: id, fallback: nil) { [weak self] fileName in
        guard let self, let fileName else {
          _ = self?.downloads.remove(id)
          return completionHandler(nil)
        }
        do {
          completionHandler(try makeDestination(for: id, fileName: fileName))
        } catch {
          _ = downloads.remove(id)
          completionHandler(nil)
          deliver(.downloadFailed(id, NavigationFailure(error)))
        }
      })
    deliver(.downloadRequested(id, request), orAnswer: { self.answerDownload(id, fileName: nil) })
  }

  /// The download's `progress` moved. Sent to the store at each whole percent, or at each
  /// mebibyte while the size is unknown, and for a download the kit knows only.
  package func downloadProgressed(_ download: some HostDownload, receivedBytes: Int64, expectedBytes: Int64) {
    guard let entry = downloads.entry(of: download), entry.file != nil else { return }
    let step = expectedBytes > 0 ? receivedBytes * 100 / expectedBytes : receivedBytes >> 20
    guard step != entry.reportedStep else { return }
    downloads.update(entry.id) { $0.reportedStep = step }
    deliver(.downloadProgressed(entry.id, receivedBytes: receivedBytes, expectedBytes: expectedBytes > 0 ? expectedBytes : nil))
  }

  /// `downloadDidFinish(_:)`: the file is where the kit said.
  package func downloadDidFinish(_ download: some HostDownload) {
    guard let id = downloads.entry(of: download)?.id, let entry = downloads.remove(id), let file = entry.file else { return }
    deliver(.downloadFinished(id, file: file))
  }

  /// `download(_:didFailWithError:resumeData:)`: the transfer failed or was cancelled; the
  /// download's folder goes with what WebKit left in it.
  package func downloadDidFail(_ download: some HostDownload, error: any Error) {
    guard let id = downloads.entry(of: download)?.id, let entry = downloads.remove(id) else { return }
    removeFolder(of: entry)
    deliver(.downloadFailed(id, NavigationFailure(error)))
  }

  // MARK: Answers from the reducer

  func answerDownload(_ id: DownloadID, fileName: String?) {
    guard let entry = downloadHandlers.take(id) else {
      return diagnose(.unknownAnswer("decideDownload(\(id), fileName: \(fileName.map(\.debugDescription) ?? "nil"))"))
    }
    entry.handler(fileName)
  }

  /// The reducer stopped the download: it is forgotten first, so WebKit's report of the
  /// cancellation finds nothing to send.
  func cancelDownload(_ id: DownloadID) {
    guard let entry = downloads.remove(id) else { return }
    entry.download.stop()
    removeFolder(of: entry)
  }

  /// Stops every running download: the screen went away, and nobody would hear how they end.
  func cancelAllDownloads() {
    for entry in downloads.removeAll() {
      entry.download.stop()
      removeFolder(of: entry)
    }
  }

  // MARK: Private

  /// `<downloadsFolder>/<a new UUID>/<fileName>`, the folders made; throws when they cannot be.
  private func makeDestination(for id: DownloadID, fileName: String) throws -> URL {
    let folder = downloadsFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(fileName, isDirectory: false)
    downloads.update(id) { $0.file = file }
    return file
  }

  private func removeFolder(of entry: DownloadTracker.Entry) {
    guard let folder = entry.file?.deletingLastPathComponent() else { return }
    try? FileManager.default.removeItem(at: folder)
  }
}
