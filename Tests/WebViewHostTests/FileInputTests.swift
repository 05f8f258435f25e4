import BridgeClient
import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

/// `runOpenPanelWith`: the kit keeps its completion handler until the reducer answers, exactly
/// once, and cancels it whenever nobody can.
@MainActor
@Suite struct FileInputTests {
  private let photo = URL(fileURLWithPath: "/Users/mina/Pictures/photo.png")
  private let notes = URL(fileURLWithPath: "/Users/mina/Documents/notes.txt")

  @Test func theOpenPanelReachesTheStateWithItsInputAndFrame() {
    let screen = Screen()
    let iframe = BridgeFrame(url: URL(string: "https://forms.example.com/upload")!, isMainFrame: false)
    screen.host.runOpenPanel(
      allowsMultipleSelection: true, allowsDirectories: true, frame: iframe, completionHandler: HandlerLog().files("panel"))
    #expect(
      screen.store.state.dialogs == [
        JSDialog(id: 1, kind: .fileInput(allowsMultipleSelection: true, allowsDirectories: true), message: "", frame: iframe)
      ])
  }

  @Test func theChosenFilesReachTheCompletionHandlerOnce() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runOpenPanel(
      allowsMultipleSelection: true, allowsDirectories: false, frame: Screen.mainFrame, completionHandler: log.files("panel"))
    screen.store.send(.dialogAnswered(1, .filesSelected([photo, notes])))
    await settle()
    await screen.host.webViewClient.completeDialog(1, .filesSelected(nil))
    #expect(log.answers == ["panel": ["photo.png,notes.txt"]])
    #expect(screen.diagnostics == [.unknownAnswer("completeDialog(dialog #1, .filesSelected(nil))")])
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test func anAnswerOfAnotherKindGivesNoFiles() async {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runOpenPanel(
      allowsMultipleSelection: false, allowsDirectories: false, frame: Screen.mainFrame, completionHandler: log.files("panel"))
    await screen.host.webViewClient.completeDialog(1, .prompted("/etc/passwd"))
    #expect(log.answers == ["panel": ["nil"]])
  }

  @Test func tearingDownCancelsTheOpenPanel() {
    let screen = Screen()
    let log = HandlerLog()
    screen.host.runOpenPanel(
      allowsMultipleSelection: false, allowsDirectories: false, frame: Screen.mainFrame, completionHandler: log.files("panel"))
    screen.host.tearDown()
    #expect(log.answers == ["panel": ["nil"]])
    screen.host.runOpenPanel(
      allowsMultipleSelection: false, allowsDirectories: false, frame: Screen.mainFrame, completionHandler: log.files("later"))
    #expect(log.answers["later"] == ["nil"])
  }

  @Test func releasingTheKitCancelsTheOpenPanel() async throws {
    let log = HandlerLog()
    let store = Store(initialState: WebViewFeature.State(), reducer: EmptyReducer<WebViewFeature.State, WebViewFeature.Action>())
    do {
      let host = WebViewHost(configuration: Screen.configuration, driver: FakeWebView())
      host.connect(to: store)
      host.runOpenPanel(
        allowsMultipleSelection: true, allowsDirectories: false, frame: Screen.mainFrame, completionHandler: log.files("panel"))
      #expect(log.answers.isEmpty)
    }
    try await waitUntil("the released kit's answer") { !log.answers.isEmpty }
    #expect(log.answers == ["panel": ["nil"]])
  }
}
