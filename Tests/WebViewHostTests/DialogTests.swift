import BridgeClient
import Foundation
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct DialogTests {
  @Test func eachPanelReachesTheStateAndItsCompletionGetsTheUsersAnswerOnce() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runAlertPanel(message: "Saved", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
    screen.host.runConfirmPanel(message: "Leave?", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    screen.host.runTextInputPanel(prompt: "Name?", defaultText: "Kim", frame: Screen.mainFrame, completionHandler: log.prompt("prompt"))
    #expect(screen.store.state.dialogs.map(\.message) == ["Saved", "Leave?", "Name?"])
    screen.store.send(.dialogAnswered(1, .alertDismissed))
    screen.store.send(.dialogAnswered(2, .confirmed(true)))
    screen.store.send(.dialogAnswered(3, .prompted("Mina")))
    await settle()
    #expect(log.answers == ["alert": ["done"], "confirm": ["true"], "prompt": ["\"Mina\""]])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func eachPanelCarriesTheFrameThatOpenedItToTheState() {
    let screen = Screen()
    let log = HandlerLog()
    let iframe = BridgeFrame(url: URL(string: "https://ads.example.net/slot?id=3")!, isMainFrame: false)
    let unnamed = BridgeFrame(url: nil, isMainFrame: false)
    screen.host.runAlertPanel(message: "Saved", frame: Screen.mainFrame, completionHandler: log.alert("alert"))
    screen.host.runConfirmPanel(message: "Leave?", frame: iframe, completionHandler: log.confirm("confirm"))
    screen.host.runTextInputPanel(prompt: "Name?", defaultText: nil, frame: unnamed, completionHandler: log.prompt("prompt"))
    #expect(screen.store.state.dialogs.map(\.frame) == [Screen.mainFrame, iframe, unnamed])
  }

  @Test func aSecondAnswerForAPanelIsIgnoredWithADiagnostic() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runConfirmPanel(message: "Leave?", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    await screen.host.webViewClient.completeDialog(1, .confirmed(true))
    await screen.host.webViewClient.completeDialog(1, .confirmed(false))
    #expect(log.answers == ["confirm": ["true"]])
    #expect(screen.diagnostics == [.unknownAnswer("completeDialog(dialog #1, .confirmed(false))")])
  }

  @Test func anAnswerOfTheWrongKindNeverConfirmsOrFillsAPanel() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runConfirmPanel(message: "Pay?", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    screen.host.runTextInputPanel(prompt: "PIN?", defaultText: "0000", frame: Screen.mainFrame, completionHandler: log.prompt("prompt"))
    await screen.host.webViewClient.completeDialog(1, .alertDismissed)
    await screen.host.webViewClient.completeDialog(2, .confirmed(true))
    #expect(log.answers == ["confirm": ["false"], "prompt": ["nil"]])
  }

  @Test func aSecondDecisionForANavigationIsIgnoredWithADiagnostic() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.decidePolicy(for: NavigationRequest(url: Screen.article), decisionHandler: log.decision("nav"))
    await settle()
    await screen.host.webViewClient.decidePolicy(1, .cancel)
    #expect(log.answers == ["nav": ["allow"]])
    #expect(screen.diagnostics == [.unknownAnswer("decidePolicy(navigation #1, cancel)")])
  }

  @Test func aNavigationLoadingANewDocumentAnswersOpenPanelsWithTheirDefaults() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runConfirmPanel(message: "Leave?", frame: Screen.mainFrame, completionHandler: log.confirm("confirm"))
    let navigation = FakeNavigation()
    screen.host.didStartProvisionalNavigation(navigation, url: Screen.article)
    screen.host.didCommit(navigation, url: Screen.article)
    await settle()
    #expect(log.answers == ["confirm": ["false"]])
  }
}
