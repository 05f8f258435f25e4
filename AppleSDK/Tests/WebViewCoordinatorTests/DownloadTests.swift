import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// Downloads as WebKit runs them: a navigation decided `.download` becomes a `WKDownload`, the
  /// coordinator becomes its delegate, the destination block is answered exactly once with a file
  /// in the kit's folder, and progress and the end reach the store.
  @MainActor
  @Suite struct DownloadTests {
    private static let report = URL(string: "https://app.example.com/files/report.pdf")!
    private static var screen: WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf"])
      return configuration
    }

    private let folder = TemporaryFolder()

    private func page() -> Page {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      page.coordinator?.host.downloadsFolder = folder.url
      return page
    }

    private static func attachment(_ url: URL = report) -> WKNavigationResponse {
      let response = HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/pdf", "Content-Disposition": "attachment; filename=\"report.pdf\""])!
      return WKNavigationResponse(response: response, isForMainFrame: true, canShowMIMEType: true)
    }

    @Test func anAttachmentIsDownloadedIntoTheKitsFolder() async throws {
      let page = page()
      defer { page.coordinator?.tearDown() }
      let response = Self.attachment()
      let decision = page.webView.decide(response)
      try await waitUntil("the decision") { decision.value != nil }
      #expect(decision.values == [.download])
      let download = WKDownload(url: Self.report)
      page.webView.becomeDownload(download, from: response)
      let destination = download.decideDestination(response.response, suggestedFilename: "report.pdf")
      try await waitUntil("the destination") { !destination.values.isEmpty }
      let file = try #require(destination.value ?? nil)
      #expect(destination.values.count == 1)
      #expect(file.lastPathComponent == "report.pdf")
      #expect(file.deletingLastPathComponent().deletingLastPathComponent() == folder.url)
      download.receive(1_000, of: 4_000)
      try await waitUntil("the progress") { page.store.state.downloads.first?.receivedBytes == 1_000 }
      download.finish()
      try await waitUntil("the end") { page.store.state.downloads.first?.status == .finished(file) }
    }

    @Test func aDownloadLinkIsDecidedDownload() async throws {
      let page = page()
      defer { page.coordinator?.tearDown() }
      let link = WKNavigationAction(
        url: Self.report, navigationType: .linkActivated, sourceFrame: Page.frame(), targetFrame: Page.frame(), shouldPerformDownload: true)
      let decision = page.webView.decide(link)
      try await waitUntil("the decision") { decision.value != nil }
      #expect(decision.values == [.download])
    }

    @Test func aTypeThePolicyRefusesIsCancelledBeforeItIsSaved() async throws {
      let page = page()
      defer { page.coordinator?.tearDown() }
      let download = WKDownload(url: Self.report)
      page.webView.becomeDownload(download, from: Self.attachment())
      let zip = URLResponse(url: Self.report, mimeType: "application/zip", expectedContentLength: 10, textEncodingName: nil)
      let destination = download.decideDestination(zip, suggestedFilename: "a.zip")
      try await waitUntil("the destination") { !destination.values.isEmpty }
      #expect(destination.values == [nil])
      #expect(page.store.state.downloads.isEmpty)
    }

    @Test func tearingDownStopsARunningDownload() async throws {
      let page = page()
      let download = WKDownload(url: Self.report)
      page.webView.becomeDownload(download, from: Self.attachment())
      let destination = download.decideDestination(Self.attachment().response, suggestedFilename: "report.pdf")
      try await waitUntil("the destination") { !destination.values.isEmpty }
      page.coordinator?.tearDown()
      #expect(download.cancellations == 1)
    }

    @Test func aWebPageReportsThatItCannotDownload() async {
      let screen = Page.pageModel(Self.screen)
      var diagnostics: [HostDiagnostic] = []
      screen.host.onDiagnostic = { diagnostics.append($0) }
      let coordinator = WebPageCoordinator(host: screen.host) {}
      coordinator.connect(to: screen.store)
      defer { coordinator.tearDown() }
      #expect(diagnostics == [.settingsNotApplied(["downloads"])])
      let unshowable = WebPage.NavigationResponse(response: Self.attachment().response, canShowMimeType: false)
      #expect(await coordinator.page.decide(unshowable) == .cancel)
    }
  }
}
