/// Why the screen shows an error instead of, or on top of, the page.
///
/// ``description`` is the readable text for the user (`State.errorMessage`). The cases carry only
/// what the text needs, so that action logs stay small and replay exactly.
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

  /// The sentence shown to the user. Control characters in the text a page or server supplied are
  /// replaced (U+FFFD; line feeds and tabs stay).
  public var description: String {
    UserFacingText.displayable(sentence)
  }

  private var sentence: String {
    switch self {
    case .offline:
      "You appear to be offline. Check your connection and try again."
    case .timedOut:
      "The page took too long to respond. Try again."
    case .hostNotFound:
      "The server could not be found. Check the address or your connection."
    case .connectionLost:
      "The connection was lost while loading the page. Try again."
    case .secureConnectionFailed:
      "A secure connection to the server could not be made."
    case .invalidCertificate:
      "The server's security certificate is not valid, so the page was not loaded."
    case .httpStatus(let status):
      Self.httpMessage(status)
    case .unsupportedContent(let mimeType):
      "This content (\(mimeType ?? "unknown type")) cannot be shown in the app."
    case .hostNotAllowed(let host):
      "\(host.isEmpty ? "This address" : host) cannot be opened in the app."
    case .crashLoop(let terminations):
      "The page stopped working \(terminations) times in a row. Tap Retry to load it again."
    case .other(let message):
      message.isEmpty ? "The page could not be loaded." : message
    }
  }

  private static func httpMessage(_ status: Int) -> String {
    switch status {
    case 401, 403: "You don't have access to this page (HTTP \(status))."
    case 404, 410: "The page was not found (HTTP \(status))."
    case 500...: "The server had a problem (HTTP \(status)). Try again later."
    default: "The page could not be loaded (HTTP \(status))."
    }
  }
}
