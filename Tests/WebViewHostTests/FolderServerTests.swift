import Foundation
import TestSupport
import Testing
import WebViewFeature

@testable import WebViewHost

/// What the bundled pages' scheme handler serves from a folder, and what it refuses: every path
/// a page asks for is hostile.
struct FolderServerTests {
  private let scratch = TemporaryFolder()
  private var site: URL { scratch.url.appendingPathComponent("site", isDirectory: true) }
  private let bytes = Data((0..<200).map { UInt8($0) })

  init() throws {
    let site = scratch.url.appendingPathComponent("site", isDirectory: true)
    try FileManager.default.createDirectory(at: site.appendingPathComponent("docs/deep"), withIntermediateDirectories: true)
    try Data("<!doctype html>home".utf8).write(to: site.appendingPathComponent("index.html"))
    try Data("<p>docs".utf8).write(to: site.appendingPathComponent("docs/index.html"))
    try Data("let a = 1".utf8).write(to: site.appendingPathComponent("docs/deep/app.js"))
    try Data("café".utf8).write(to: site.appendingPathComponent("a b.txt"))
    try bytes.write(to: site.appendingPathComponent("clip.mp4"))
    try Data().write(to: site.appendingPathComponent("empty.bin"))
    try Data("secret".utf8).write(to: scratch.url.appendingPathComponent("secret.txt"))
    try FileManager.default.createSymbolicLink(
      at: site.appendingPathComponent("outside.txt"), withDestinationURL: scratch.url.appendingPathComponent("secret.txt"))
    try FileManager.default.createSymbolicLink(
      at: site.appendingPathComponent("inside.js"), withDestinationURL: site.appendingPathComponent("docs/deep/app.js"))
  }

  private func get(_ path: String, method: String = "GET", range: String? = nil, unknownPaths: BundledPages.UnknownPaths = .notFound)
    throws -> FolderServer.Response
  {
    let url = try #require(URL(string: "app://localhost" + path))
    return FolderServer(folder: site, unknownPaths: unknownPaths).response(method: method, url: url, range: range)
  }

  @Test func aFileIsServedWholeWithItsTypeAndLength() throws {
    let response = try get("/docs/deep/app.js")
    #expect(response.status == 200)
    #expect(response.body == Data("let a = 1".utf8))
    #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
    #expect(response.headers["Content-Length"] == "9")
    #expect(response.headers["Accept-Ranges"] == "bytes")
    #expect(response.headers["X-Content-Type-Options"] == "nosniff")
  }

  @Test func theRootAndAFolderServeTheirIndexFile() throws {
    #expect(try get("/").body == Data("<!doctype html>home".utf8))
    #expect(try get("").body == Data("<!doctype html>home".utf8))
    #expect(try get("/docs").body == Data("<p>docs".utf8))
    #expect(try get("/docs/").mimeType == "text/html")
  }

  @Test func aPercentEncodedNameIsTheFileOfThatName() throws {
    #expect(try get("/a%20b.txt").body == Data("café".utf8))
    #expect(try get("/docs/deep/%61pp.js").status == 200)
  }

  @Test func aQueryAndAFragmentAreNotPartOfThePath() throws {
    #expect(try get("/docs/deep/app.js?v=3#x").status == 200)
  }

  @Test(arguments: ["/missing.html", "/docs/deep/missing.js", "/deep", "/docs/deep"])
  func aPathWithNoFileIsNotFound(_ path: String) throws {
    #expect(try get(path).status == 404)
  }

  @Test(arguments: [
    "/..", "/../secret.txt", "/docs/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
    "/docs/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/docs%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/docs/%2e/app.js",
    "/./index.html", "/index.html%00.js", "/%2F",
  ])
  func aPathThatTriesToLeaveTheFolderIsForbidden(_ path: String) throws {
    let response = try get(path)
    #expect(response.status == 403, "\(path)")
    #expect(!String(decoding: response.body, as: UTF8.self).contains("secret"))
  }

  @Test func aLinkToAFileOutsideTheFolderIsNotServed() throws {
    #expect(try get("/outside.txt").status == 404)
  }

  @Test func aLinkToAFileInsideTheFolderIsServed() throws {
    #expect(try get("/inside.js").body == Data("let a = 1".utf8))
  }

  @Test func headAnswersTheHeadersWithoutTheBody() throws {
    let response = try get("/clip.mp4", method: "HEAD")
    #expect(response.status == 200)
    #expect(response.body.isEmpty)
    #expect(response.headers["Content-Length"] == "200")
    #expect(response.headers["Content-Type"] == "video/mp4")
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
  func anyOtherMethodIsNotAllowed(_ method: String) throws {
    let response = try get("/index.html", method: method)
    #expect(response.status == 405)
    #expect(response.headers["Allow"] == "GET, HEAD")
  }

  @Test(arguments: [
    ("bytes=0-9", 0..<10), ("bytes=190-", 190..<200), ("bytes=-5", 195..<200), ("bytes=195-500", 195..<200),
    ("bytes=-500", 0..<200), ("BYTES=10-10", 10..<11),
  ])
  func aRangeIsServedAsPartialContent(_ header: String, _ offsets: Range<Int>) throws {
    let response = try get("/clip.mp4", range: header)
    #expect(response.status == 206)
    #expect(response.body == bytes.subdata(in: offsets))
    #expect(response.headers["Content-Range"] == "bytes \(offsets.lowerBound)-\(offsets.upperBound - 1)/200")
    #expect(response.headers["Content-Length"] == String(offsets.count))
  }

  @Test(arguments: ["bytes=200-", "bytes=500-600", "bytes=-0"])
  func aRangeOutsideTheFileIsNotSatisfiable(_ header: String) throws {
    let response = try get("/clip.mp4", range: header)
    #expect(response.status == 416)
    #expect(response.headers["Content-Range"] == "bytes */200")
  }

  @Test func anEmptyFileHasNoRangeToServe() throws {
    #expect(try get("/empty.bin", range: "bytes=0-").status == 416)
    #expect(try get("/empty.bin").status == 200)
  }

  @Test(arguments: ["bytes=0-1,5-6", "items=0-1", "bytes=5-1", "bytes=a-b", "bytes=-", "bytes=1", "bytes=+1-2", "bytes=99999999999999999999-"])
  func aRangeHeaderThatIsNotOneByteRangeIsIgnored(_ header: String) throws {
    let response = try get("/clip.mp4", range: header)
    #expect(response.status == 200)
    #expect(response.body == bytes)
  }

  @Test func clientSideRoutesServeTheIndexWhenAsked() throws {
    #expect(try get("/orders/42", unknownPaths: .serveIndex).body == Data("<!doctype html>home".utf8))
    #expect(try get("/orders/42").status == 404)
  }

  @Test func aMissingFileWithAnExtensionIsNotFoundEvenForARouter() throws {
    #expect(try get("/missing.js", unknownPaths: .serveIndex).status == 404)
    #expect(try get("/missing.js/", unknownPaths: .serveIndex).status == 404)
  }

  @Test func aFolderNamedLikeTheIndexFileIsNotAFile() throws {
    try FileManager.default.createDirectory(at: site.appendingPathComponent("odd/index.html"), withIntermediateDirectories: true)
    #expect(try get("/odd").status == 404)
    #expect(try get("/odd/index.html").status == 404)
  }

  @Test func emptySegmentsAreNoSegments() throws {
    #expect(try get("//docs//deep//app.js").body == Data("let a = 1".utf8))
  }

  @Test func aForbiddenPathIsForbiddenEvenForARouter() throws {
    #expect(try get("/../secret", unknownPaths: .serveIndex).status == 403)
  }

  @Test func anErrorPageNeverRepeatsThePath() throws {
    let body = String(decoding: try get("/%3Cscript%3Ealert(1)%3C/script%3E").body, as: UTF8.self)
    #expect(!body.contains("<script>"))
    #expect(body.contains("404 Not Found"))
  }

  @Test func aDifferentIndexFileIsServedForFolders() throws {
    try Data("start".utf8).write(to: site.appendingPathComponent("start.html"))
    let response = FolderServer(folder: site, indexFile: "start.html").response(method: "GET", url: URL(string: "app://localhost/")!)
    #expect(response.body == Data("start".utf8))
  }
}
