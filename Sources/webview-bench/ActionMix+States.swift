import StoreRuntime
import WebViewFeature

extension ActionMix {
  /// The state after each action of `actions` applied twice from the initial state, with the
  /// mix's dependencies in a test context. From the second cycle on, the states repeat.
  static func states(after actions: [WebViewFeature.Action]) -> [WebViewFeature.State] {
    let reducer = WebViewFeature(configuration: configuration)
    let states = withDependencies(testDependencies) {
      var state = WebViewFeature.State()
      return (actions + actions).map { action in
        _ = reducer.reduce(into: &state, action: action)
        return state
      }
    }
    precondition(states[actions.count - 1] == states[2 * actions.count - 1], "the action mix must repeat")
    return states
  }
}
