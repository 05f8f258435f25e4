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

  /// Begins a download in `screen` as WebKit asks about one, and waits for the kit's answer.
  private func begin(
    in screen: Screen, response: URLResponse = Self.response(), name: String = "report.pdf"
  ) async -> (download: FakeDownload, destinations: DestinationLog) {
    let download = FakeDownload(Self.report)
    let destinations = DestinationLog()
    screen.host.decideDestination(for: download, response: response, suggestedFilename: name, completionHandler: destinations.handler)
    await settle()
    return (download, destinations)
  }

  @Test func theFileIsSavedUnderTheSafeNameInAFolderOfItsOwn() async throws {
    let screen = screen()
    let destinations = await begin(in: screen, name: "../report.pdf").destinations
    let file = try #require(destinations.answers.first ?? nil)
    #expect(destinations.answers.count == 1)
    #expect(file.lastPathComponent == "report.pdf")
    #expect(file.isFileURL && !file.hasDirectoryPath)
    #expect(file.deletingLastPathComponent().deletingLastPathComponent() == screen.host.downloadsFolder)
    #expect(FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
    #expect(screen.store.downloads.map(\.fileName) == ["report.pdf"])
    #expect(screen.store.downloads.map(\.mimeType) == ["application/pdf"])
    #expect(screen.store.downloads.map(\.url) == [Self.report])
    #expect(screen.store.downloads.map(\.expectedBytes) == [2_000])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func twoDownloadsOfOneNameNeverShareAPath() async throws {
    let screen = screen()
    let first = await begin(in: screen).destinations.answers
    let second = await begin(in: screen).destinations.answers
    let files = (first + second).compactMap { $0 }
    #expect(files.count == 2)
    #expect(Set(files).count == 2)
    #expect(screen.store.downloads.map(\.id) == [1, 2])
  }

  @Test func aRefusedDownloadIsCancelledWithNoFolder() async {
    let screen = screen()
    let (download, destinations) = await begin(in: screen, response: Self.response(mimeType: "application/zip"), name: "a.zip")
    #expect(destinations.answers == [nil])
    screen.host.tearDown()
    #expect(download.cancellations == 0)
    #expect(!FileManager.default.fileExists(atPath: screen.host.downloadsFolder.path))
    #expect(screen.store.downloads.isEmpty)
  }

  @Test func aFolderThatCannotBeMadeFailsTheDownload() async throws {
    let screen = screen()
    let blocker = folder.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    screen.host.downloadsFolder = blocker.appendingPathComponent("Downloads")
    let (download, destinations) = await begin(in: screen)
    #expect(destinations.answers == [nil])
    screen.host.tearDown()
    #expect(download.cancellations == 0)
    let status = try #require(screen.store.downloads.first?.status)
    guard case .failed = status else {
      Issue.record("expected a failure, got \(status)")
      return
    }
  }

  @Test func progressReachesTheStoreAtEachWholePercent() async {
    let screen = screen()
    let download = await begin(in: screen).download
    let counter = ActionCounter(screen.store)
    for received in stride(from: Int64(0), through: 2_000, by: 5) {
      screen.host.downloadProgressed(download, receivedBytes: received, expectedBytes: 2_000)
    }
    #expect(counter.count == 101)
    #expect(screen.store.downloads.first?.receivedBytes == 2_000)
  }

  @Test func progressOfUnknownSizeReachesTheStoreAtEachMebibyte() async {
    let screen = screen()
    let download = await begin(in: screen, response: Self.response(length: -1)).download
    let counter = ActionCounter(screen.store)
    for received in stride(from: Int64(0), to: 3 << 20, by: 64 << 10) {
      screen.host.downloadProgressed(download, receivedBytes: received, expectedBytes: -1)
    }
    #expect(counter.count == 3)
    #expect(screen.store.downloads.first?.expectedBytes == nil)
  }

  @Test func anEmptyFileHasASizeAndATinyOneReportsEachByte() async {
    let screen = screen()
    let empty = await begin(in: screen, response: Self.response(length: 0)).download
    #expect(screen.store.downloads.map(\.expectedBytes) == [0])
    let counter = ActionCounter(screen.store)
    screen.host.downloadProgressed(empty, receivedBytes: 0, expectedBytes: 0)
    #expect(counter.count == 1)
    let tiny = await begin(in: screen, response: Self.response(length: 1)).download
    screen.host.downloadProgressed(tiny, receivedBytes: 0, expectedBytes: 1)
    screen.host.downloadProgressed(tiny, receivedBytes: 1, expectedBytes: 1)
    #expect(counter.count == 4)
    #expect(screen.store.downloads.map(\.receivedBytes) == [0, 1])
  }

  @Test func aSizeTheEngineStopsKnowingIsKept() async {
    let screen = screen()
    let download = await begin(in: screen).download
    screen.host.downloadProgressed(download, receivedBytes: 10, expectedBytes: 0)
    #expect(screen.store.downloads.map(\.expectedBytes) == [2_000])
    #expect(screen.store.downloads.map(\.receivedBytes) == [10])
    screen.host.downloadProgressed(download, receivedBytes: 1, expectedBytes: 1)
    #expect(screen.store.downloads.map(\.expectedBytes) == [1])
  }

  @Test func theEndReachesTheStoreWithTheFile() async throws {
    let screen = screen()
    let (download, destinations) = await begin(in: screen)
    let file = try #require(destinations.answers.first ?? nil)
    screen.host.downloadDidFinish(download)
    #expect(screen.store.downloads.first?.status == .finished(file))
    screen.host.downloadDidFinish(download)
    #expect(screen.store.downloads.count == 1)
  }

  @Test func aFailureRemovesWhatTheDownloadLeft() async throws {
    let screen = screen()
    let (download, destinations) = await begin(in: screen)
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
    let download = await begin(in: screen).download
    screen.store.send(.cancelDownload(1))
    await settle()
    screen.host.downloadDidFail(download, error: URLError(.cancelled))
    screen.host.tearDown()
    #expect(download.cancellations == 1)
    #expect(screen.store.downloads.first?.status == .cancelled)
  }

  @Test func tearingDownCancelsTheQuestionAndStopsTheRunningDownloads() async {
    var screen: Screen? = screen()
    let running = await begin(in: screen!, name: "a.pdf").download
    let destinations = DestinationLog()
    // Asked, and torn down before the reducer's answer arrives: the kit answers with the default.
    screen?.host.decideDestination(
      for: FakeDownload(Self.report), response: Self.response(), suggestedFilename: "b.pdf", completionHandler: destinations.handler)
    screen?.host.tearDown()
    #expect(destinations.answers == [nil])
    #expect(running.cancellations == 1)
    await settle()
    #expect(destinations.answers == [nil])
    #expect(screen?.host.pendingHandlerCount == 0)
    // Released after its teardown, the kit stops nothing twice.
    screen = nil
    await settle()
    #expect(running.cancellations == 1)
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
