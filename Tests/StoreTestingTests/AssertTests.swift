import StoreRuntime
import StoreTesting
import Testing

/// `store.assert { }` checks the current state without sending an action, as TCA's does.
@MainActor
@Suite struct AssertTests {
  private func makeStore() -> TestStore<Counter.State, Counter.Action> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.clock = TestClock()
    }
  }

  @Test func assertingTheStateAsItIsPasses() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.fetch)
    store.assert { $0.count = 42 }
    await store.finish()
  }

  @Test func assertingAnotherStateFailsWithADiff() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.fetch)
    withKnownIssue {
      store.assert { $0.count = 7 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("State is not as expected: (- expected, + actual)") && text.contains("count: 7")
        && text.contains("count: 42")
    }
    await store.finish()
  }

  @Test func assertingLeavesReceivedActionsToBeAsserted() async {
    let store = makeStore()
    await store.send(.fetch)
    store.assert { $0.count = 42 }
    await store.receive(.responded(42)) { $0.count = 42 }
    await store.finish()
  }

  @Test func aThrowingAssertionIsReported() async {
    struct Refused: Error {}
    let store = makeStore()
    withKnownIssue {
      store.assert { _ in throw Refused() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("The assertion closure threw")
    }
  }
}
