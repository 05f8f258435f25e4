import ActionLog
import ActionLogTesting
import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// The shipped example logs: recorded from a real `Store<WebViewFeature>` with the recorder
/// attached. Run with `REGENERATE_EXAMPLE_LOGS=1` to rewrite them after the feature changes;
/// otherwise these tests check the committed files.
@MainActor
struct ExampleLogTests {
  private let scratch = TemporaryFolder()
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Logs", isDirectory: true)

  /// Rewrites the committed logs once per test run when asked to; every test awaits it.
  private static let committedLogs = Task { @MainActor in
    guard ProcessInfo.processInfo.environment["REGENERATE_EXAMPLE_LOGS"] == "1" else { return }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for session in ExampleSessions.all {
      try await record(session, to: committedURL(session))
    }
  }

  static func committedURL(_ session: ExampleSessions.Session) -> URL {
    folder.appendingPathComponent(session.name + ".jsonl")
  }

  static let appInfo = AppInfo(appVersion: "2.3.0", build: "412", osVersion: "17.5", device: "iPhone15,2", userName: "Kim Minji")

  static func record(_ session: ExampleSessions.Session, to url: URL) async throws {
    try await record(
      session.actions, configuration: ExampleSessions.configuration, appInfo: appInfo,
      metadata: ["session": session.name], effectsAwaitedLater: session.effectsAwaitedLater, to: url)
  }

  /// Records `actions` sent to a fresh store with the documented production recorder (every
  /// secret redacted, every call its effects make), a checkpoint after every entry.
  static func record(
    _ actions: [WebViewFeature.Action], configuration: WebViewFeature.Configuration, appInfo: AppInfo,
    metadata: [String: String], effectsAwaitedLater: [Int: Int] = [:], to url: URL
  ) async throws {
    let start = Date(timeIntervalSince1970: 1_741_944_413.25)
    let store = Store(
      initialState: WebViewFeature.State(),
      reducer: WebViewFeature(configuration: configuration)
    ) {
      $0.date = steppingDate(from: start, using: 2025)
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.appInfo = appInfo
    }
    let recorder = try ActionRecorder(
      screen: store, configuration: configuration, destination: .file(url), checkpointInterval: 1, metadata: metadata)
    var later: [Int: [StoreTask]] = [:]
    for (index, action) in actions.enumerated() {
      let task = store.send(action)
      if let after = effectsAwaitedLater[index] { later[after, default: []].append(task) } else { await task.finish() }
      for task in later.removeValue(forKey: index) ?? [] { await task.finish() }
    }
    try await recorder.flush()
  }

  private func replay(_ session: ExampleSessions.Session) throws -> [ReplayStep<WebViewFeature.State, WebViewFeature.Action>] {
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(
      url: Self.committedURL(session), feature: "WebViewFeature")
    // The app facts the device answered with, as webview-replay reads them from the header.
    let appInfo = try #require(AppInfo(logMetadata: reader.header.metadata))
    let replayer = try withDependencies {
      $0.appInfo = appInfo
    } operation: {
      try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: ExampleSessions.configuration))
    }
    var steps: [ReplayStep<WebViewFeature.State, WebViewFeature.Action>] = []
    while let step = try replayer.next() { steps.append(step) }
    return steps
  }

  @Test(arguments: ExampleSessions.all)
  func committedExampleMatchesAFreshRecording(session: ExampleSessions.Session) async throws {
    try await Self.committedLogs.value
    let fresh = scratch.newFile(session.name + ".jsonl")
    try await Self.record(session, to: fresh)
    let committed = try Data(contentsOf: Self.committedURL(session))
    #expect(
      try Data(contentsOf: fresh) == committed,
      "Examples/Logs/\(session.name).jsonl is stale: run REGENERATE_EXAMPLE_LOGS=1 swift test --filter ExampleLogTests")
  }

  @Test(arguments: ExampleSessions.all)
  func committedExampleVerifiesAtEveryEntry(session: ExampleSessions.Session) async throws {
    try await Self.committedLogs.value
    let steps = try replay(session)
    #expect(steps.count == session.actions.count + steps.filter { $0.entry.origin == .effect }.count)
    #expect(steps.allSatisfy { $0.verification == .matched })
  }

  @Test(arguments: ExampleSessions.all)
  func committedExamplePassesAsAnExhaustiveTestStoreRun(session: ExampleSessions.Session) async throws {
    try await Self.committedLogs.value
    let store = try await TestStore.replaying(
      log: Self.committedURL(session), reducer: WebViewFeature(configuration: ExampleSessions.configuration)
    ) {
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.appInfo = Self.appInfo
    }
    #expect(store.state == (try replay(session)).last?.state)
  }

  @Test func committedExamplesHoldNoSecret() async throws {
    try await Self.committedLogs.value
    for session in ExampleSessions.all {
      let text = try String(contentsOf: Self.committedURL(session), encoding: .utf8)
      for secret in ["live-session-secret", "Kim Minji"] {
        #expect(!text.contains(secret), "\(session.name) holds \(secret)")
      }
    }
  }

  @Test func pageLoadExampleHasEffectEntriesAndQueuedToasts() async throws {
    try await Self.committedLogs.value
    let steps = try replay(ExampleSessions.pageLoad)
    #expect(steps.contains { $0.entry.origin == .effect })
    #expect(steps.contains { $0.state.queuedToasts.count == 2 })
  }
}
