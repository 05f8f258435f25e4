import Foundation
import JSON
import WebViewFeature
import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads: Chromium saves a response the reducer decided `.download` (`Content-Disposition:
/// attachment` added when the server did not send it) and a link's `download` attribute into the
/// session's incoming folder; the kit answers where the file goes, hears its progress and its
/// end, and the file is moved there, as WebKit writes it at the destination the delegate gives.
extension ChromiumWebView {
  /// `Browser.setDownloadBehavior`: files go to `folder` under their guid, with events.
  func enableDownloads(into folder: URL) async throws(DevHostError) {
    incomingDownloads = folder
    try await connection.send(
      "Browser.setDownloadBehavior", ["behavior": "allowAndName", "downloadPath": .string(folder.path), "eventsEnabled": true])
  }

  /// A response the reducer decided `.download`: Chromium saves what it would show, so the
  /// response is marked an attachment first, and its type and size are kept for the kit's
  /// question. WebKit ends such a navigation with error 102, which the reducer ignores.
  func continueAsDownload(_ requestID: String, url: URL?, status: Int, mimeType: String?, headers: [JSONValue]) {
    downloadResponses[url?.absoluteString ?? ""] = (mimeType, Self.header("content-length", in: headers).flatMap { Int64($0) })
    guard !NavigationResponse.isAttachment(contentDisposition: Self.header("content-disposition", in: headers)) else {
      return post("Fetch.continueRequest", ["requestId": .string(requestID)])
    }
    let marked =
      headers.filter { $0["name"]?.stringValue?.lowercased() != "content-disposition" } + [
        ["name": "Content-Disposition", "value": "attachment"]
      ]
    // Chromium takes new headers only together with a status.
    post(
      "Fetch.continueResponse",
      ["requestId": .string(requestID), "responseCode": .number(Double(status)), "responseHeaders": .array(marked)])
  }

  /// `Browser.downloadWillBegin`: the kit is asked where to save it, with the type and size of
  /// the response the reducer decided (for a link's `download` attribute, which DevTools does not
  /// report as a navigation, the type its file name's extension has).
  func downloadWillBegin(_ params: JSONValue) {
    guard let guid = params["guid"]?.stringValue else { return }
    let text = params["url"]?.stringValue ?? ""
    let url = URL(string: text)
    let suggested = params["suggestedFilename"]?.stringValue ?? ""
    let known = downloadResponses.removeValue(forKey: text)
    let mimeType = known?.mimeType ?? MIMETypes.type(ofExtension: (suggested as NSString).pathExtension)
    let download = ChromiumDownload(guid: guid, sourceURL: url) { [connection] guid in
      connection.post("Browser.cancelDownload", ["guid": .string(guid)], session: nil)
    }
    downloads[guid] = download
    let response = URLResponse(
      url: url ?? URL(fileURLWithPath: "/"), mimeType: mimeType, expectedContentLength: Int(known?.length ?? -1), textEncodingName: nil)
    host?.decideDestination(for: download, response: response, suggestedFilename: suggested) { [weak self, weak download] destination in
      guard let self, let download else { return }
      download.destination = destination
      download.isDecided = true
      guard destination != nil else {
        downloads[guid] = nil
        return download.stop()
      }
      if download.finishedEarly { finish(download) }
    }
  }

  /// `Browser.downloadProgress`: bytes, the end, or a cancellation.
  func downloadProgress(_ params: JSONValue) {
    guard let guid = params["guid"]?.stringValue, let download = downloads[guid] else { return }
    let received = Int64(params["receivedBytes"]?.numberValue ?? 0)
    let total = Int64(params["totalBytes"]?.numberValue ?? 0)
    switch params["state"]?.stringValue {
    case "inProgress":
      guard download.destination != nil else { return }
      host?.downloadProgressed(download, receivedBytes: received, expectedBytes: total > 0 ? total : -1)
    case "completed":
      if download.isDecided { finish(download) } else { download.finishedEarly = true }
    case "canceled":
      downloads[guid] = nil
      host?.downloadDidFail(download, error: URLError(.cancelled))
    default:
      break
    }
  }

  /// Moves the finished file from the incoming folder to where the kit said.
  private func finish(_ download: ChromiumDownload) {
    downloads[download.guid] = nil
    guard let destination = download.destination, let incoming = incomingDownloads else { return }
    do {
      try FileManager.default.moveItem(at: incoming.appendingPathComponent(download.guid), to: destination)
      host?.downloadDidFinish(download)
    } catch {
      host?.downloadDidFail(download, error: error)
    }
  }
}
