/// Why the screen shows an error instead of, or on top of, the page.
///
/// The cases carry only what the text needs, so that action logs stay small and replay exactly;
/// the text itself comes from ``WebViewMessages`` (`State.errorMessage`).
public enum LoadError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// No internet connection (`-1009`).
  case offline
  /// The server took too long (`-1001`).
  case timedOut
  /// The server's name could not be resolved (`-1003`).
  case hostNotFound
  /// The connection dropped during the load (`-1005`).
  case connectionLost
  /// No secure connection could be made (`-1200`).
  case secureConnectionFailed
  /// The server's certificate is invalid, untrusted, expired or not yet valid, or a client
  /// certificate was rejected or required (`-1201`…`-1206`).
  case invalidCertificate
  /// The main frame answered with an HTTP status of 400 or more.
  case httpStatus(Int)
  /// The main frame answered with content the web view cannot show.
  case unsupportedContent(mimeType: String?)
  /// The page tried to open a host outside the allow-list; the text names the refused address
  /// (the host the policy read, or the URL's authority as written when it could not read one).
  case hostNotAllowed(String)
  /// The page's process kept crashing, so automatic reloads stopped; the user must retry.
  case crashLoop(terminations: Int)
  /// Any other failure, with the error's own text.
  case other(String)

  /// The readable error for a WebKit failure; `nil` when the failure is not an error for the user
  /// (see ``NavigationFailure/isBenign``).
  public init?(_ failure: NavigationFailure) {
    if failure.isBenign { return nil }
    guard failure.domain == NavigationFailure.urlErrorDomain else {
      self = .other(failure.message)
      return
    }
    switch failure.code {
    case -1009: self = .offline
    case -1001: self = .timedOut
    case -1003: self = .hostNotFound
    case -1005: self = .connectionLost
    case -1200: self = .secureConnectionFailed
    case -1206 ... -1201: self = .invalidCertificate
    default: self = .other(failure.message)
    }
  }

  /// The English sentence for the user (``WebViewMessages/english``). The screen shows
  /// `State.errorMessage`, which is this error in the configuration's
  /// ``WebViewFeature/Configuration/messages``. Control characters in the text a page or server
  /// supplied are replaced (U+FFFD; line feeds and tabs stay).
  public var description: String {
    WebViewMessages.english.text(for: self)
  }
}
