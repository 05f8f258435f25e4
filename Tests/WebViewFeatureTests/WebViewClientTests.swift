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

  @Test func unimplementedClientReportsTheCallItWasAskedToMake() async {
    TestIssueReporter.install()
    await withKnownIssue {
      await WebViewClient.unimplemented.openExternally(Fixture.tel)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("WebViewClient was asked to .openExternally(") && $0.rawValue.contains(Fixture.tel.absoluteString)
      }
    }
  }

  @Test func everyCallReachesPerformAsItsCase() async {
    let (client, recorder) = WebViewClient.recording()
    await client.load(Fixture.home)
    await client.reload()
    await client.decidePolicy(1, .allow)
    await client.decideResponse(2, .cancel)
    await client.completeDialog(3, .prompted(nil))
    await client.openExternally(Fixture.tel)
    await client.closeScreen()
    await client.diagnose(.sessionNotDelivered(reason: "gone"))
    #expect(
      recorder.calls == [
        .load(Fixture.home), .reload, .decidePolicy(1, .allow), .decideResponse(2, .cancel),
        .completeDialog(3, .prompted(nil)), .openExternally(Fixture.tel), .closeScreen,
        .diagnose(.sessionNotDelivered(reason: "gone")),
      ])
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
