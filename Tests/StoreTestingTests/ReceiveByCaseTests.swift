import Foundation
import StoreRuntime
import StoreTesting
import Testing

@MainActor
@Suite struct ReceiveByCaseTests {
  private let page = URL(string: "https://example.com/page")!

  @Test func receivingACaseAcceptsAnyPayload() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.load) { $0.isBusy = true }
    await store.receive(\.titleLoaded) {
      $0.isBusy = false
      $0.title = "test"
    }
    await store.finish()
  }

  @Test func receivingACaseWithAPayloadChecksThePayload() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.linkTapped(page))
    await store.receive(\.delegate, .open(page))
    await store.finish()
  }

  @Test func aNestedCaseIsNamedThroughItsParentCase() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.closeTapped)
    await store.receive(\.delegate.closeRequested)
    await store.send(.linkTapped(page))
    await store.receive(\.delegate.open, page)
    await store.finish()
  }

  @Test func receivingAnotherCaseFailsNamingTheCase() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.closeTapped)
    await withKnownIssue {
      await store.receive(\.titleLoaded)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "Received .delegate(.closeRequested), which is not of case \\.titleLoaded."
    }
    await store.finish()
  }

  @Test func aWrongPayloadFailsWithADiffOfThePayloads() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.linkTapped(page))
    await withKnownIssue {
      await store.receive(\.delegate, .closeRequested)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("Received \\.delegate with an unexpected payload: (- expected, + received)")
        && text.contains("- .closeRequested") && text.contains("+ .open(https://example.com/page)")
    }
    await store.finish()
  }

  @Test func receivingACaseTimesOutWhenNothingArrives() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await withKnownIssue {
      await endsWithin { await store.receive(\.delegate, timeout: .milliseconds(20)) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Expected to receive an action of case \\.delegate, but received nothing")
    }
    await store.finish()
  }
}
