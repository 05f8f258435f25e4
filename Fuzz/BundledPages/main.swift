import Foundation
import WebViewFeature
import WebViewHost

// Arbitrary request paths, methods and Range headers -> FolderServer, the logic behind the
// bundled pages' scheme handler, over a folder made once in the scratch directory, beside a file
// it must never serve and inside a link to it.
// Invariants: no answer carries the file outside the folder; a 200 is one whole file of the
// folder and a 206 a slice of one (so the link's target is never served, in part or whole),
// with a Content-Length that is the body's and a Content-Range; every status is one the server documents; the same request gets the same
// answer; a GET or HEAD of a path whose segments decode to `..` or `.`, or hold `/`, `\` or NUL,
// is refused.

// Texts, not `Data`: LeakSanitizer cannot follow the tagged references of a global `Data`'s
// storage and would report them leaked at the first run.
private let secretText = "SECRET-OUTSIDE-THE-FOLDER"
private let fileTexts: [String: String] = [
  "index.html": "<!doctype html>home", "app.js": "let a = 1", "docs/index.html": "<p>docs", "docs/a b.txt": "café",
  "media/clip.mp4": String((0..<200).map { Character(Unicode.Scalar(UInt8(32 + $0 % 90))) }),
]
private let statuses: Set<Int> = [200, 206, 403, 404, 405, 416]

private let server: FolderServer = {
  let scratch = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FUZZ_SCRATCH_DIR"] ?? NSTemporaryDirectory())
  let site = scratch.appendingPathComponent("site", isDirectory: true)
  try? FileManager.default.removeItem(at: site)
  for (path, contents) in fileTexts {
    let file = site.appendingPathComponent(path)
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(contents.utf8).write(to: file)
  }
  try? Data(secretText.utf8).write(to: scratch.appendingPathComponent("secret.txt"))
  try? FileManager.default.createSymbolicLink(
    at: site.appendingPathComponent("docs/link.txt"), withDestinationURL: scratch.appendingPathComponent("secret.txt"))
  return FolderServer(folder: site, unknownPaths: .serveIndex)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let secret = Data(secretText.utf8)
  let files = fileTexts.values.map { Data($0.utf8) }
  let method = input.pick(["GET", "GET", "HEAD", "get", "POST", "OPTIONS"])
  let rangeLength = input.choice(24)
  let range = input.bool() ? String(decoding: (0..<rangeLength).map { _ in input.byte() }, as: UTF8.self) : nil
  let path = String(decoding: input.rest(), as: UTF8.self)
  guard let url = URL(string: "app://localhost/" + path) else { return 0 }
  let answer = server.response(method: method, url: url, range: range)
  invariant(server.response(method: method, url: url, range: range) == answer, "two answers to one request")
  invariant(statuses.contains(answer.status), "status \(answer.status) for \(url.absoluteString)")
  invariant(answer.body.firstRange(of: secret) == nil, "the file outside the folder was served for \(url.absoluteString)")
  let isRead = ["GET", "HEAD"].contains(method.uppercased())
  if isRead, let segments = FolderServerFuzzing.rawSegments(of: url), segments.contains(where: FolderServerFuzzing.leaves) {
    invariant(answer.status == 403, "\(url.absoluteString) leaves the folder and got \(answer.status)")
  }
  guard answer.status == 200 || answer.status == 206, method.uppercased() == "GET" else { return 0 }
  invariant(answer.headers["Content-Length"] == String(answer.body.count), "Content-Length is not the body's")
  if answer.status == 200 {
    invariant(files.contains(answer.body), "a 200 body that is no file of the folder for \(url.absoluteString)")
  } else {
    let slices = files.filter { $0.firstRange(of: answer.body) != nil }
    invariant(!answer.body.isEmpty && !slices.isEmpty, "a 206 body that is no slice of a file for \(url.absoluteString)")
    invariant(answer.headers["Content-Range"]?.hasPrefix("bytes ") == true, "a 206 without Content-Range")
  }
  return 0
}

/// The fuzzer's own reading of a path, apart from the server's: each segment between slashes,
/// percent-decoded, and whether one names something other than one file name.
private enum FolderServerFuzzing {
  static func rawSegments(of url: URL) -> [String]? {
    url.path(percentEncoded: true).split(separator: "/").map { $0.removingPercentEncoding ?? "" }
  }

  static func leaves(_ segment: String) -> Bool {
    segment == ".." || segment == "." || segment.contains("/") || segment.contains("\\") || segment.contains("\0")
  }
}
