import WebViewFeature

/// Says why the screen decided what it did for an entry that asks for a decision, as the
/// timeline's `policy:` line: the replay's configuration is the recording app's.
struct DecisionExplainer {
  let configuration: WebViewFeature.Configuration

  func explain(_ action: WebViewFeature.Action) -> String? {
    let policy = configuration.navigation
    switch action {
    case .navigationRequested(_, let request):
      return configuration.downloads.reason(for: request, navigation: policy) ?? policy.reason(for: request)
    case .windowOpenRequested(var request):
      // The reducer decides a `window.open` as a navigation into a new window.
      request.target = .newWindow
      switch configuration.popups.decide(request) {
      case .newScreen: return policy.reason(for: request)
      case .childWebView: return "a child web view: the popup policy opens this window over the screen"
      case .cancel: return "cancelled: the popup policy opens no such window"
      }
    case .popupNavigationRequested(_, let request):
      return PopupPolicy.childMayBrowse(request) ? "allowed: a child window browses the web" : policy.reason(for: request)
    case .responseReceived(_, let response):
      return configuration.downloads.reason(for: response, navigation: policy) ?? policy.reason(for: response)
    case .downloadRequested(_, let request):
      return configuration.downloads.refusal(of: request).map { "cancelled: \($0)" }
        ?? "saved: \(request.mimeType ?? "its type") is in downloads.mimeTypes\(configuration.downloads.maxBytes.map { ", within \($0) bytes" } ?? "")"
    case .dialogRequested(let dialog):
      switch dialog.kind {
      case .permission(let permissions):
        return configuration.permissions.reason(for: permissions, origin: dialog.frame?.url)
      case .credentials(let request):
        return configuration.credentials.refusal(of: request).map { "cancelled: \($0)" }
          ?? "asked: \(request.host) is in credentials.askedHosts, over https:"
      case .clientCertificate(let request):
        return configuration.credentials.clientCertificateRefusal(of: request).map { "left to the system: \($0)" }
          ?? "the app's identity: \(request.host) is in credentials.clientCertificateHosts, over https:"
      default:
        return nil
      }
    default:
      return nil
    }
  }
}
