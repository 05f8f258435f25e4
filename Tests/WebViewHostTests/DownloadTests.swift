import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `WKDownloadDelegate`: the kit keeps the destination handler until the reducer names the file
/// (exactly once), saves each download in a folder of its own, sends progress and the end to
/// the store, and stops every running download when the screen goes.
@MainActor
@Suite struct DownloadTests {
  private static let report = URL(string: "https://app.example.com/files/report.pdf")!

  private static var configuration: WebViewFeature.Configuration {
    var configuration = Screen.configuration
    configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf"])
    return configuration
  }

  private static func response(mimeType: String = "application/pdf", length: Int = 2_000) -> URLResponse {
    URLResponse(url: report, mimeType: mimeType, expectedContentLength: length, textEncodingName: nil)
  }

  private let folder = TemporaryFolder()

  private func screen(_ configuration: WebViewFeature.Configuration = Self.configuration) -> Screen {
    let screen = Screen(configuration: configuration)
    screen.host.downloadsFolder = folder.url.appendingPathComponent("Downloads", isDirectory: true)
    return screen
  }

  @Test func theFileIsSavedUnderTheSafeNameInAFolderOfItsOwn() async throws {
    let screen = screen()
    let download = FakeDownload(Self.report)
    let destinations = DestinationLog()
    screen.host.decideDestination(
      for: download, response: Self.response(), suggestedFilename: "../report.pdf", completionHandler: destinations.handler)
    await settle()
    let file = try #require(destinations.answers.first ?? nil)
    #expect(destinations.answers.count == 1)
    #expect(file.lastPathComponent == "report.pdf")
    #expect(file.deletingLastPathComponent().deletingLastPathComponent() == screen.host.downloadsFolder)
    #expect(FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
    #expect(screen.store.downloads.map(\.fileName) == ["report.pdf"])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func twoDownloadsOfOneNameNeverShareAPath() async throws {
    let screen = screen()
    let destinations = DestinationLog()
    for _ in 0..<2 {
      screen.host.decideDestination(
        for: FakeDownload(Self.report), response: Self.response(), suggestedFilename: "report.pdf", completionHandler: destinations.handler)
    }
    await settle()
    let files = destinations.answers.compactMap { $0 }
    #expect(files.count == 2)
    #expect(Set(files).count == 2)
  }

  @Test func aRefusedDownloadIsCancelledWithNoFolder() async {
    let screen = screen()
    let destinations = DestinationLog()
    screen.host.decideDestination(
      for: FakeDownload(Self.report), response: Self.response(mimeType: "application/zip"), suggestedFilename: "a.zip",
      completionHandler: destinations.handler)
    await settle()
    #expect(destinations.answers == [nil])
    #expect(!FileManager.default.fileExists(atPath: screen.host.downloadsFolder.path))
    #expect(screen.store.downloads.isEmpty)
  }

  @Test func aFolderThatCannotBeMadeFailsTheDownload() async throws {
    let screen = screen()
    let blocker = folder.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    screen.host.downloadsFolder = blocker.appendingPathComponent("Downloads")
    let destinations = DestinationLog()
    screen.host.decideDestination(
      for: FakeDownload(Self.report), response: Self.response(), suggestedFilename: "report.pdf", completionHandler: destinations.handler)
    await settle()
    #expect(destinations.answers == [nil])
    let status = try #require(screen.store.downloads.first?.status)
    guard case .failed = status else {
      Issue.record("expected a failure, got \(status)")
      return
    }
  }

  @Test func progressReachesTheStoreAtEachWholePercent() async {
    let screen = screen()
    let download = FakeDownload(Self.report)
    screen.host.decideDestination(
      for: download, response: Self.response(), suggestedFilename: "report.pdf", completionHandler: DestinationLog().handler)
    await settle()
    let counter = ActionCounter(screen.store)
    for received in stride(from: Int64(0), through: 2_000, by: 5) {
      screen.host.downloadProgressed(download, receivedBytes: received, expectedBytes: 2_000)
    }
    #expect(counter.count == 101)
    #expect(screen.store.downloads.first?.receivedBytes == 2_000)
  }

  @Test func progressOfUnknownSizeReachesTheStoreAtEachMebibyte() async {
    let screen = screen()
    let download = FakeDownload(Self.report)
    screen.host.decideDestination(
      for: download, response: Self.response(length: -1), suggestedFilename: "report.pdf", completionHandler: DestinationLog().handler)
    await settle()
    let counter = ActionCounter(screen.store)
    for received in stride(from: Int64(0), to: 3 << 20, by: 64 << 10) {
      screen.host.downloadProgressed(download, receivedBytes: received, expectedBytes: -1)
    }
    #expect(counter.count == 3)
    #expect(screen.store.downloads.first?.expectedBytes == nil)
  }

  @Test func theEndReachesTheStoreWithTheFile() async throws {
    let screen = screen()
    let download = FakeDownload(Self.report)
    let destinations = DestinationLog()
    screen.host.decideDestination(
      for: download, response: Self.response(), suggestedFilename: "report.pdf", completionHandler: destinations.handler)
    await settle()
    let file = try #require(destinations.answers.first ?? nil)
    screen.host.downloadDidFinish(download)
    #expect(screen.store.downloads.first?.status == .finished(file))
    screen.host.downloadDidFinish(download)
    #expect(screen.store.downloads.count == 1)
  }

  @Test func aFailureRemovesWhatTheDownloadLeft() async throws {
    let screen = screen()
    let download = FakeDownload(Self.report)
    let destinations = DestinationLog()
    screen.host.decideDestination(
      for: download, response: Self.response(), suggestedFilename: "report.pdf", completionHandler: destinations.handler)
    await settle()
    let file = try #require(destinations.answers.first ?? nil)
    try Data("partial".utf8).write(to: file)
    screen.host.downloadDidFail(download, error: URLError(.networkConnectionLost))
    #expect(!FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
    let status = try #require(screen.store.downloads.first?.status)
    guard case .failed(let failure) = status else {
      Issue.record("expected a failure, got \(status)")
      return
    }
    #expect(failure.code == URLError.networkConnectionLost.rawValue)
  }

  @Test func theUsersCancelStopsTheDownloadOnce() async {
    let screen = screen()
    let download = FakeDownload(Self.report)
    screen.host.decideDestination(
      for: download, response: Self.response(), suggestedFilename: "report.pdf", completionHandler: DestinationLog().handler)
    await settle()
    screen.store.send(.cancelDownload(1))
    await settle()
    screen.host.downloadDidFail(download, error: URLError(.cancelled))
    screen.host.tearDown()
    #expect(download.cancellations == 1)
    #expect(screen.store.downloads.first?.status == .cancelled)
  }

  @Test func tearingDownCancelsTheQuestionAndStopsTheRunningDownloads() async {
    let screen = screen()
    let running = FakeDownload(Self.report)
    let asking = FakeDownload(Self.report)
    screen.host.decideDestination(
      for: running, response: Self.response(), suggestedFilename: "a.pdf", completionHandler: DestinationLog().handler)
    await settle()
    screen.store.send(.errorDismissed)
    let destinations = DestinationLog()
    screen.host.tearDown()
    screen.host.decideDestination(for: asking, response: Self.response(), suggestedFilename: "b.pdf", completionHandler: destinations.handler)
    #expect(running.cancellations == 1)
    #expect(destinations.answers == [nil])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func withoutAStoreTheQuestionIsCancelledAtOnce() {
    let destinations = DestinationLog()
    let host = WebViewHost(configuration: Self.configuration)
    host.decideDestination(
      for: FakeDownload(Self.report), response: Self.response(), suggestedFilename: "a.pdf", completionHandler: destinations.handler)
    #expect(destinations.answers == [nil])
    #expect(host.pendingHandlerCount == 0)
  }

  @Test func aKitReleasedWithoutTearDownStopsItsRunningDownloads() async throws {
    // The store outlives the kit here, as a view model may; its calls then reach nobody.
    let download = FakeDownload(Self.report)
    let destinations = DestinationLog()
    var host: WebViewHost? = WebViewHost(configuration: Self.configuration, appBoundDomains: nil)
    host?.downloadsFolder = folder.url
    let clients = try #require(host.map { ($0.webViewClient, $0.bridgeClient) })
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Self.configuration)) {
      $0.webView = clients.0
      $0.bridgeClient = clients.1
    }
    host?.connect(to: store)
    host?.decideDestination(for: download, response: Self.response(), suggestedFilename: "a.pdf", completionHandler: destinations.handler)
    await settle()
    #expect(destinations.answers.count == 1)
    host = nil
    await settle()
    #expect(download.cancellations == 1)
  }
}

/// A download as WebKit runs one: it remembers being stopped.
@MainActor
private final class FakeDownload: HostDownload {
  let sourceURL: URL?
  private(set) var cancellations = 0

  init(_ url: URL?) { sourceURL = url }

  func stop() { cancellations += 1 }
}

/// The destinations a handler was answered with, in order.
@MainActor
private final class DestinationLog {
  private(set) var answers: [URL?] = []

  var handler: @MainActor @Sendable (URL?) -> Void {
    { self.answers.append($0) }
  }
}

/// How many actions a store reduced since it was made.
@MainActor
private final class ActionCounter {
  private(set) var count = 0
  private var token: ObservationToken?

  init(_ store: Store<WebViewFeature.State, WebViewFeature.Action>) {
    token = store.willReduce { [weak self] _ in self?.count += 1 }
  }
}
