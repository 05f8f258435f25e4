import Foundation
import Testing
import WebViewFeature

/// `<input type=file>`: a `.fileInput` panel, queued with the JavaScript panels and answered
/// exactly once with the files chosen, or none.
@MainActor
struct FileInputTests {
  private let single = JSDialog(id: 1, kind: .fileInput(allowsMultipleSelection: false, allowsDirectories: false), message: "")
  private let multiple = JSDialog(id: 2, kind: .fileInput(allowsMultipleSelection: true, allowsDirectories: true), message: "")
  private let photo = URL(fileURLWithPath: "/Users/mina/Pictures/photo.png")
  private let notes = URL(fileURLWithPath: "/Users/mina/Documents/notes.txt")

  private func pending(_ dialogs: [JSDialog]) -> State {
    var state = Fixture.loadedPage
    state.dialogs = dialogs
    return state
  }

  @Test func aFileInputIsPresentedLikeAPanel() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.dialogRequested(single)) { $0.dialogs = [self.single] }
    #expect(h.store.state.presentedDialog == single)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func theChosenFileGoesToWebKit() async {
    let h = Harness(pending([single]))
    await h.send(.dialogAnswered(1, .filesSelected([photo]))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .filesSelected([photo]))])
    await h.finish()
  }

  @Test func aMultipleInputTakesSeveralFiles() async {
    let h = Harness(pending([multiple]))
    await h.send(.dialogAnswered(2, .filesSelected([photo, notes]))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(2, .filesSelected([photo, notes]))])
    await h.finish()
  }

  @Test func aCancelGivesWebKitNoFiles() async {
    let h = Harness(pending([single]))
    await h.send(.dialogAnswered(1, .filesSelected(nil))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .filesSelected(nil))])
    await h.finish()
  }

  @Test(arguments: [
    DialogResult.filesSelected([URL(fileURLWithPath: "/a.txt"), URL(fileURLWithPath: "/b.txt")]),
    .filesSelected([]),
    .filesSelected([URL(string: "https://example.com/a.txt")!]),
    .prompted("a.txt"),
  ])
  func anAnswerTheInputCannotTakeIsDiagnosedAndThePanelStays(result: DialogResult) async {
    let h = Harness(pending([single]))
    await h.send(.dialogAnswered(1, result))
    #expect(h.web.calls == [.diagnose(.dialogAnswerMismatch(1, result))])
    await h.finish()
  }

  @Test func aFileInputWaitsBehindTheShownPanel() async {
    let alert = JSDialog(id: 7, kind: .alert, message: "Saved")
    let h = Harness(pending([alert]))
    await h.send(.dialogRequested(single)) { $0.dialogs = [alert, self.single] }
    await h.send(.dialogAnswered(7, .alertDismissed)) { $0.dialogs = [self.single] }
    #expect(h.store.state.presentedDialog == single)
    #expect(h.web.calls == [.completeDialog(7, .alertDismissed)])
    await h.finish()
  }

  @Test func aNewDocumentCancelsTheChooserOfThePreviousOne() async {
    var state = pending([single])
    state.currentLoad = 4
    state.isLoading = true
    let h = Harness(state)
    await h.send(.loadCommitted(4, url: Fixture.article), Fixture.newDocument(Fixture.article))
    await h.send(.dialogAnswered(1, .filesSelected([photo])))
    #expect(h.web.calls == [.completeDialog(1, .filesSelected(nil))])
    await h.finish()
  }

  @Test func leavingTheScreenCancelsTheChooser() async {
    let h = Harness(pending([multiple]))
    await h.send(.screenClosed) {
      $0.isClosed = true
      $0.dialogs = []
    }
    #expect(h.web.calls == [.completeDialog(2, .filesSelected(nil))])
    await h.finish()
  }

  @Test func aChooserAfterTheScreenClosedIsCancelledAtOnce() async {
    var state = Fixture.loadedPage
    state.isClosed = true
    let h = Harness(state)
    await h.send(.dialogRequested(single))
    #expect(h.web.calls == [.completeDialog(1, .filesSelected(nil))])
    await h.finish()
  }

  @Test func theDefaultIsNoFiles() {
    #expect(single.defaultResult == .filesSelected(nil))
    #expect(multiple.defaultResult == .filesSelected(nil))
  }
}
