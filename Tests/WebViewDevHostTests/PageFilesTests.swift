import Foundation
import Testing

@testable import WebViewDevHost

@Suite struct PageFilesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/DevHost")
  let files = PageFiles(folder: folder, origin: URL(string: "https://App.DevHost.test/ignored")!)

  @Test func aFileIsServedWithItsTypeUnderTheOrigin() throws {
    let response = files.response(for: URL(string: "https://app.devhost.test/page.js")!)
    #expect(response.status == 200)
    #expect(response.mimeType == "text/javascript")
    #expect(response.body == (try Data(contentsOf: Self.folder.appendingPathComponent("page.js"))))
  }

  @Test func theRootServesIndexHTML() {
    let response = files.response(for: URL(string: "https://app.devhost.test/")!)
    #expect(response.status == 200)
    #expect(response.mimeType == "text/html")
  }

  @Test func aMissingFileIsA404Page() {
    #expect(files.response(for: URL(string: "https://app.devhost.test/missing.html")!).status == 404)
  }

  @Test(arguments: ["/%2e%2e/devhost.json", "/..%2fPackage.swift", "/a/%2E%2E/%2E%2E/Package.swift", "/..%5cPackage.swift"])
  func aPathLeavingTheFolderIsRefused(_ path: String) throws {
    let url = try #require(URL(string: "https://app.devhost.test\(path)"))
    let status = files.response(for: url).status
    #expect(status == 403 || status == 404)
    #expect(status != 200)
  }

  @Test func the404PageDoesNotEchoThePath() {
    let body = files.response(for: URL(string: "https://app.devhost.test/%3Cscript%3Ex%3C/script%3E")!).body
    #expect(!String(decoding: body, as: UTF8.self).contains("<script>"))
  }

  @Test func onlyTheOriginsSchemeHostAndPortAreServed() {
    #expect(files.serves(URL(string: "https://app.devhost.test/x")!))
    #expect(!files.serves(URL(string: "http://app.devhost.test/x")!))
    #expect(!files.serves(URL(string: "https://app.devhost.test:8443/x")!))
    #expect(!files.serves(URL(string: "https://app.devhost.test.evil.com/x")!))
  }

  @Test(arguments: [
    ("text/html", true), ("image/png", true), ("application/json", true), ("image/svg+xml", true),
    ("application/zip", false), ("application/octet-stream", false),
  ])
  func whatABrowserCanShow(_ mimeType: String, _ canShow: Bool) {
    #expect(PageFiles.canShow(mimeType: mimeType) == canShow)
  }
}
