import Foundation
import WebViewFeature

/// Answers requests for the files of one folder as a careful static web server does: the logic
/// behind ``BundledPages``' scheme handler and the devhost's page files, apart from WebKit so
/// that Linux tests and the fuzzer run it.
///
/// Every path is hostile: it is read segment by segment, percent-decoding each, and a segment
/// that is `..` or `.`, or that decodes to something holding `/`, `\` or a NUL, refuses the
/// request (`403`) before the file system is asked anything. A file reached through a symbolic
/// link is served only when the link's target is inside the folder too.
package struct FolderServer: Sendable, Equatable {
  /// What a request gets: an HTTP status, its headers and its body (empty for `HEAD`).
  package struct Response: Equatable, Sendable {
    package var status: Int
    package var headers: [String: String]
    package var body: Data

    /// The response's `Content-Type`.
    package var mimeType: String { headers["Content-Type"].map { String($0.prefix { $0 != ";" }) } ?? "" }
  }

  /// The folder served at the root.
  package let folder: URL
  /// The file a folder's path serves.
  package let indexFile: String
  /// What a path with no file behind it gets.
  package let unknownPaths: BundledPages.UnknownPaths

  /// Serves `folder`.
  package init(folder: URL, indexFile: String = "index.html", unknownPaths: BundledPages.UnknownPaths = .notFound) {
    self.folder = folder.standardizedFileURL
    self.indexFile = indexFile
    self.unknownPaths = unknownPaths
  }

  /// Serves `pages`' folder.
  package init(_ pages: BundledPages) {
    self.init(folder: pages.folder, indexFile: pages.indexFile, unknownPaths: pages.unknownPaths)
  }

  /// The answer to a `method` request for `url`'s path, with the `Range` header's value if it
  /// had one. Only the path is read: which origin may ask is the caller's check.
  package func response(method: String, url: URL, range: String? = nil) -> Response {
    let method = method.uppercased()
    guard method == "GET" || method == "HEAD" else {
      var refused = Self.page(405, "Method Not Allowed")
      refused.headers["Allow"] = "GET, HEAD"
      return refused
    }
    guard let segments = Self.segments(ofPercentEncodedPath: url.path(percentEncoded: true)) else {
      return Self.page(403, "Forbidden")
    }
    guard let file = file(at: segments) ?? fallback(for: segments) else { return Self.page(404, "Not Found") }
    return contents(of: file, range: range.flatMap(ByteRange.init(header:)), includingBody: method == "GET")
  }

  /// The decoded segments of a path, empty ones dropped, or `nil` when one tries to leave the
  /// folder or could name something other than one file name.
  static func segments(ofPercentEncodedPath path: String) -> [String]? {
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
      guard let segment = raw.removingPercentEncoding, segment != "..", segment != ".",
        !segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
      else { return nil }
      segments.append(segment)
    }
    return segments
  }

  /// The file `segments` name inside the folder, a folder's ``indexFile``, or `nil`; whether it
  /// can be read (a folder without its index file cannot) is for the reading to find out.
  private func file(at segments: [String]) -> URL? {
    var file = segments.reduce(folder) { $0.appendingPathComponent($1) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else { return nil }
    if isFolder.boolValue { file.appendPathComponent(indexFile) }
    let resolved = file.resolvingSymlinksInPath().standardizedFileURL.path
    let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard resolved.hasPrefix(root + "/") else { return nil }
    return file
  }

  /// The root's ``indexFile`` for a client-side route: a path whose last segment has no
  /// extension, when ``unknownPaths`` says so.
  private func fallback(for segments: [String]) -> URL? {
    guard unknownPaths == .serveIndex, !(segments.last ?? "").contains(".") else { return nil }
    return file(at: [])
  }

  /// The file's bytes, or the range of them asked for. The file is mapped, not read: a range of a
  /// long video costs the range.
  private func contents(of file: URL, range: ByteRange?, includingBody: Bool) -> Response {
    // A file that cannot be read is, to the page, a file that is not there.
    guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { return Self.page(404, "Not Found") }
    var headers = ["Content-Type": MIMETypes.contentType(ofExtension: file.pathExtension), "Accept-Ranges": "bytes", "Cache-Control": "no-cache"]
    headers["X-Content-Type-Options"] = "nosniff"
    var status = 200
    var offsets = 0..<data.count
    if let range {
      guard let selected = range.offsets(inFileOf: data.count) else {
        var refused = Self.page(416, "Range Not Satisfiable")
        refused.headers["Content-Range"] = "bytes */\(data.count)"
        return refused
      }
      status = 206
      offsets = selected
      headers["Content-Range"] = "bytes \(selected.lowerBound)-\(selected.upperBound - 1)/\(data.count)"
    }
    headers["Content-Length"] = String(offsets.count)
    return Response(status: status, headers: headers, body: includingBody ? data.subdata(in: offsets) : Data())
  }

  /// A short HTML page for an error status; a page never shows it, since the navigation policy
  /// turns a main frame's error status into the screen's own error.
  private static func page(_ status: Int, _ reason: String) -> Response {
    let body = Data("<!doctype html><title>\(status) \(reason)</title><h1>\(status) \(reason)</h1>\n".utf8)
    return Response(
      status: status,
      headers: ["Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.count), "Cache-Control": "no-cache"],
      body: body)
  }
}
