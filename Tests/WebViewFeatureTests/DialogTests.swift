import Foundation
import Testing
import WebViewFeature

@MainActor
struct DialogTests {
  private let alert = JSDialog(id: 1, kind: .alert, message: "Saved")
  private let confirm = JSDialog(id: 2, kind: .confirm, message: "Delete?")
  private let prompt = JSDialog(id: 3, kind: .prompt(defaultText: "Mina"), message: "Name?")

  private func pending(_ dialogs: [JSDialog]) -> State {
    var state = Fixture.loadedPage
    state.dialogs = dialogs
    return state
  }

  @Test func dialogRequestIsPresented() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.dialogRequested(alert)) { $0.dialogs = [self.alert] }
    #expect(h.store.state.presentedDialog == alert)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func dialogArrivingWhileAnotherIsShownIsQueued() async {
    let h = Harness(pending([alert]))
    await h.send(.dialogRequested(confirm)) { $0.dialogs = [self.alert, self.confirm] }
    #expect(h.store.state.presentedDialog == alert)
    await h.finish()
  }

  @Test func repeatedDialogIDIsIgnored() async {
    let h = Harness(pending([alert]))
    await h.send(.dialogRequested(JSDialog(id: 1, kind: .confirm, message: "Again?")))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test(arguments: [
    (JSDialog(id: 1, kind: .alert, message: ""), DialogResult.alertDismissed),
    (JSDialog(id: 1, kind: .confirm, message: ""), .confirmed(true)),
    (JSDialog(id: 1, kind: .prompt(defaultText: nil), message: ""), .prompted("typed")),
  ])
  func answerCompletesTheDialogOnce(dialog: JSDialog, result: DialogResult) async {
    let h = Harness(pending([dialog]))
    await h.send(.dialogAnswered(1, result)) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, result)])
    await h.finish()
  }

  @Test func answeringTheShownDialogPresentsTheNextOne() async {
    let h = Harness(pending([alert, confirm]))
    await h.send(.dialogAnswered(1, .alertDismissed)) { $0.dialogs = [self.confirm] }
    #expect(h.store.state.presentedDialog == confirm)
    #expect(h.web.calls == [.completeDialog(1, .alertDismissed)])
    await h.finish()
  }

  @Test func answerForAnUnknownIDIsIgnored() async {
    let h = Harness(pending([alert]))
    await h.send(.dialogAnswered(99, .alertDismissed))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func secondAnswerForTheSameDialogIsIgnored() async {
    let h = Harness(pending([confirm]))
    await h.send(.dialogAnswered(2, .confirmed(true))) { $0.dialogs = [] }
    await h.send(.dialogAnswered(2, .confirmed(false)))
    #expect(h.web.calls == [.completeDialog(2, .confirmed(true))])
    await h.finish()
  }

  @Test func answerOfTheWrongKindIsDiagnosedAndTheDialogStays() async {
    let h = Harness(pending([alert]))
    await h.send(.dialogAnswered(1, .confirmed(true)))
    #expect(h.web.calls == [.diagnose(.dialogAnswerMismatch(1, .confirmed(true)))])
    await h.finish()
  }

  @Test func leavingTheScreenCompletesEveryPendingDialogWithItsDefault() async {
    let h = Harness(pending([alert, confirm, prompt]))
    await h.send(.screenClosed) {
      $0.isClosed = true
      $0.dialogs = []
    }
    #expect(
      h.web.calls == [
        .completeDialog(1, .alertDismissed), .completeDialog(2, .confirmed(false)), .completeDialog(3, .prompted(nil)),
      ])
    await h.finish()
  }

  @Test func dialogRequestedAfterTheScreenClosedIsCompletedAtOnce() async {
    var state = Fixture.loadedPage
    state.isClosed = true
    let h = Harness(state)
    await h.send(.dialogRequested(confirm))
    #expect(h.web.calls == [.completeDialog(2, .confirmed(false))])
    await h.finish()
  }

  @Test func newDocumentCompletesThePreviousDocumentsDialogs() async {
    var state = pending([prompt])
    state.currentLoad = 4
    state.isLoading = true
    let h = Harness(state)
    await h.send(.loadCommitted(4, url: Fixture.article), Fixture.newDocument(Fixture.article))
    #expect(h.web.calls == [.completeDialog(3, .prompted(nil))])
    await h.finish()
  }

  @Test func defaultsMatchWhatThePageSeesOnCancel() {
    #expect(alert.defaultResult == .alertDismissed)
    #expect(confirm.defaultResult == .confirmed(false))
    #expect(prompt.defaultResult == .prompted(nil))
  }
}
