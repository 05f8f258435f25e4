import WebViewFeature

/// Says why the navigation policy decided what it did for an entry that asks for a decision, as
/// the timeline's `policy:` line: the replay's configuration is the recording app's.
struct DecisionExplainer {
  let policy: NavigationPolicy

  func explain(_ action: WebViewFeature.Action) -> String? {
    switch action {
    case .navigationRequested(_, let request):
      return policy.reason(for: request)
    case .windowOpenRequested(var request):
      // The reducer decides a `window.open` as a navigation into a new window.
      request.target = .newWindow
      return policy.reason(for: request)
    case .responseReceived(_, let response):
      return policy.reason(for: response)
    default:
      return nil
    }
  }
}
