import Foundation
import JSON
import WebViewFeature
import WebViewHost

/// New windows: `Page.windowOpen` asks the kit what the window becomes, the new target waits
/// (auto-attached, held before it runs) until then, and the two are paired in order.
extension ChromiumWebView {
  func windowOpen(_ params: JSONValue) {
    let url = params["url"]?.stringValue.flatMap { URL(string: $0) }
    let type: NavigationType = params["userGesture"]?.boolValue == true ? .linkActivated : .other
    onRecord?(.windowOpen(url))
    windowAnswers.append(host?.createWebView(for: NavigationRequest(url: url, type: type, target: .newWindow)) ?? false)
    pairWindows()
  }

  /// A browser-wide target event: a new page held before it runs (a window this page opened
  /// waits for the kit; any other page runs at once), or the child window navigated or went away.
  func targetEvent(_ event: DevToolsEvent) {
    if event.method == "Target.attachedToTarget", let session = event.params["sessionId"]?.stringValue {
      let info = event.params["targetInfo"] ?? [:]
      guard info["openerId"]?.stringValue == mainFrame, let target = info["targetId"]?.stringValue else {
        return connection.post("Runtime.runIfWaitingForDebugger", session: session)
      }
      heldWindows.append((target, session))
      return pairWindows()
    }
    guard let popup else { return }
    switch event.method {
    case "Target.targetInfoChanged" where event.params["targetInfo"]?["targetId"]?.stringValue == popup.target:
      popup.targetInfoChanged(event.params["targetInfo"] ?? [:])
    case "Target.targetDestroyed" where event.params["targetId"]?.stringValue == popup.target:
      self.popup = nil
      popup.destroyed()
    default:
      break
    }
  }

  /// A window the kit made no web view for is closed: WebKit's `window.open` got `nil`.
  private func pairWindows() {
    while !windowAnswers.isEmpty, !heldWindows.isEmpty {
      let opened = windowAnswers.removeFirst()
      let (target, session) = heldWindows.removeFirst()
      guard opened, let host else {
        // A held window shares its opener's renderer: it must run before it can close.
        connection.post("Runtime.runIfWaitingForDebugger", session: session)
        connection.post("Target.closeTarget", ["targetId": .string(target)])
        continue
      }
      let popup = ChromiumPopup(target: target, session: session, connection: connection, files: files, host: host, onRecord: onRecord)
      self.popup = popup
      host.attachPopup { [weak popup] in popup?.close() }
      popup.start()
    }
  }
}
