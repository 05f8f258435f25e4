import BridgeClient
import Foundation
import JSON

/// A folder of files served under an origin, as a web server would serve them, but through the
/// browser's request interception: no port, no network, and the page has a real `http(s)` origin
/// for the allow-lists to judge.
package struct PageFiles: Sendable, Equatable {
  /// What a request gets.
  struct Response: Equatable {
    var status: Int
    var mimeType: String
    var body: Data

    /// The parameters of `Fetch.fulfillRequest` that answer the paused request `requestID` with
    /// this response, never cached (a test's next page may differ).
    func fulfillment(of requestID: String) -> JSONValue {
      let type = mimeType.hasPrefix("text/") ? "\(mimeType); charset=utf-8" : mimeType
      return [
        "requestId": .string(requestID), "responseCode": .number(Double(status)),
        "responseHeaders": [["name": "Content-Type", "value": .string(type)], ["name": "Cache-Control", "value": "no-store"]],
        "body": .string(body.base64EncodedString()),
      ]
    }
  }

  /// The origin the files appear under, e.g. `https://app.devhost.test`.
  package let origin: URL
  /// The folder served at the origin's root.
  package let folder: URL

  /// Serves `folder` at `origin` (scheme and host, optionally a port; any path is ignored).
  package init(folder: URL, origin: URL) {
    self.folder = folder.standardizedFileURL
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

  /// The file for `url`, a 404 page when there is none, or a 403 for paths that try to leave the
  /// folder. `/` and folders serve their `index.html`.
  func response(for url: URL) -> Response {
    let path = url.path(percentEncoded: false)
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !components.contains(where: { $0 == ".." || $0.contains("\0") || $0.contains("\\") }) else {
      return Self.page(403, "Forbidden", "The path leaves the served folder.")
    }
    var file = components.reduce(folder) { $0.appendingPathComponent($1) }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
      file.appendPathComponent("index.html")
    }
    // Symbolic links are followed only when the file they reach is still inside the folder.
    let resolved = file.resolvingSymlinksInPath().standardizedFileURL.path
    let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard resolved == root || resolved.hasPrefix(root + "/") else {
      return Self.page(403, "Forbidden", "The path leaves the served folder.")
    }
    guard let body = FileManager.default.contents(atPath: file.path) else {
      return Self.page(404, "Not Found", "No such file in the served folder.")
    }
    return Response(status: 200, mimeType: Self.mimeType(ofExtension: file.pathExtension), body: body)
  }

  /// The MIME type for a file name extension; `application/octet-stream` when unknown.
  static func mimeType(ofExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "html", "htm": "text/html"
    case "js", "mjs": "text/javascript"
    case "css": "text/css"
    case "json": "application/json"
    case "txt": "text/plain"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "ico": "image/x-icon"
    case "wasm": "application/wasm"
    case "pdf": "application/pdf"
    case "zip": "application/zip"
    default: "application/octet-stream"
    }
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

  private static func page(_ status: Int, _ title: String, _ text: String) -> Response {
    let html = "<!doctype html><title>\(status) \(title)</title><h1>\(status) \(title)</h1><p>\(text)</p>\n"
    return Response(status: status, mimeType: "text/html", body: Data(html.utf8))
  }
}
