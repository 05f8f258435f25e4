import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing

/// A `TestStore` released without `finish()` checks what is left in its deinit. Under Swift
/// Testing no test's context reaches a deinit, so the test cannot fail from there: what the
/// checks find must still reach the person running the tests, on standard error.
@MainActor
@Suite struct ReleaseChecksTests {
  /// Set in the child process that releases the store.
  static let isChild = ProcessInfo.processInfo.environment["WEBVIEWCORE_RELEASE_CHECKS_CHILD"] == "1"

  private let scratch = TemporaryFolder()

  @Test func aStoreReleasedWithAnEffectRunningSaysSoOnStandardError() async throws {
    guard !Self.isChild else { return await releaseAStoreWithAnEffectRunning() }
    let child = try await ChildTestRun.run(
      filter: "ReleaseChecksTests", environment: ["WEBVIEWCORE_RELEASE_CHECKS_CHILD": "1"], timeout: .seconds(120),
      in: scratch)
    #expect(child.endedInTime, "the child did not end within 120 s")
    #expect(
      child.output.contains("An effect started by send(.sleepForever)") && child.output.contains("is still running"),
      "the release-time check's finding is nowhere in the child's output:\n\(child.output)")
  }

  /// What a test that forgets `finish()` does: its store goes away with an effect running.
  private func releaseAStoreWithAnEffectRunning() async {
    let store = TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.clock = TestClock() }
    await store.send(.sleepForever)
  }
}
