import Foundation
import JSON
import Testing

@testable import WebViewDevHost

extension EndToEnd {
  /// The folder server that answers WebKit's scheme handler for `BundledPages`, answering a real
  /// browser's requests (the devhost serves the same folder through Chromium's interception):
  /// ranges a media element would ask for, a `HEAD`, a missing file, and paths that try to leave
  /// the folder after Chromium's own URL parser has read them.
  @MainActor
  @Suite
  struct ServedFilesTests {
    @Test func aRangeRequestGetsPartialContent() async throws {
      let script = try String(contentsOf: Playground.folder.appendingPathComponent("page.js"), encoding: .utf8)
      try await Playground.run { devhost, _ in
        let answer = try await fetch("/page.js", in: devhost, headers: ["Range": "bytes=3-9"])
        #expect(answer["status"] == 206)
        #expect(answer["text"]?.stringValue == String(script.utf8.dropFirst(3).prefix(7)))
        #expect(answer["contentRange"]?.stringValue == "bytes 3-9/\(script.utf8.count)")
      }
    }

    @Test func aHeadRequestGetsTheLengthAndNoBody() async throws {
      let size = try Data(contentsOf: Playground.folder.appendingPathComponent("style.css")).count
      try await Playground.run { devhost, _ in
        let answer = try await fetch("/style.css", in: devhost, method: "HEAD")
        #expect(answer["status"] == 200)
        #expect(answer["text"]?.stringValue == "")
        #expect(answer["length"]?.stringValue == String(size))
        #expect(answer["type"]?.stringValue == "text/css; charset=utf-8")
      }
    }

    @Test func aMissingFileIsNotFound() async throws {
      try await Playground.run { devhost, _ in
        let answer = try await fetch("/missing.js", in: devhost)
        #expect(answer["status"] == 404)
      }
    }

    @Test func aPathThatTriesToLeaveTheFolderIsForbidden() async throws {
      try await Playground.run { devhost, _ in
        for path in ["/..%2fdevhost.json", "/..%5cdevhost.json", "/%2e%2e%2fdevhost.json", "/page.js%00.txt"] {
          let answer = try await fetch(path, in: devhost)
          #expect(answer["status"] == 403, "\(path)")
        }
      }
    }

    @Test func aDotSegmentTheBrowserResolvesStaysInsideTheFolder() async throws {
      try await Playground.run { devhost, _ in
        for path in ["/%2e%2e/Package.swift", "/a/../../Package.swift", "/.%2e/Package.swift"] {
          let answer = try await fetch(path, in: devhost)
          #expect(answer["status"] == 404, "\(path)")
          #expect(answer["url"]?.stringValue == "\(Playground.origin)/Package.swift")
        }
      }
    }

    /// The page's `fetch` of `path`: its status, `Content-Type`, `Content-Length`,
    /// `Content-Range`, final URL and text.
    private func fetch(_ path: String, in devhost: DevHost, method: String = "GET", headers: [String: String] = [:])
      async throws -> JSONValue
    {
      let options = try JSONCoders.text(of: ["method": JSONValue.string(method), "headers": .object(headers.mapValues(JSONValue.string))])
      return try await devhost.webView.evaluate(
        """
        fetch(\(try JSONCoders.text(of: path)), \(options)).then(function (r) {
          return r.text().then(function (text) {
            return { status: r.status, type: r.headers.get('content-type'), length: r.headers.get('content-length'),
              contentRange: r.headers.get('content-range'), url: r.url, text: text };
          });
        })
        """, awaitingPromise: true)
    }
  }
}
