import BridgeClient
import Foundation
import JSON
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

@testable import WebViewDevHost

extension EndToEnd {
  /// Downloads in a real browser: a file the policy lists is saved where the kit says, under a
  /// safe name, and what it refuses is cancelled and leaves nothing.
  @MainActor
  @Suite
  struct DownloadTests {
    private static let archive = URL(string: "\(Playground.origin)/downloads/archive.zip")!
    private static let served = Playground.folder.appendingPathComponent("downloads")

    private static func downloading(_ types: [String]) -> (inout DevHostSettings) -> Void {
      { $0.configuration.downloads = DownloadPolicy(mimeTypes: types) }
    }

    @Test func aFileTheWebViewCannotShowIsSavedWhereTheKitSays() async throws {
      try await Playground.run(configure: Self.downloading(["application/zip"])) { devhost, _ in
        devhost.store.send(.load(Self.archive))
        let file = try await finishedFile(in: devhost)
        #expect(try Data(contentsOf: file) == Data(contentsOf: Self.served.appendingPathComponent("archive.zip")))
        #expect(file.lastPathComponent == "archive.zip")
        #expect(file.deletingLastPathComponent().deletingLastPathComponent() == devhost.host.downloadsFolder)
        #expect(devhost.store.state.downloads.map(\.mimeType) == ["application/zip"])
        #expect(devhost.store.state.url == Playground.index)
        #expect(devhost.store.state.error == nil)
        #expect(!devhost.store.state.isLoading)
      }
    }

    @Test func aFolderTheDeveloperNamesKeepsTheFileAfterTheSession() async throws {
      let kept = FileManager.default.temporaryDirectory.appendingPathComponent("DevHostDownloads-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: kept) }
      var saved: URL?
      try await Playground.run(configure: Self.downloading(["application/zip"]), downloadsFolder: kept) { devhost, _ in
        devhost.store.send(.load(Self.archive))
        saved = try await finishedFile(in: devhost)
      }
      let file = try #require(saved)
      #expect(file.deletingLastPathComponent().deletingLastPathComponent() == kept)
      #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func withoutDownloadsTheSameFileIsAnError() async throws {
      try await Playground.run { devhost, _ in
        devhost.store.send(.load(Self.archive))
        try await devhost.waitUntil("the error") { devhost.store.state.error != nil }
        #expect(devhost.store.state.error == .unsupportedContent(mimeType: "application/zip"))
        #expect(devhost.store.state.downloads == [])
      }
    }

    @Test func aDownloadLinksHostileNameIsMadeSafe() async throws {
      try await Playground.run(configure: Self.downloading(["text/csv"])) { devhost, _ in
        try await clickDownloadLink(in: devhost, href: "/downloads/report.csv", name: "..\\..\\evil\u{202E}vsc.csv")
        let file = try await finishedFile(in: devhost)
        #expect(try Data(contentsOf: file) == Data(contentsOf: Self.served.appendingPathComponent("report.csv")))
        let name = try #require(devhost.store.state.downloads.first?.fileName)
        #expect(name == file.lastPathComponent)
        #expect(!name.contains("/") && !name.contains("\\") && !name.unicodeScalars.contains("\u{202E}"))
        #expect(name.hasSuffix(".csv"))
      }
    }

    @Test func aTypeThePolicyRefusesIsCancelledAndLeavesNothing() async throws {
      try await Playground.run(configure: Self.downloading(["application/pdf"])) { devhost, _ in
        try await clickDownloadLink(in: devhost, href: "/downloads/report.csv", name: "report.csv")
        let refused = HostDiagnostic.feature(
          .downloadRefused(URL(string: "\(Playground.origin)/downloads/report.csv"), reason: "text/csv is not in downloads.mimeTypes"))
        try await devhost.waitUntil("the refusal") { devhost.records.contains(.diagnostic(StateDiff.renderLine(refused))) }
        #expect(devhost.store.state.downloads == [])
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: devhost.host.downloadsFolder.path)) ?? []
        #expect(saved == [])
      }
    }

    /// Waits until the first download finished and returns its file.
    private func finishedFile(in devhost: DevHost) async throws -> URL {
      var file: URL?
      try await devhost.waitUntil("the download to finish") {
        if case .finished(let saved)? = devhost.store.state.downloads.first?.status { file = saved }
        return file != nil
      }
      return try #require(file)
    }

    /// Clicks a link to `href` with `download=name`, as a page's export button does.
    private func clickDownloadLink(in devhost: DevHost, href: String, name: String) async throws {
      let script = """
        (function () { var a = document.createElement('a'); a.href = \(try JavaScript.literal(.string(href)));
          a.download = \(try JavaScript.literal(.string(name))); document.body.appendChild(a); a.click(); return true; })()
        """
      #expect(try await devhost.webView.evaluate(script) == .bool(true))
    }

    @Test func aServersAttachmentIsSavedUnderItsSafeName() async throws {
      try await fromServer { devhost, url in
        devhost.store.send(.load(url.appendingPathComponent("statement.pdf")))
        let file = try await finishedFile(in: devhost)
        #expect(try String(contentsOf: file, encoding: .utf8) == "%PDF-1.4 statement of the test\n")
        #expect(file.deletingLastPathComponent().deletingLastPathComponent() == devhost.host.downloadsFolder)
        #expect(!file.lastPathComponent.contains("/") && file.lastPathComponent.hasSuffix(".pdf"))
        #expect(devhost.store.state.downloads.map(\.expectedBytes) == [31])
        #expect(
          devhost.records.contains { record in
            if case .response(_, _, let mimeType, .download) = record { mimeType == "application/pdf" } else { false }
          })
      }
    }

    @Test func aServersFileTheWebViewCannotShowIsMarkedAnAttachmentAndSaved() async throws {
      try await fromServer { devhost, url in
        devhost.store.send(.load(url.appendingPathComponent("archive.zip")))
        let file = try await finishedFile(in: devhost)
        #expect(try Data(contentsOf: file) == Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)))
        #expect(devhost.store.state.error == nil)
        #expect(!devhost.store.state.isLoading)
      }
    }

    /// A devhost that may load the test's own server (`Tests/Node/download-server.mjs`) and
    /// downloads PDFs and ZIPs.
    private func fromServer(_ body: (DevHost, URL) async throws -> Void) async throws {
      try await LocalHTTPSServer.run("download-server.mjs") { url in
        try await Playground.run(
          configure: { settings in
            settings.configuration.navigation.allowedHosts = HostAllowList(["app.devhost.test", url.host ?? ""])
            settings.configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf", "application/zip"])
          }, reachesLocalServers: true
        ) { devhost, _ in
          try await LocalHTTPSServer.trustItsCertificate(in: devhost)
          try await body(devhost, url)
        }
      }
    }
  }
}
