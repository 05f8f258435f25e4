import BridgeClient
import Foundation

/// Something the page did that the reducer dropped, reported through
/// ``WebViewClient/diagnose(_:)`` for logs. Never shown to the user, never a crash.
public enum WebViewDiagnostic: Equatable, Sendable, Codable {
  /// A script message was refused: one too broken to name a reply route, dropped without a
  /// reply; or one from an untrusted origin or frame, dropped, or, when it came through the reply
  /// handler, whose promise is rejected without detail (`UNTRUSTED_ORIGIN`): a trust setting
  /// that refuses the app's own pages looks like this.
  case messageDropped(BridgeMessageError)
  /// A session cookie of `sessionCookiesChanged` was not set: it has a problem
  /// (``SessionCookie/problem``), named by `reason`.
  case cookieRefused(SessionCookie.ID, reason: String)
  /// A reply to the action could not be sent (the script could not be built, or evaluating it
  /// failed, e.g. because the page went away).
  case replyNotDelivered(action: String, reason: String)
  /// An answer to `action` was not sent because the document that asked it (in `frame`; `nil`
  /// when the message was refused before its frame was read) went first: replaced by a new
  /// document, reloaded, its process ended, or the screen closed. A reply script is dropped; a
  /// message to the reply handler is answered `CANCELLED`, which WebKit delivers only to the
  /// document that asked. A plugin still working for it is cancelled.
  case answerDropped(action: String, frame: BridgeFrame?)
  /// An event could not be sent to the page.
  case eventNotDelivered(name: String, reason: String)
  /// The session script could not be evaluated in the current page.
  case sessionNotDelivered(reason: String)
  /// The host answered a dialog with a result of another kind (a Bool for an alert, …); the
  /// dialog stays pending.
  case dialogAnswerMismatch(DialogID, DialogResult)
  /// A navigation to a scheme outside the web (`tel:`, `mailto:`, `kakaotalk:`, …) was cancelled
  /// without reaching the OS: the page's button did nothing. `reason` is the navigation policy's
  /// (``NavigationPolicy/reason(for:)-(NavigationRequest)``), e.g. that only a user's tap may
  /// leave the app, or that the scheme is not one of the external schemes.
  case externalNavigationCancelled(URL, reason: String)
  /// The page moved to `url` by single-page navigation (`history.pushState`, a fragment), which
  /// cannot be cancelled, and the navigation policy would not load it; `reason` is the policy's.
  /// A reload or a recovery loads the last URL the policy allowed instead.
  case sameDocumentNavigationOutsidePolicy(URL, reason: String)
  /// A server's request for a user name and password was cancelled without asking:
  /// ``CredentialPolicy`` does not ask about it, for `reason` (its host is not listed, it came
  /// over cleartext, or too many answers were refused). The page shows the server's refusal.
  case credentialsRefused(host: String, reason: String)
  /// A server's request for a client certificate was left to the system's own handling, not
  /// answered with the app's identity: ``CredentialPolicy/clientCertificateHosts`` does not list
  /// its host, or it came over cleartext (`reason`).
  case clientCertificateLeftToTheSystem(host: String, reason: String)
  /// A download WebKit began was cancelled before it was saved: ``DownloadPolicy`` refuses its
  /// type or its size (`reason`), or the screen has closed.
  case downloadRefused(URL?, reason: String)
}
