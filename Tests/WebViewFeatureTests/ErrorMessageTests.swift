import Foundation
import Testing
import WebViewFeature

@MainActor
struct ErrorMessageTests {
  private var loading: State {
    var state = State()
    state.lastURL = Fixture.home
    state.currentLoad = 1
    state.isLoading = true
    state.progress = 0.3
    return state
  }

  @Test(arguments: [
    (-1009, "You appear to be offline. Check your connection and try again."),
    (-1001, "The page took too long to respond. Try again."),
    (-1003, "The server could not be found. Check the address or your connection."),
    (-1005, "The connection was lost while loading the page. Try again."),
    (-1200, "A secure connection to the server could not be made."),
    (-1202, "The server's security certificate is not valid, so the page was not loaded."),
    (-1011, "The server returned a bad response."),
  ])
  func failureShowsAReadableMessage(code: Int, message: String) async {
    let h = Harness(loading)
    await h.send(.loadFailedBeforeCommit(1, .url(code, "The server returned a bad response."))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
      $0.show(LoadError(.url(code, "The server returned a bad response.")))
    }
    #expect(h.store.state.errorMessage == message)
    await h.finish()
  }

  @Test(arguments: [NavigationFailure.url(-999), .webKit(102)])
  func cancelledOrInterruptedLoadEndsWithoutAnError(failure: NavigationFailure) async {
    let h = Harness(loading)
    await h.send(.loadFailedBeforeCommit(1, failure)) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
    }
    #expect(h.store.state.errorMessage == nil)
    await h.finish()
  }

  @Test func benignFailureKeepsTheErrorAlreadyShown() async {
    var state = loading
    state.show(.httpStatus(404))
    let h = Harness(state)
    await h.send(.loadFailedBeforeCommit(1, .webKit(102))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.progress = 0
    }
    await h.finish()
  }

  @Test func dismissingTheErrorClearsIt() async {
    var state = Fixture.loadedPage
    state.show(.timedOut)
    let h = Harness(state)
    await h.send(.errorDismissed) { $0.show(nil) }
    #expect(h.store.state.errorMessage == nil)
    await h.finish()
  }

  @Test(arguments: [404, 500])
  func mainFrameHTTPErrorCancelsTheResponseWithAnError(status: Int) async {
    let h = Harness(loading)
    await h.send(.responseReceived(9, NavigationResponse(url: Fixture.home, statusCode: status))) {
      $0.show(.httpStatus(status))
    }
    #expect(h.web.calls == [.decideResponse(9, .cancel)])
    await h.finish()
  }

  @Test func subframeHTTPErrorIsAllowedAndLeavesTheScreenAlone() async {
    let h = Harness(loading)
    await h.send(.responseReceived(9, NavigationResponse(url: Fixture.home, isForMainFrame: false, statusCode: 404)))
    #expect(h.web.calls == [.decideResponse(9, .allow)])
    await h.finish()
  }

  @Test func mainFrameContentThatCannotBeShownIsCancelledWithAnError() async {
    let h = Harness(loading)
    let response = NavigationResponse(url: Fixture.home, mimeType: "application/zip", canShowMIMEType: false)
    await h.send(.responseReceived(9, response)) { $0.show(.unsupportedContent(mimeType: "application/zip")) }
    #expect(h.web.calls == [.decideResponse(9, .cancel)])
    await h.finish()
  }

  @Test func subframeContentThatCannotBeShownIsCancelledSilently() async {
    let h = Harness(loading)
    let response = NavigationResponse(url: Fixture.home, isForMainFrame: false, canShowMIMEType: false)
    await h.send(.responseReceived(9, response))
    #expect(h.web.calls == [.decideResponse(9, .cancel)])
    await h.finish()
  }

  @Test func showableResponseIsAllowed() async {
    let h = Harness(loading)
    await h.send(.responseReceived(9, NavigationResponse(url: Fixture.home)))
    #expect(h.web.calls == [.decideResponse(9, .allow)])
    await h.finish()
  }
}
