import BridgeClient
import JSON
import StoreRuntime
import StoreTesting
import Testing
import WebViewFeature

@MainActor
@Suite struct AppInfoTests {
  @Test func getUserInfoAnswersTheNameTheAppGaveFromBundle() async throws {
    let info = AppInfo.fromBundle(userName: "Kim Minji")
    let h = Harness(Fixture.loadedPage, appInfo: info)
    await h.send(.scriptMessageReceived(body: Fixture.message("getUserInfo"), frame: Fixture.mainFrame))
    let data: JSONValue = ["name": "Kim Minji", "device": .string(info.device), "osVersion": .string(info.osVersion)]
    #expect(h.page.scripts == [try Fixture.reply(.success(data: data))])
    await h.finish()
  }

  @Test func theLiveValueWithoutAnOverrideReportsTheFixAndAnswersWithNoUser() {
    TestIssueReporter.install()
    var info: AppInfo?
    withKnownIssue {
      info = DependencyValues(context: .live).appInfo
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Set $0.appInfo = .fromBundle(userName: …)") }
    }
    #expect(info == .fromBundle(userName: nil))
  }
}
