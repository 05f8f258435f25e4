import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

/// `requestMediaCapturePermissionFor` and `requestDeviceOrientationAndMotionPermissionFor`: the
/// kit keeps the decision handler until the reducer grants or denies, exactly once.
@MainActor
@Suite struct PermissionTests {
  private static let app = BridgeFrame(url: URL(string: "https://app.example.com/")!, isMainFrame: true)

  private static var configuration: WebViewFeature.Configuration {
    var configuration = Screen.configuration
    configuration.permissions = PermissionPolicy(
      granted: [.microphone: HostAllowList(["app.example.com"])], asked: [.camera: HostAllowList(["app.example.com"])])
    return configuration
  }

  @Test func thePolicysAnswerReachesTheDecisionHandlerOnce() async {
    let screen = Screen(configuration: Self.configuration)
    let log = HandlerLog()
    screen.host.requestPermission([.microphone], frame: Self.app, decisionHandler: log.confirm("microphone"))
    screen.host.requestPermission([.deviceOrientationAndMotion], frame: Self.app, decisionHandler: log.confirm("motion"))
    await settle()
    #expect(log.answers == ["microphone": ["true"], "motion": ["false"]])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func theUsersAnswerReachesTheDecisionHandlerOnce() async {
    let screen = Screen(configuration: Self.configuration)
    let log = HandlerLog()
    screen.host.requestPermission([.camera], frame: Self.app, decisionHandler: log.confirm("camera"))
    #expect(screen.store.state.dialogs.map(\.kind) == [.permission([.camera])])
    screen.store.send(.dialogAnswered(1, .permissionDecided(granted: true)))
    await settle()
    await screen.host.webViewClient.completeDialog(1, .permissionDecided(granted: false))
    #expect(log.answers == ["camera": ["true"]])
  }

  @Test func tearingDownDeniesTheQuestionStillOpen() {
    let screen = Screen(configuration: Self.configuration)
    let log = HandlerLog()
    screen.host.requestPermission([.camera], frame: Self.app, decisionHandler: log.confirm("camera"))
    screen.host.tearDown()
    #expect(log.answers == ["camera": ["false"]])
  }
}
