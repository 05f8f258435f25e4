import Foundation
import StoreRuntime
import StoreTesting
import Testing
import WebViewFeature

struct WebViewClientTests {
  @Test func recorderKeepsCallsInOrderAndTakeCallsEmptiesIt() async {
    let (client, recorder) = WebViewClient.recording()
    await client.decidePolicy(1, .allow)
    await client.completeDialog(2, .confirmed(true))
    #expect(recorder.takeCalls() == [.decidePolicy(1, .allow), .completeDialog(2, .confirmed(true))])
    #expect(recorder.calls.isEmpty)
  }

  @Test func unimplementedClientReportsTheClosureItWasCalledThrough() async {
    TestIssueReporter.install()
    await withKnownIssue {
      await WebViewClient.unimplemented.openExternally(Fixture.tel)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("WebViewClient.openExternally") }
    }
  }

  @Test func appInfoUsedInATestWithoutAnOverrideReportsAnIssue() {
    TestIssueReporter.install()
    withKnownIssue {
      _ = DependencyValues(context: .test).appInfo
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("appInfo") }
    }
  }
}
