import BridgeClient
import WebViewFeature

/// Which actions can hold a secret, and how each is redacted: one entry per case, with no
/// `default`, so a new case does not compile until someone decides.
extension WebViewLogRedactor {
  /// Redacts an action, as ``WebViewLogRedaction`` lists.
  public func redact(_ action: inout WebViewFeature.Action) {
    switch action {
    // MARK: Secrets the app hands the screen

    case .accessTokenChanged(let token?) where !token.isEmpty && redaction.redacts(.accessToken):
      action = .accessTokenChanged(placeholder(forTokenLiteral: JavaScript.quoted(token)[...]))
    case .accessTokenChanged:
      return  // signed out, or the token kept
    case .sessionCookiesChanged(let cookies):
      action = .sessionCookiesChanged(redactingCookies(cookies))
    case .signInFinished(let outcome):
      action = .signInFinished(redactingCallback(outcome))

    // MARK: What the user typed or chose

    case .dialogAnswered(let id, let result):
      action = .dialogAnswered(id, redactingAnswer(result))

    // MARK: The app's data, in the fields its plugins registered as secret

    case .scriptMessageReceived(let body, let frame):
      action = .scriptMessageReceived(body: redactingBody(body), frame: frame)
    case .replyHandlerMessageReceived(let id, let body, let frame):
      action = .replyHandlerMessageReceived(id, body: redactingBody(body), frame: frame)
    case .pluginResponded(let request, let response):
      action = .pluginResponded(redactingRequest(request), redactingResponse(response, to: request.action))

    // MARK: To the parent

    case .delegate(.signInFinished(let outcome)):
      action = .delegate(.signInFinished(redactingCallback(outcome)))
    case .delegate(.closeRequested), .delegate(.openInNewScreen):
      return  // a request of the page, with an allowed URL

    // MARK: Kept: WebKit's facts and the page's content, which the log exists to show

    case .load, .reload, .navigationRequested, .responseReceived, .loadStarted, .loadRedirected, .loadCommitted,
      .loadFinished, .loadFailedBeforeCommit, .loadFailedAfterCommit, .processTerminated:
      return  // URLs and failures: keep secrets out of URLs
    case .progressChanged, .titleChanged, .urlChanged, .appBecameActive, .appResignedActive, .networkChanged:
      return
    case .goBack, .goForward, .backButtonTapped, .historyChanged:
      return
    case .windowOpenRequested, .popupNavigationRequested, .popupLoadCommitted, .popupClosed, .windowCloseRequested:
      return
    case .dialogRequested:
      return  // the page's own text, a prompt's default too
    case .downloadRequested, .downloadProgressed, .downloadFinished, .downloadFailed, .cancelDownload, .downloadDismissed:
      return  // URLs, names and sizes the server chose; a file's contents never reach the screen
    case .errorDismissed, .urlToOpenPresented, .toastShown, .screenClosed:
      return
    case .scriptMessageRejected:
      return  // a reason and a route, never the body
    }
  }
}
