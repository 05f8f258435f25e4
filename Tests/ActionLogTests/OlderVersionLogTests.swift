import ActionLog
import Foundation
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// Logs in the shapes other app versions write still replay: missing fields take defaults,
/// unknown fields are ignored, an unknown case is named and can be skipped, a renamed case is
/// migrated. Run with `REGENERATE_EXAMPLE_LOGS=1` to rewrite the fixtures.
@MainActor
struct OlderVersionLogTests {
  private typealias Replayer = ActionLogReplayer<WebViewFeature>

  private static let committed = Task { @MainActor in
    guard ProcessInfo.processInfo.environment["REGENERATE_EXAMPLE_LOGS"] == "1" else { return }
    try FileManager.default.createDirectory(at: OlderVersionLogs.folder, withIntermediateDirectories: true)
    for fixture in OlderVersionLogs.all {
      try Data(try await fixture.make().utf8).write(to: fixture.url)
    }
  }

  private func replayer(_ fixture: OlderVersionLogs.Fixture, schema: ActionLogSchema = WebViewFeature.logSchema) throws -> Replayer {
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: fixture.url, schema: schema)
    let configuration = try WebViewFeature.Configuration(logMetadata: reader.header.metadata) ?? .init()
    return try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: configuration))
  }

  @Test(arguments: OlderVersionLogs.all)
  func committedFixtureMatchesAFreshOne(fixture: OlderVersionLogs.Fixture) async throws {
    try await Self.committed.value
    #expect(
      try String(contentsOf: fixture.url, encoding: .utf8) == (try await fixture.make()),
      "\(fixture.url.lastPathComponent) is stale: run REGENERATE_EXAMPLE_LOGS=1 swift test --filter ExampleLogTests")
  }

  @Test func aLogWithFieldsMissingVerifiesAtEveryCheckpoint() async throws {
    try await Self.committed.value
    let replayer = try replayer(OlderVersionLogs.missingFields)
    #expect(replayer.header.version == 1)
    #expect(replayer.header.initialState?.documentStartScripts == [])
    var verifications: [ReplayStep<WebViewFeature.State, WebViewFeature.Action>.Verification] = []
    while let step = try replayer.next() { verifications.append(step.verification) }
    #expect(verifications.count == 13)
    #expect(verifications.allSatisfy { $0 == .matched })
    #expect(replayer.state.toastMessage == nil)
  }

  @Test func theOlderConfigurationTakesDefaultsForItsMissingFields() async throws {
    try await Self.committed.value
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: OlderVersionLogs.missingFields.url)
    let configuration = try #require(try WebViewFeature.Configuration(logMetadata: reader.header.metadata))
    #expect(configuration.recovery == WebViewFeature.RecoveryPolicy())
    #expect(configuration.sessionStorageKey == "accessToken")
    #expect(configuration.navigation.allowedHosts == HostAllowList(["app.example.com"]))
  }

  @Test func anUnknownCaseIsNamedWithItsLine() async throws {
    try await Self.committed.value
    let replayer = try replayer(OlderVersionLogs.unknownActionCase)
    let reason = #"unknown action case "zoomChanged": this build has no such case (recorded by another app version?)"#
    var failure: ActionLogError?
    do {
      while try replayer.next() != nil {}
    } catch {
      failure = error
    }
    let lines = try String(contentsOf: OlderVersionLogs.unknownActionCase.url, encoding: .utf8).split(separator: "\n")
    let line = try #require(lines.firstIndex { $0.contains("zoomChanged") }) + 1
    #expect(failure == .malformedLine(line: line, reason: reason))
  }

  @Test func afterSkippingAnUnknownCaseTheReplayGoesOnAndAdoptsTheNextCheckpoint() async throws {
    try await Self.committed.value
    let replayer = try replayer(OlderVersionLogs.unknownActionCase)
    var steps: [ReplayStep<WebViewFeature.State, WebViewFeature.Action>] = []
    while true {
      let step: ReplayStep<WebViewFeature.State, WebViewFeature.Action>?
      do {
        step = try replayer.next()
      } catch {
        #expect(error.isSkippable)
        continue
      }
      guard let step else { break }
      steps.append(step)
    }
    #expect(replayer.skippedLines == 1)
    #expect(steps.map(\.entry.sequence) == Array(1...8) + Array(10...12))
    #expect(steps.first { $0.entry.sequence == 10 }?.verification == .resynchronized)
    #expect(steps.filter { $0.entry.sequence != 10 }.allSatisfy { $0.verification == .matched })
  }

  @Test func aRenamedCaseReplaysThroughItsMigration() async throws {
    try await Self.committed.value
    let replayer = try replayer(OlderVersionLogs.renamedCase, schema: OlderVersionLogs.schemaAfterTheRename)
    var steps: [ReplayStep<WebViewFeature.State, WebViewFeature.Action>] = []
    while let step = try replayer.next() { steps.append(step) }
    #expect(steps.contains { $0.entry.action == .processTerminated })
    #expect(steps.allSatisfy { $0.verification == .matched })
  }

  @Test func withoutTheMigrationTheRenamedCaseIsNamed() async throws {
    try await Self.committed.value
    let replayer = try replayer(OlderVersionLogs.renamedCase)
    #expect {
      while try replayer.next() != nil {}
    } throws: { error in
      (error as? ActionLogError)?.description.contains(#"unknown action case "webContentProcessTerminated""#) == true
    }
  }
}
