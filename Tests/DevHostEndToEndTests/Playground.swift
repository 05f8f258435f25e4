import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@testable import WebViewDevHost

/// The example page (`Examples/DevHost`) in a devhost session of its own, for one test.
///
/// Chromium runs offline (no host name resolves), the action log goes to a temporary folder, and
/// `run` ends the browser and removes the folder however the test ends.
enum Playground {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = packageRoot.appendingPathComponent("Examples/DevHost")
  static let origin = "https://app.devhost.test"
  static let index = URL(string: "\(origin)/index.html")!

  /// Whether Chromium is there to run these tests; without it they are reported as skipped.
  static let isAvailable = Chromium.findExecutable() != nil
  static let skipReason: Comment = "Chromium is not on PATH (nor in CHROMIUM); .ci/run installs it"

  /// The example's configuration file.
  static func settings() throws -> DevHostSettings {
    try DevHostSettings(contentsOf: folder.appendingPathComponent("devhost.json"))
  }

  /// Runs `body` with a devhost on the example page, loaded and ready unless `start` is false;
  /// with no network unless `reachesLocalServers` (a test's own server on 127.0.0.1: Chromium's
  /// offline rule resolves no host, an address included); downloads kept in `downloadsFolder`
  /// when given (`--downloads`), else in the browser's folder.
  @MainActor static func run(
    answers: [JSONValue] = [], configure: (inout DevHostSettings) -> Void = { _ in }, start: Bool = true,
    reachesLocalServers: Bool = false, downloadsFolder: URL? = nil, _ body: (DevHost, URL) async throws -> Void
  ) async throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("DevHostEndToEnd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    var settings = try settings()
    configure(&settings)
    let log = temporary.appendingPathComponent("session.jsonl")
    var options = DevHostOptions(
      page: "index.html", in: folder, settings: settings, dialogAnswers: DialogAnswers(answers), isOffline: !reachesLocalServers,
      actionLog: log)
    options.downloadsFolder = downloadsFolder
    let devhost = try await DevHost.launch(options)
    do {
      if start {
        devhost.start()
        try await devhost.waitForPage(index)
      }
      try await body(devhost, log)
    } catch {
      await devhost.close()
      throw error
    }
    await devhost.close()
  }
}

extension DevHost {
  /// Waits until `url` finished loading and its bridge said `ready`.
  func waitForPage(_ url: URL) async throws {
    try await waitUntil("\(url) to be loaded and ready") {
      store.state.url == url && !store.state.isLoading && store.state.isPageReady
    }
  }

  /// Clicks the element with `id` in the page (a scripted click: Chromium reports it without a
  /// user gesture, like a test tapping through a web view).
  func click(_ id: String) async throws {
    let found = try await webView.evaluate(
      "(function () { var e = document.getElementById(\(try JavaScript.literal(.string(id)))); if (!e) return false; e.click(); return true; })()")
    try #require(found == .bool(true), "no element #\(id) on the page")
  }

  /// What the page recorded for the button `id`: `{status, value}` or `{status, code, message}`.
  func result(of id: String) async throws -> JSONValue {
    let expression = "window.playground && window.playground.results[\(try JavaScript.literal(.string(id)))] || null"
    var value = JSONValue.null
    try await poll("the page's result of #\(id)") {
      value = try await self.webView.evaluate(expression)
      return value != .null
    }
    return value
  }

  /// The events the page's listeners received, in order.
  func pageEvents() async throws -> JSONValue {
    try await webView.evaluate("window.playground.events")
  }

  /// Asks `check` (which may talk to the page) until it says yes.
  func poll(_ what: String, timeout: Duration = .seconds(20), _ check: @MainActor () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !check() {
      guard ContinuousClock.now < deadline else { throw DevHostError.timedOut(what) }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}

/// Every suite that drives Chromium, one browser at a time: browsers started in parallel would
/// starve the rest of the test run (and each other) on a small machine. Skipped, and reported so,
/// when Chromium is missing.
@Suite(.serialized, .enabled(if: Playground.isAvailable, Playground.skipReason))
enum EndToEnd {}
