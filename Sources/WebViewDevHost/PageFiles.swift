import BridgeClient
import Foundation
import JSON
import WebViewHost

/// A folder of files served under an origin, as a web server would serve them, but through the
/// browser's request interception: no port, no network, and the page has a real `http(s)` origin
/// for the allow-lists to judge. The files are answered by the same `FolderServer` that serves
/// `BundledPages` in WebKit (types, index files, ranges, refused paths); Chromium cannot hand a
/// scheme of the app's own (`app:`) to interception, so the devhost serves them over `https:`.
package struct PageFiles: Sendable, Equatable {
  /// The origin the files appear under, e.g. `https://app.devhost.test`.
  package let origin: URL
  /// The folder served at the origin's root.
  package var folder: URL { server.folder }
  private let server: FolderServer

  /// Serves `folder` at `origin` (scheme and host, optionally a port; any path is ignored).
  package init(folder: URL, origin: URL) {
    server = FolderServer(folder: folder)
    var components = URLComponents()
    components.scheme = origin.scheme?.lowercased()
    components.host = origin.host?.lowercased()
    components.port = origin.port
    self.origin = components.url ?? origin
  }

  /// The URL of `relativePath` (a file in the folder) under the origin.
  package func url(of relativePath: String) -> URL {
    origin.appendingPathComponent(relativePath)
  }

  /// Whether `url` is under the origin: same scheme, host and port.
  func serves(_ url: URL) -> Bool {
    url.scheme?.lowercased() == origin.scheme && url.host?.lowercased() == origin.host && url.port == origin.port
  }

  /// The answer to a paused request (`Fetch.requestPaused`'s `request`: its method and its
  /// `Range` header, in any case) for `url`.
  func response(to request: JSONValue?, url: URL) -> FolderServer.Response {
    let headers = request?["headers"]?.objectValue ?? [:]
    let range = headers.first { $0.key.lowercased() == "range" }?.value.stringValue
    return server.response(method: request?["method"]?.stringValue ?? "GET", url: url, range: range)
  }

  /// The answer to a plain `GET` of `url`.
  func response(for url: URL) -> FolderServer.Response {
    server.response(method: "GET", url: url)
  }

  /// Whether a browser shows a document of this MIME type rather than downloading it: what
  /// `WKNavigationResponse.canShowMIMEType` says for the web view.
  static func canShow(mimeType: String?) -> Bool {
    guard let type = mimeType?.lowercased(), !type.isEmpty else { return true }
    if type.hasPrefix("text/") || type.hasPrefix("image/") || type.hasPrefix("audio/") || type.hasPrefix("video/") {
      return true
    }
    if type.hasSuffix("+xml") || type.hasSuffix("+json") { return true }
    return ["application/json", "application/javascript", "application/xml", "application/pdf"].contains(type)
  }
}

extension FolderServer.Response {
  /// The parameters of `Fetch.fulfillRequest` that answer the paused request `requestID` with
  /// this response, never cached (a test's next page may differ).
  func fulfillment(of requestID: String) -> JSONValue {
    var headers = self.headers
    headers["Cache-Control"] = "no-store"
    return [
      "requestId": .string(requestID), "responseCode": .number(Double(status)),
      "responseHeaders": .array(headers.sorted { $0.key < $1.key }.map { ["name": .string($0.key), "value": .string($0.value)] }),
      "body": .string(body.base64EncodedString()),
    ]
  }
}
