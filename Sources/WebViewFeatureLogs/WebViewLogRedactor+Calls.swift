import BridgeClient
import WebViewFeature

/// Which calls the screen's effects make can hold a secret: the same secrets as the actions
/// that caused them, redacted the same way, so a replay that makes the calls again makes the
/// recorded ones. No `default`: a new call does not compile until someone decides.
extension WebViewLogRedactor {
  /// Redacts a recorded call, as the action that caused it.
  public func redact(_ call: inout WebViewCall) {
    switch call {
    case .webView(let webViewCall):
      call = .webView(redacting(webViewCall))
    case .page(.script(let script)):
      // The only script the screen evaluates of its own is the session's.
      if redaction.redacts(.accessToken) { call = .page(.script(redactingToken(script))) }
    case .page(.reply(let action, let route, let response)):
      call = .page(.reply(action: action, route: route, response: redactingResponse(response, to: action)))
    case .page(.rejectionReply), .page(.event):
      return  // a refusal's reason; the screen's own events (app state, network)
    }
  }

  private func redacting(_ call: WebViewClient.Call) -> WebViewClient.Call {
    switch call {
    case .completeDialog(let id, let result):
      .completeDialog(id, redactingAnswer(result))
    case .setSessionCookies(let cookies):
      .setSessionCookies(redactingCookies(cookies))
    case .diagnose(.dialogAnswerMismatch(let id, let result)):
      .diagnose(.dialogAnswerMismatch(id, redactingAnswer(result)))
    case .diagnose(.messageDropped), .diagnose(.cookieRefused), .diagnose(.replyNotDelivered),
      .diagnose(.answerDropped), .diagnose(.eventNotDelivered), .diagnose(.sessionNotDelivered),
      .diagnose(.externalNavigationCancelled), .diagnose(.sameDocumentNavigationOutsidePolicy), .diagnose(.credentialsRefused),
      .diagnose(.downloadRefused), .diagnose(.clientCertificateLeftToTheSystem):
      call  // names, reasons and URLs
    case .load, .reload, .goBack, .goForward, .decidePolicy, .decideResponse, .openExternally, .closeScreen:
      call
    case .decideDownload, .cancelDownload:
      call  // a file name the server chose
    }
  }
}
