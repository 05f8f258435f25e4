import BridgeClient
import Foundation
import JSON

extension WebViewFeature {
  /// Everything that can happen to the screen: WebKit callbacks, user answers, app life cycle,
  /// bridge messages and effect results. Codable, so that action logs record it exactly.
  ///
  /// Cases whose values are larger than 24 bytes are `indirect`: their values live in a shared
  /// box, so an action stays a few words that move in registers. Otherwise every action would be
  /// as large as the largest case (146 bytes), and the reducer's `switch` would copy all of it,
  /// costing more than most actions' own work.
  public enum Action: Equatable, Sendable, Codable {
    // MARK: Host commands

    /// The app asks the screen to load a URL (usually once, on creation).
    case load(URL)
    /// The user asked to reload (pull to refresh, or a Retry button); also resumes automatic
    /// reloads stopped by a crash loop.
    case reload
    /// The user asked for the previous page (a toolbar's back arrow): the web view goes back when
    /// ``State/canGoBack``, and nothing happens otherwise.
    case goBack
    /// The user asked for the next page: the web view goes forward when ``State/canGoForward``.
    case goForward
    /// The screen's back button (a navigation bar's back item, an edge swipe the app routes here):
    /// closes the child window of ``State/popup`` when one is open; else back in the page while it
    /// can go back; at its first page, what ``Configuration/backButton`` says.
    case backButtonTapped

    // MARK: WKNavigationDelegate

    /// `decidePolicyFor navigationAction`; answered with `decidePolicy(id, …)` exactly once.
    indirect case navigationRequested(NavigationID, NavigationRequest)
    /// `decidePolicyFor navigationResponse`; answered with `decideResponse(id, …)` exactly once.
    indirect case responseReceived(NavigationID, NavigationResponse)
    /// `didStartProvisionalNavigation`.
    case loadStarted(LoadID, url: URL?)
    /// `didReceiveServerRedirectForProvisionalNavigation`, with the web view's new URL.
    case loadRedirected(LoadID, url: URL?)
    /// `didCommit`, with the web view's URL: a new document is on screen.
    case loadCommitted(LoadID, url: URL?)
    /// `didFinish`.
    case loadFinished(LoadID)
    /// `didFailProvisionalNavigation`: the load failed before committing.
    indirect case loadFailedBeforeCommit(LoadID, NavigationFailure)
    /// `didFail`: the load failed after committing.
    indirect case loadFailedAfterCommit(LoadID, NavigationFailure)
    /// `webViewWebContentProcessDidTerminate`.
    case processTerminated

    // MARK: Key-value observation and app state

    /// `estimatedProgress` changed.
    case progressChanged(Double)
    /// `title` changed.
    case titleChanged(String?)
    /// The web view's `canGoBack` or `canGoForward` changed (the host observes both).
    case historyChanged(canGoBack: Bool, canGoForward: Bool)
    /// The web view's `url` changed outside a load: single-page navigation (`history.pushState`,
    /// `replaceState`, a fragment), which WebKit reports to no delegate. The host leaves out the
    /// changes a load explains (the URL being requested, and the fallback after a failure).
    case urlChanged(URL?)
    /// The app became active. `titleMissing` is `webView.title == nil` at that moment: a page
    /// without a title after a load means its process died and the termination callback was
    /// missed.
    case appBecameActive(titleMissing: Bool)
    /// The app resigned active.
    case appResignedActive
    /// The network path changed.
    case networkChanged(isOnline: Bool)
    /// The app signed in (`token`) or out (`nil`); an empty token counts as signed out.
    case accessTokenChanged(String?)
    /// The app's session cookies (``SessionCookie``) after signing in, `[]` after signing out:
    /// the web view's cookie store gets them before the next load, and loses the ones the screen
    /// set that are no longer listed. Their values are secrets (see ``SessionCookie``).
    case sessionCookiesChanged([SessionCookie])
    /// The app's authentication session (`SignInClient`) ended the sign-in the screen handed it.
    case signInFinished(SignInOutcome)

    // MARK: WKUIDelegate

    /// `createWebViewWith` (`window.open`): the host sends this, then returns a child web view
    /// when the reducer opened ``State/popup`` (``PopupPolicy``), `nil` otherwise.
    case windowOpenRequested(NavigationRequest)
    /// `decidePolicyFor navigationAction` in the child web view of ``State/popup``: the host keeps
    /// the handler until a `decidePolicy` call answers `id`.
    case popupNavigationRequested(NavigationID, NavigationRequest)
    /// `didCommit` in the child web view, with its URL.
    case popupLoadCommitted(URL?)
    /// The child web view went away: its page closed it (`window.close()`), or the app did
    /// (the user dismissed it).
    case popupClosed
    /// `webViewDidClose` (`window.close()`).
    case windowCloseRequested
    /// `runJavaScriptAlertPanel` / `…ConfirmPanel` / `…TextInputPanel`.
    indirect case dialogRequested(JSDialog)
    /// The user answered the dialog with this id.
    indirect case dialogAnswered(DialogID, DialogResult)

    // MARK: WKDownloadDelegate

    /// `decideDestinationUsing response:suggestedFilename:`: a download began (the reducer
    /// answered a navigation with `.download`) and WebKit asks where to save it; answered with
    /// `decideDownload(id, fileName:)` exactly once.
    indirect case downloadRequested(DownloadID, DownloadRequest)
    /// The download's `progress` moved: bytes received, and the size when known.
    case downloadProgressed(DownloadID, receivedBytes: Int64, expectedBytes: Int64?)
    /// `downloadDidFinish`: the file is at `file`.
    case downloadFinished(DownloadID, file: URL)
    /// `didFailWithError`: the transfer failed.
    indirect case downloadFailed(DownloadID, NavigationFailure)
    /// The user stopped a running download.
    case cancelDownload(DownloadID)
    /// The app showed an ended download (or the user put it away): it leaves
    /// ``State/downloads``; a running one is cancelled first.
    case downloadDismissed(DownloadID)

    // MARK: The host consumed something

    /// The user dismissed the error.
    case errorDismissed
    /// The host presented ``State/urlToOpen``.
    case urlToOpenPresented
    /// The host showed ``State/toastMessage``.
    case toastShown
    /// The screen went away for good.
    case screenClosed

    // MARK: Bridge

    /// `WKScriptMessage` arrived; the host converted its body with `JSONValue(foundation:)`.
    /// A string body is read as JSON text (`postMessage(JSON.stringify(…))`).
    indirect case scriptMessageReceived(body: JSONValue, frame: BridgeFrame)
    /// A `WKScriptMessage` arrived at the reply handler (`BridgeConfiguration.replyHandlerName`),
    /// which the host keeps under `id`: read like ``scriptMessageReceived(body:frame:)``, and
    /// answered, exactly once, along the route `ReplyRoute.replyHandler(id)` whatever the body says.
    indirect case replyHandlerMessageReceived(ReplyHandlerID, body: JSONValue, frame: BridgeFrame)
    /// `WKScriptMessage` arrived but its body could not be converted; the host got this error
    /// from `BridgeMessage.decode(body:frame:configuration:replyHandler:)`, with a reply route when the
    /// message named one.
    indirect case scriptMessageRejected(BridgeMessageError)
    /// A plugin answered `request`; the reply goes to the page.
    indirect case pluginResponded(BridgeRequest, BridgeResponse)

    // MARK: To the parent

    /// A request for the parent feature (see ``Configuration/screenRequests``); the feature
    /// itself changes nothing.
    case delegate(Delegate)
  }
}
