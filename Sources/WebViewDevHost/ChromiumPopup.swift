import BridgeClient
import Foundation
import JSON
import WebViewFeature
import WebViewHost

/// A window the page opened that the screen keeps as its child web view (`State.popup`):
/// Chromium's new target playing the `WKWebView` WebKit got from `createWebViewWith`.
///
/// | WebKit (child web view) | here |
/// |---|---|
/// | made at once for `window.open` | the new target, held by auto-attach until the kit answered, then let run |
/// | `decidePolicyFor navigationAction` | `Fetch.requestPaused` for a document in the target's session |
/// | `didCommit` | `Target.targetInfoChanged` with a new URL |
/// | `webViewDidClose` | `Target.targetDestroyed` (the page closed it) |
/// | removed by the app | `Target.closeTarget` |
@MainActor
final class ChromiumPopup {
  let target: String
  let session: String
  private let connection: DevToolsConnection
  private let files: PageFiles?
  private weak var host: WebViewHost?
  private let onRecord: (@MainActor (DevHostRecord) -> Void)?
  private var committedURL: String?
  private var isClosing = false

  init(
    target: String, session: String, connection: DevToolsConnection, files: PageFiles?, host: WebViewHost?,
    onRecord: (@MainActor (DevHostRecord) -> Void)?
  ) {
    self.target = target
    self.session = session
    self.connection = connection
    self.files = files
    self.host = host
    self.onRecord = onRecord
  }

  /// Intercepts the window's documents (and the served folder's files), then lets it run.
  func start() {
    var patterns: [JSONValue] = [["urlPattern": "*", "resourceType": "Document", "requestStage": "Request"]]
    if let files {
      patterns.append(["urlPattern": .string(files.origin.absoluteString + "/*"), "requestStage": "Request"])
    }
    connection.post("Fetch.enable", ["patterns": .array(patterns)], session: session)
    connection.post("Runtime.runIfWaitingForDebugger", session: session)
  }

  /// The kit closed the child: the window goes away (its opener sees `closed`).
  func close() {
    guard !isClosing else { return }
    isClosing = true
    connection.post("Target.closeTarget", ["targetId": .string(target)])
  }

  /// An event of the window's own session.
  func handle(_ event: DevToolsEvent) {
    guard event.method == "Fetch.requestPaused", let requestID = event.params["requestId"]?.stringValue,
      let text = event.params["request"]?["url"]?.stringValue
    else { return }
    let url = URL(string: text)
    guard event.params["resourceType"]?.stringValue == "Document" else { return serve(requestID, url, event.params["request"]) }
    let request = NavigationRequest(url: url, type: .other, target: .mainFrame)
    host?.decidePopupPolicy(for: request) { [weak self] policy in
      guard let self else { return }
      onRecord?(.popupNavigation(url, policy))
      if policy == .allow {
        serve(requestID, url, event.params["request"])
      } else {
        connection.post("Fetch.failRequest", ["requestId": .string(requestID), "errorReason": "Aborted"], session: session)
      }
    }
  }

  /// A browser-wide target event about this window.
  func targetInfoChanged(_ info: JSONValue) {
    guard let url = info["url"]?.stringValue, !url.isEmpty, url != "about:blank", url != committedURL else { return }
    committedURL = url
    host?.popupDidCommit(url: URL(string: url))
  }

  /// The window is gone; unless the kit closed it, its page did (`window.close()`).
  func destroyed() {
    guard !isClosing else { return }
    isClosing = true
    host?.popupDidClose()
  }

  private func serve(_ requestID: String, _ url: URL?, _ request: JSONValue?) {
    guard let files, let url, files.serves(url) else {
      connection.post("Fetch.continueRequest", ["requestId": .string(requestID)], session: session)
      return
    }
    connection.post("Fetch.fulfillRequest", files.response(to: request, url: url).fulfillment(of: requestID), session: session)
  }
}
