import Foundation
import StoreRuntime
import StoreTesting
import TestSupport
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// A `TestStore` released without `finish()` checks what is left as it goes, and the test that
/// released it fails, as in TCA: under Swift Testing (on the main actor or off it) and XCTest.
@MainActor
@Suite struct ReleaseChecksTests {
  /// Set in the child process that runs the XCTest case below.
  static let isChild = ProcessInfo.processInfo.environment["WEBVIEWCORE_RELEASE_CHECKS_CHILD"] == "1"

  private let scratch = TemporaryFolder()

  /// TCA's `testEffectInFlightAfterDeinit`.
  @Test func aStoreReleasedWithAnEffectRunningFailsTheTestAtTheStepThatStartedIt() async {
    let sendLine = #line + 7
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.clock = TestClock()
      }
      await store.send(.sleepForever)
    } matching: { issue in
      issue.sourceLocation?.line == sendLine
        && issue.comments.map(\.rawValue).joined().hasPrefix("An effect started by send(.sleepForever)")
    }
  }

  /// TCA's `testReceivedActionAfterDeinit`.
  @Test func aStoreReleasedWithAnUnassertedActionFailsTheTestAtTheLineThatCreatedIt() async {
    let creationLine = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch)
    } matching: { issue in
      issue.sourceLocation?.line == creationLine
        && issue.comments.map(\.rawValue).joined()
          == "The store received 1 action(s) that the test did not assert: .responded(42)"
    }
  }

  @Test func aStoreReleasedAfterFinishChecksNothingMore() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch)
    await store.receive(.responded(42)) { $0.count = 42 }
    await store.finish()
  }

  @Test func aStoreReleasedInsideAReporterScopeReportsThere() async {
    let (_, issues) = await IssueReporting.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch)
    }
    #expect(issues.map(\.message) == ["The store received 1 action(s) that the test did not assert: .responded(42)"])
  }

  @Test func aStoreReleasedInAnXCTestFailsTheTest() async throws {
    let child = try await ChildTestRun.run(
      filter: "StoreTestingTests.ReleaseChecksXCTests", library: .xctest, environment: ["WEBVIEWCORE_RELEASE_CHECKS_CHILD": "1"],
      timeout: .seconds(120), in: scratch)
    #expect(child.endedInTime, "the child did not end within 120 s")
    #expect(child.status != 0, "the XCTest case passed:\n\(child.output)")
    #expect(
      child.output.contains("An effect started by send(.sleepForever)") && child.output.contains("is still running"),
      "the release-time check's finding is nowhere in the child's output:\n\(child.output)")
  }
}

/// The same checks when the test runs off the main actor: the store is released on another
/// thread, and its checks run on the main actor while the test waits for them.
@Suite struct ReleaseChecksOffTheMainActorTests {
  @Test func aStoreReleasedOffTheMainActorFailsTheTest() async {
    await withKnownIssue {
      let store = await TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "The store received 1 action(s) that the test did not assert: .responded(42)"
    }
  }
}

#if canImport(XCTest)
  /// What an XCTest test that forgets `finish()` does: its store goes away with an effect running.
  /// Runs only in the child process that `aStoreReleasedInAnXCTestFailsTheTest` starts.
  final class ReleaseChecksXCTests: XCTestCase {
    @MainActor func testAStoreReleasedWithAnEffectRunning() async {
      guard ReleaseChecksTests.isChild else { return }
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.clock = TestClock()
      }
      await store.send(.sleepForever)
    }
  }
#endif
