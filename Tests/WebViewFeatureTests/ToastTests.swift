import BridgeClient
import JSON
import Testing
import WebViewFeature

@MainActor
struct ToastTests {
  private func toast(_ message: JSONValue?) -> Action {
    .scriptMessageReceived(body: Fixture.message("showToast", data: message.map { ["message": $0] }), frame: Fixture.mainFrame)
  }

  @Test func showToastShowsTheMessageAndRepliesSuccess() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(toast("Saved")) { $0.toastMessage = "Saved" }
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    await h.finish()
  }

  @Test(arguments: [nil, "", "   ", 42] as [JSONValue?])
  func showToastWithoutAMessageRepliesFailureAndChangesNothing(message: JSONValue?) async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(toast(message))
    let failure = BridgeResponse.failure(.invalidPayload, "showToast needs data.message: a non-empty string.")
    #expect(h.page.scripts == [try Fixture.reply(failure)])
    await h.finish()
  }

  @Test func toastArrivingBeforeThePreviousWasShownIsQueued() async {
    var state = Fixture.loadedPage
    state.toastMessage = "First"
    let h = Harness(state)
    await h.send(toast("Second")) { $0.queuedToasts = ["Second"] }
    await h.finish()
  }

  @Test func shownToastMakesWayForTheNextOne() async {
    var state = Fixture.loadedPage
    state.toastMessage = "First"
    state.queuedToasts = ["Second", "Third"]
    let h = Harness(state)
    await h.send(.toastShown) {
      $0.toastMessage = "Second"
      $0.queuedToasts = ["Third"]
    }
    await h.finish()
  }

  @Test func shownLastToastClearsIt() async {
    var state = Fixture.loadedPage
    state.toastMessage = "Only"
    let h = Harness(state)
    await h.send(.toastShown) { $0.toastMessage = nil }
    await h.finish()
  }
}
