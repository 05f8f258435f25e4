import BridgeClient
import Foundation
import TestSupport
import Testing
import WebViewFeature

@testable import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the WebKit handlers hand WebKit for a request of the bundled pages: the folder server's
/// answer as an HTTP response, and nothing at all for another origin.
struct SchemeReplyTests {
  private let scratch = TemporaryFolder()
  private var pages: BundledPages { BundledPages(folder: scratch.url) }

  init() throws {
    try Data("<p>hello".utf8).write(to: scratch.url.appendingPathComponent("index.html"))
  }

  private func request(_ text: String, method: String = "GET", range: String? = nil) -> URLRequest {
    var request = URLRequest(url: URL(string: text)!)
    request.httpMethod = method
    if let range { request.setValue(range, forHTTPHeaderField: "Range") }
    return request
  }

  @Test func aPageIsAnHTTPResponseAndItsBody() throws {
    let reply = try SchemeReply(to: request("app://localhost/index.html"), from: pages)
    #expect(reply.response.statusCode == 200)
    #expect(reply.response.url == URL(string: "app://localhost/index.html"))
    #expect(reply.response.mimeType == "text/html")
    #expect(reply.response.value(forHTTPHeaderField: "Content-Length") == "8")
    #expect(reply.body == Data("<p>hello".utf8))
  }

  @Test func theRangeHeaderAndTheMethodReachTheServer() throws {
    let part = try SchemeReply(to: request("app://localhost/index.html", range: "bytes=3-"), from: pages)
    #expect(part.response.statusCode == 206)
    #expect(part.body == Data("hello".utf8))
    let head = try SchemeReply(to: request("app://localhost/index.html", method: "HEAD"), from: pages)
    #expect(head.body.isEmpty)
    #expect(head.response.statusCode == 200)
  }

  @Test func aMissingFileIsA404Response() throws {
    #expect(try SchemeReply(to: request("app://localhost/nope.html"), from: pages).response.statusCode == 404)
  }

  @Test(arguments: ["app://evil.com/index.html", "app://localhost:8080/index.html", "https://localhost/index.html", "app:///index.html"])
  func aRequestOfAnotherOriginFailsWithoutAFile(_ text: String) {
    #expect(throws: URLError(.fileDoesNotExist)) { try SchemeReply(to: request(text), from: pages) }
  }

  @Test func aRequestOfAnotherAppOriginFails() throws {
    let other = BundledPages(origin: try AppOrigin(scheme: "bundle", host: "localhost"), folder: scratch.url)
    #expect(throws: URLError(.fileDoesNotExist)) { try SchemeReply(to: request("app://localhost/index.html"), from: other) }
    #expect(try SchemeReply(to: request("bundle://localhost/index.html"), from: other).response.statusCode == 200)
  }
}
