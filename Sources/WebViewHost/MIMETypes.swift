/// The MIME types of the files a web UI ships, by file name extension: what ``FolderServer``
/// sends as `Content-Type`, with `X-Content-Type-Options: nosniff`, so a wrong type is a file
/// the page cannot use rather than a guess.
///
/// The table agrees with Debian's `/etc/mime.types` (the IANA registrations), which the tests
/// compare it with; `application/octet-stream` for anything else.
package enum MIMETypes {
  /// The MIME type for a file name extension, in any case.
  package static func type(ofExtension pathExtension: String) -> String {
    table[pathExtension.lowercased()] ?? "application/octet-stream"
  }

  /// The `Content-Type` for a file name extension: its MIME type, with `charset=utf-8` for text
  /// a page reads as text.
  package static func contentType(ofExtension pathExtension: String) -> String {
    let type = type(ofExtension: pathExtension)
    let isText = type.hasPrefix("text/") || type == "application/json" || type == "image/svg+xml" || type == "application/xml"
    return isText ? "\(type); charset=utf-8" : type
  }

  /// Every extension the table knows, and its type.
  package static let table: [String: String] = [
    "html": "text/html", "htm": "text/html", "js": "text/javascript", "mjs": "text/javascript", "css": "text/css",
    "json": "application/json", "map": "application/json", "txt": "text/plain", "csv": "text/csv", "md": "text/markdown",
    "xml": "application/xml", "wasm": "application/wasm", "pdf": "application/pdf", "zip": "application/zip",
    "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
    "webp": "image/webp", "avif": "image/avif", "ico": "image/vnd.microsoft.icon", "bmp": "image/bmp",
    "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
    "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime",
    "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "wav": "audio/x-wav", "ogg": "audio/ogg", "oga": "audio/ogg",
    "flac": "audio/flac", "vtt": "text/vtt",
  ]
}
