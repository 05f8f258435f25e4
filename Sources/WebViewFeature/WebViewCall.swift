import BridgeClient
import Foundation
import StoreRuntime

/// One request the screen's effects made of the outside world: a call on the web view, or a
/// script to the page.
///
/// Action logs record these, each tied to the action whose effect made it, and `webview-replay`
/// shows them under that action, both as recorded and as recomputed by running the effects
/// again, so a navigation that was cancelled, handed to the OS or allowed reads differently.
public enum WebViewCall: Equatable, Sendable, Codable {
  /// A ``WebViewClient`` call: a decision, a load, a dialog completion, a diagnostic.
  case webView(WebViewClient.Call)
  /// A script to the page through `BridgeClient`: a reply, an event or a session script.
  case page(BridgeCall)

  /// Makes the web view and bridge clients in `dependencies` hand every call to `record`, then
  /// make it as before.
  ///
  /// `record` runs synchronously in the effect's task before the call reaches the host (web view
  /// calls and scripts of its own on the main actor; replies and events on the effect's actor,
  /// through `BridgeClient.willSend`, before their script is built), so the store still knows
  /// which action's effect made the call, and concurrent effects' calls are recorded in the order
  /// they were made. An `ActionRecorder` made with `capturingCalls: WebViewCall.capture` writes
  /// them into the log.
  public static func capture(
    _ dependencies: inout DependencyValues, into record: @escaping @Sendable (WebViewCall) -> Void
  ) {
    dependencies.webView = dependencies.webView.reporting { record(.webView($0)) }
    var bridge = dependencies.bridgeClient
    let evaluate = bridge.evaluate
    let willSend = bridge.willSend
    bridge.evaluate = { @MainActor script in
      if BridgeCall.inProgress == nil { record(.page(.script(script))) }
      try await evaluate(script)
    }
    bridge.willSend = { call in
      willSend?(call)
      record(.page(call))
    }
    dependencies.bridgeClient = bridge
  }
}

extension WebViewClient {
  /// This client, with every call reported to `report` (on the main actor) before it is made.
  fileprivate func reporting(_ report: @escaping @Sendable (Call) -> Void) -> WebViewClient {
    WebViewClient { @MainActor call in
      report(call)
      await perform(call)
    }
  }
}

extension WebViewCall: CustomRendering {
  /// One line for the replay timeline: `web view: cancel navigation #2`,
  /// `web view: open in the OS: tel:+82-2-1234-5678`, `page: reply to ready via cb1: success "OK"`.
  public var renderedDescription: String {
    switch self {
    case .webView(let call): "web view: " + Self.text(of: call)
    case .page(let call): "page: " + call.renderedDescription
    }
  }

  private static func text(of call: WebViewClient.Call) -> String {
    switch call {
    case .load(let url): "load \(url.absoluteString)"
    case .reload: "reload"
    case .goBack: "go back"
    case .goForward: "go forward"
    case .decidePolicy(let id, let policy): "\(policy.rawValue) \(id)"
    case .decideResponse(let id, let policy): "\(policy.rawValue) the response of \(id)"
    case .completeDialog(let id, let result): "complete \(id) with \(StateDiff.renderLine(result))"
    case .decideDownload(let id, let fileName?): "save \(id) as \(fileName.debugDescription)"
    case .decideDownload(let id, nil): "cancel \(id) before it is saved"
    case .cancelDownload(let id): "stop \(id)"
    case .openExternally(let url): "open in the OS: \(url.absoluteString)"
    case .closeScreen: "close the screen"
    case .diagnose(let diagnostic): "diagnostic: " + text(of: diagnostic)
    case .setSessionCookies(let cookies):
      cookies.isEmpty ? "delete the session cookies" : "set the session cookies " + cookies.map { text(of: $0.id) }.joined(separator: ", ")
    }
  }

  /// `sid (app.example.com/)`: never the value.
  private static func text(of id: SessionCookie.ID) -> String {
    "\(id.name) (\(id.domain)\(id.path))"
  }

  private static func text(of diagnostic: WebViewDiagnostic) -> String {
    switch diagnostic {
    case .messageDropped(let error):
      "message \(error.replyRoute == nil ? "dropped without a reply" : "refused with an error reply") (\(error.code.rawValue)): \(error.reason)"
    case .replyNotDelivered(let action, let reason):
      "the reply to \(action) was not delivered: \(reason)"
    case .answerDropped(let action, let frame):
      "the answer to \(action) was withdrawn: the document that asked (\(frame?.renderedDescription ?? "frame unknown")) has gone"
    case .eventNotDelivered(let name, let reason):
      "the event \(name) was not delivered: \(reason)"
    case .sessionNotDelivered(let reason):
      "the session script was not delivered: \(reason)"
    case .dialogAnswerMismatch(let id, let result):
      "\(id) answered with \(StateDiff.renderLine(result)), an answer of another kind; it stays open"
    case .externalNavigationCancelled(let url, let reason):
      "\(url.absoluteString) did not reach the OS: \(reason)"
    case .cookieRefused(let id, let reason):
      "the cookie \(text(of: id)) was not set: \(reason)"
    case .credentialsRefused(_, let reason):
      "a sign-in was cancelled without asking: \(reason)"
    case .clientCertificateLeftToTheSystem(_, let reason):
      "a request for a client certificate was left to the system: \(reason)"
    case .downloadRefused(let url, let reason):
      "the download of \(url?.absoluteString ?? "an unknown URL") was cancelled: \(reason)"
    case .sameDocumentNavigationOutsidePolicy(let url, let reason):
      "the page moved to \(url.absoluteString) without a load, which the policy would not allow: \(reason)"
    }
  }
}
