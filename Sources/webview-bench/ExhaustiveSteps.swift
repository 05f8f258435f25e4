import StoreTesting
import WebViewFeature

/// The exhaustive `TestStore` step both benchmarks measure: the mix's actions sent one at a time,
/// the whole state after each asserted.
@MainActor
final class ExhaustiveSteps {
  private let store: TestStore<WebViewFeature.State, WebViewFeature.Action>
  private let actions: [WebViewFeature.Action]
  /// The state after each action of two cycles (``ActionMix/states(after:)``).
  private let expected: [WebViewFeature.State]
  private var step = 0
  private var previous = WebViewFeature.State()

  init(_ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], expected: [WebViewFeature.State]) {
    self.actions = actions
    self.expected = expected
    store = TestStore(initialState: WebViewFeature.State(), reducer: { reducer }, withDependencies: ActionMix.prepare)
  }

  /// Sends the next `count` actions of the cycle.
  func send(_ count: Int) async {
    for _ in 0..<count {
      let index = step % actions.count
      let state = step < actions.count ? expected[index] : expected[actions.count + index]
      // The TestStore wants no closure for an action that changes nothing.
      if state == previous {
        await store.send(actions[index])
      } else {
        await store.send(actions[index]) { $0 = state }
      }
      previous = state
      step += 1
    }
  }

  /// Ends the run: no effect may still be running.
  func finish() async {
    await store.finish()
  }
}
