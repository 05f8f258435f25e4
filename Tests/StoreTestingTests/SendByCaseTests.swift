import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A test sends a case by its key path, as in TCA: `store.send(\.case, payload)`.
@MainActor
@Suite struct SendByCaseTests {
  private let page = URL(string: "https://example.com/page")!

  @Test func aCaseWithAPayloadIsSentEmbedded() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(\.titleLoaded, "Hello") { $0.title = "Hello" }
    await store.finish()
  }

  @Test func aNestedCaseIsSentThroughItsParent() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(\.delegate.open, page)
    await store.send(\.delegate.closeRequested)
    await store.finish()
  }

  @Test func aCaseSentByKeyPathIsAssertedLikeAnyAction() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await withKnownIssue {
      await store.send(\.titleLoaded, "Hello") { $0.title = "Bye" }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("State is not as expected")
    }
  }
}
