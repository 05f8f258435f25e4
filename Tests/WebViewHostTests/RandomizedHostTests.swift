import BridgeClient
import Foundation
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

/// Random sessions of WebKit callbacks, answers and teardowns through the kit: whatever the
/// order, every handler WebKit hands over is called exactly once, and every child web view it
/// handed WebKit is closed exactly once.
@MainActor
@Suite struct RandomizedHostTests {
  @Test(arguments: 1...12)
  func everyHandlerIsCalledExactlyOnceInARandomSession(seed: UInt64) async {
    var random = SeededGenerator(seed: seed)
    var screen = Screen(configuration: PopupTests.configuration)
    let log = HandlerLog()
    var popups: [Closes] = []
    var navigations: [FakeNavigation] = []
    var handlers = 0
    for step in 0..<300 {
      switch random.next() % 13 {
      case 0:
        let url = [Screen.home, Screen.article, Screen.evil, URL(string: "tel:+1-555-0100")!][Int(random.next() % 4)]
        let target: Bool? = [true, false, nil][Int(random.next() % 3)]
        screen.host.decidePolicy(
          for: NavigationRequest(url: url, type: .linkActivated, target: NavigationTarget(targetFrameIsMain: target)),
          decisionHandler: log.decision("n\(step)"))
        handlers += 1
      case 1:
        let status = [200, 404, 500][Int(random.next() % 3)]
        screen.host.decidePolicy(for: NavigationResponse(url: Screen.home, statusCode: status), decisionHandler: log.decision("r\(step)"))
        handlers += 1
      case 2:
        screen.host.runAlertPanel(message: "a\(step)", frame: Screen.mainFrame, completionHandler: log.alert("a\(step)"))
        handlers += 1
      case 3:
        screen.host.runConfirmPanel(message: "c\(step)", frame: Screen.mainFrame, completionHandler: log.confirm("c\(step)"))
        handlers += 1
      case 4:
        screen.host.runTextInputPanel(prompt: "p\(step)", defaultText: nil, frame: Screen.mainFrame, completionHandler: log.prompt("p\(step)"))
        handlers += 1
      case 5:
        if let dialog = screen.store.state.presentedDialog {
          screen.store.send(.dialogAnswered(dialog.id, dialog.defaultResult))
        }
      case 6:
        let navigation = FakeNavigation()
        navigations.append(navigation)
        screen.host.didStartProvisionalNavigation(navigation, url: Screen.home)
      case 7:
        if let navigation = navigations.randomElement(using: &random) { screen.host.didCommit(navigation, url: Screen.home) }
      case 8:
        if let navigation = navigations.randomElement(using: &random) { screen.host.didFinish(navigation) }
      case 9:
        screen.host.didReceive(
          HostMessage(body: ["type": "greeting", "callback": "cb"] as [String: Any], frame: BridgeFrame(url: Screen.home)))
      case 10:
        screen.host.webContentProcessDidTerminate()
      case 11:
        switch random.next() % 4 {
        case 0:
          if screen.host.createWebView(for: PopupTests.emptyWindow) {
            let closes = Closes()
            popups.append(closes)
            screen.host.attachPopup { closes.count += 1 }
          }
        case 1:
          screen.host.decidePopupPolicy(for: NavigationRequest(url: PopupTests.checkout), decisionHandler: log.decision("w\(step)"))
          handlers += 1
        case 2:
          screen.host.popupDidClose()
        default:
          screen.store.send(.popupClosed)
        }
      default:
        if random.next() % 8 == 0 {
          screen.host.tearDown()
          await settle()
          screen = Screen(configuration: PopupTests.configuration)
        } else {
          await settle()
        }
      }
    }
    screen.host.tearDown()
    await settle()
    #expect(log.answers.count == handlers, "seed \(seed)")
    #expect(log.everyHandlerCalledOnce, "seed \(seed)")
    #expect(!popups.isEmpty && popups.allSatisfy { $0.count == 1 }, "seed \(seed)")
  }
}
