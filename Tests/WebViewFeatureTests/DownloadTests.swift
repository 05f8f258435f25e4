import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Downloads: `DownloadPolicy` decides which responses and links are saved as files, WebKit's
/// question of where is answered exactly once with a safe file name (or a cancel and a reason),
/// and the state follows each download from its first byte until the app dismisses it.
@MainActor
struct DownloadTests {
  private static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf", "text/csv"], maxBytes: 1_000_000)
    return configuration
  }

  nonisolated private static let report = URL(string: "https://app.example.com/files/report.pdf")!

  nonisolated private static func request(
    _ name: String = "report.pdf", mimeType: String? = "application/pdf", bytes: Int64? = 2_000
  ) -> DownloadRequest {
    DownloadRequest(url: report, suggestedFilename: name, mimeType: mimeType, expectedBytes: bytes)
  }

  private static func running(_ id: DownloadID = 1, name: String = "report.pdf", received: Int64 = 0) -> Download {
    Download(id: id, url: report, fileName: name, mimeType: "application/pdf", receivedBytes: received, expectedBytes: 2_000)
  }

  private static func downloading(_ downloads: Download...) -> State {
    var state = Fixture.loadedPage
    state.downloads = downloads
    return state
  }

  // MARK: Which responses become downloads

  @Test func anAttachmentOfAListedTypeIsDownloaded() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(url: Self.report, mimeType: "application/pdf", canShowMIMEType: true, isAttachment: true)
    await h.send(.responseReceived(1, response))
    #expect(h.web.calls == [.decideResponse(1, .download)])
    await h.finish()
  }

  @Test func contentTheWebViewCannotShowIsDownloadedWhenItsTypeIsListed() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(url: Self.report, mimeType: "Text/CSV; charset=utf-8", canShowMIMEType: false)
    await h.send(.responseReceived(1, response))
    #expect(h.web.calls == [.decideResponse(1, .download)])
    await h.finish()
  }

  @Test func aShowableResponseIsShownEvenWhenItsTypeIsListed() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.responseReceived(1, NavigationResponse(url: Self.report, mimeType: "application/pdf")))
    #expect(h.web.calls == [.decideResponse(1, .allow)])
    await h.finish()
  }

  @Test func contentOfAnUnlistedTypeIsStillAnError() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(url: Self.report, mimeType: "application/zip", canShowMIMEType: false)
    await h.send(.responseReceived(1, response)) { $0.show(.unsupportedContent(mimeType: "application/zip")) }
    #expect(h.web.calls == [.decideResponse(1, .cancel)])
    await h.finish()
  }

  @Test func anErrorStatusIsNeverDownloaded() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(url: Self.report, statusCode: 404, mimeType: "application/pdf", isAttachment: true)
    await h.send(.responseReceived(1, response)) { $0.show(.httpStatus(404)) }
    #expect(h.web.calls == [.decideResponse(1, .cancel)])
    await h.finish()
  }

  @Test func aResponseFromAHostThePolicyWouldNotLoadIsNotDownloaded() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(
      url: URL(string: "https://ads.evil.com/x.pdf"), isForMainFrame: false, mimeType: "application/pdf", isAttachment: true)
    await h.send(.responseReceived(1, response))
    #expect(h.web.calls == [.decideResponse(1, .allow)])
    await h.finish()
  }

  @Test func statusFourHundredIsAnErrorNotADownload() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let response = NavigationResponse(url: Self.report, statusCode: 400, mimeType: "application/pdf", isAttachment: true)
    await h.send(.responseReceived(1, response)) { $0.show(.httpStatus(400)) }
    await h.finish()
  }

  @Test func theDefaultPolicyDownloadsNothing() async {
    let h = Harness(Fixture.loadedPage)
    let response = NavigationResponse(url: Self.report, mimeType: "application/pdf", canShowMIMEType: false, isAttachment: true)
    await h.send(.responseReceived(1, response)) { $0.show(.unsupportedContent(mimeType: "application/pdf")) }
    #expect(h.web.calls == [.decideResponse(1, .cancel)])
    await h.finish()
  }

  // MARK: Links with the download attribute

  @Test(arguments: [
    "https://app.example.com/export.csv", "blob:https://app.example.com/4b1d", "data:text/csv,a%2Cb",
  ])
  func aDownloadLinkThePolicyWouldLoadIsDownloaded(_ url: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let request = NavigationRequest(url: Fixture.url(url), type: .linkActivated, isDownload: true)
    await h.send(.navigationRequested(1, request))
    #expect(h.web.calls == [.decidePolicy(1, .download)])
    await h.finish()
  }

  @Test func aDownloadLinkToAnotherHostIsDecidedAsANavigation() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let request = NavigationRequest(url: Fixture.evil, type: .linkActivated, isDownload: true)
    await h.send(.navigationRequested(1, request)) { $0.show(.hostNotAllowed("evil.com")) }
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    await h.finish()
  }

  @Test(arguments: [(NavigationTarget.subframe, false), (.subframe, true), (.mainFrame, false)])
  func aDataDownloadNotOfTheMainFrameIsNotDownloaded(_ target: NavigationTarget, _ isFromMainFrame: Bool) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let request = NavigationRequest(url: Fixture.url("data:text/csv,a"), target: target, isFromMainFrame: isFromMainFrame, isDownload: true)
    await h.send(.navigationRequested(1, request))
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    await h.finish()
  }

  @Test func withoutDownloadsADownloadLinkLoadsAsALink() async {
    let h = Harness(Fixture.loadedPage)
    let request = NavigationRequest(url: Fixture.article, type: .linkActivated, isDownload: true)
    await h.send(.navigationRequested(1, request))
    #expect(h.web.calls == [.decidePolicy(1, .allow)])
    await h.finish()
  }

  // MARK: Where WebKit saves it

  @Test func theDownloadIsSavedUnderItsSuggestedName() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request())) { $0.downloads = [Self.running()] }
    #expect(h.web.calls == [.decideDownload(1, fileName: "report.pdf")])
    await h.finish()
  }

  @Test func aDownloadKeepsWhereItCameFrom() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request())) { $0.downloads = [Self.running()] }
    #expect(h.store.state.downloads.map(\.url) == [Self.report])
    await h.finish()
  }

  @Test(arguments: [
    ("../../Library/Preferences/app.plist", "app.plist"),
    ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),
    ("a\u{0}b.pdf", "ab.pdf"),
    ("..", "Download"),
    ("", "Download"),
  ])
  func aHostileNameIsMadeSafe(_ suggested: String, _ saved: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request(suggested))) { $0.downloads = [Self.running(name: saved)] }
    #expect(h.web.calls == [.decideDownload(1, fileName: saved)])
    await h.finish()
  }

  @Test func theFallbackNameIsTheConfiguredLanguages() async {
    var configuration = Self.configuration
    configuration.messages = .korean
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.downloadRequested(1, Self.request("/"))) { $0.downloads = [Self.running(name: "다운로드")] }
    #expect(h.web.calls == [.decideDownload(1, fileName: "다운로드")])
    await h.finish()
  }

  @Test(arguments: [
    (request(mimeType: "application/zip"), "application/zip is not in downloads.mimeTypes"),
    (request(mimeType: nil), "a file without a type is not in downloads.mimeTypes"),
    (request(bytes: 1_000_001), "the file has 1000001 bytes, more than downloads.maxBytes (1000000)"),
  ])
  func whatThePolicyRefusesIsCancelledAndDiagnosed(_ request: DownloadRequest, _ reason: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadRequested(1, request))
    #expect(h.web.calls == [.decideDownload(1, fileName: nil), .diagnose(.downloadRefused(Self.report, reason: reason))])
    await h.finish()
  }

  @Test func aFileOfUnknownSizeIsNotRefusedForItsSize() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request(bytes: nil))) {
      var download = Self.running()
      download.expectedBytes = nil
      $0.downloads = [download]
    }
    await h.finish()
  }

  @Test func aDownloadAfterTheScreenClosedIsCancelled() async {
    var state = Fixture.loadedPage
    state.isClosed = true
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request()))
    #expect(h.web.calls == [.decideDownload(1, fileName: nil), .diagnose(.downloadRefused(Self.report, reason: "the screen has closed"))])
    await h.finish()
  }

  @Test func aRepeatedQuestionIsNotAnsweredTwice() async {
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.downloadRequested(1, Self.request()))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  // MARK: Progress and the end

  @Test func progressMovesTheReceivedBytes() async {
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.downloadProgressed(1, receivedBytes: 500, expectedBytes: 2_000)) { $0.downloads[0].receivedBytes = 500 }
    #expect(h.store.state.downloads[0].fractionCompleted == 0.25)
    await h.send(.downloadProgressed(1, receivedBytes: 900, expectedBytes: 4_000)) {
      $0.downloads[0].receivedBytes = 900
      $0.downloads[0].expectedBytes = 4_000
    }
    await h.send(.downloadProgressed(1, receivedBytes: 1_000, expectedBytes: nil)) { $0.downloads[0].receivedBytes = 1_000 }
    await h.send(.downloadProgressed(1, receivedBytes: -5, expectedBytes: -1)) { $0.downloads[0].receivedBytes = 0 }
    await h.send(.downloadProgressed(1, receivedBytes: 0, expectedBytes: 0)) { $0.downloads[0].expectedBytes = 0 }
    await h.finish()
  }

  @Test func aFinishedDownloadHoldsItsFile() async {
    let file = URL(fileURLWithPath: "/tmp/WebViewDownloads/A/report.pdf")
    let h = Harness(Self.downloading(Self.running(received: 1_500)), configuration: Self.configuration)
    await h.send(.downloadFinished(1, file: file)) {
      $0.downloads[0].status = .finished(file)
      $0.downloads[0].receivedBytes = 2_000
    }
    #expect(h.store.state.downloads[0].fractionCompleted == 1)
    await h.finish()
  }

  @Test func aFailedDownloadSaysSoInAToast() async {
    let failure = NavigationFailure.url(-1005, "The network connection was lost.")
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.downloadFailed(1, failure)) {
      $0.downloads[0].status = .failed(failure)
      $0.toastMessage = "report.pdf could not be downloaded."
    }
    await h.finish()
  }

  @Test func aDownloadTheWebViewCancelledEndsWithoutAToast() async {
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.downloadFailed(1, .url(-999))) { $0.downloads[0].status = .cancelled }
    await h.finish()
  }

  @Test func theUserMayStopARunningDownload() async {
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.cancelDownload(1)) { $0.downloads[0].status = .cancelled }
    #expect(h.web.calls == [.cancelDownload(1)])
    await h.send(.downloadFailed(1, .url(-999)))
    await h.send(.cancelDownload(1))
    #expect(h.web.calls == [.cancelDownload(1)])
    await h.finish()
  }

  @Test func callbacksOfAnUnknownDownloadChangeNothing() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.downloadProgressed(7, receivedBytes: 1, expectedBytes: 2))
    await h.send(.downloadFinished(7, file: URL(fileURLWithPath: "/tmp/x")))
    await h.send(.downloadFailed(7, .url(-1)))
    await h.send(.downloadDismissed(7))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func dismissingAnEndedDownloadRemovesIt() async {
    var finished = Self.running()
    finished.status = .finished(URL(fileURLWithPath: "/tmp/report.pdf"))
    let h = Harness(Self.downloading(finished, Self.running(2)), configuration: Self.configuration)
    await h.send(.downloadDismissed(1)) { $0.downloads = [Self.running(2)] }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func dismissingARunningDownloadStopsIt() async {
    let h = Harness(Self.downloading(Self.running()), configuration: Self.configuration)
    await h.send(.downloadDismissed(1)) { $0.downloads = [] }
    #expect(h.web.calls == [.cancelDownload(1)])
    await h.finish()
  }

  @Test func closingTheScreenStopsEveryRunningDownload() async {
    var finished = Self.running(2)
    finished.status = .finished(URL(fileURLWithPath: "/tmp/report.pdf"))
    let h = Harness(Self.downloading(Self.running(1), finished, Self.running(3)), configuration: Self.configuration)
    await h.send(.screenClosed) {
      $0.isClosed = true
      $0.downloads[0].status = .cancelled
      $0.downloads[2].status = .cancelled
    }
    #expect(h.web.calls == [.cancelDownload(1), .cancelDownload(3)])
    await h.finish()
  }
}
