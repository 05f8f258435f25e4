import Foundation
import WebViewFeature

/// Chromium's reasons for a failed request (the DevTools `Network.ErrorReason`), as the
/// `NSURLErrorDomain` errors WebKit reports for the same failures, so the reducer shows the
/// same messages it shows on a phone.
enum NetworkError {
  /// The `NSError` WebKit would report for `reason`.
  static func error(forReason reason: String, url: URL?) -> NSError {
    let (code, text) = urlError(forReason: reason)
    var info: [String: Any] = [NSLocalizedDescriptionKey: text]
    if let url { info[NSURLErrorFailingURLErrorKey] = url }
    return NSError(domain: NavigationFailure.urlErrorDomain, code: code, userInfo: info)
  }

  /// `WebKitErrorDomain` 102, "frame load interrupted": what WebKit reports after a response was
  /// cancelled by policy.
  static let frameLoadInterrupted = NSError(
    domain: NavigationFailure.webKitErrorDomain, code: 102,
    userInfo: [NSLocalizedDescriptionKey: "Frame load interrupted"])

  /// `NSURLErrorCancelled` (-999): a load stopped before it could finish.
  static let cancelled = NSError(
    domain: NavigationFailure.urlErrorDomain, code: -999, userInfo: [NSLocalizedDescriptionKey: "cancelled"])

  private static func urlError(forReason reason: String) -> (Int, String) {
    switch reason {
    case "Aborted": (-999, "cancelled")
    case "TimedOut": (-1001, "The request timed out.")
    case "NameNotResolved": (-1003, "A server with the specified hostname could not be found.")
    case "ConnectionRefused", "ConnectionFailed", "AddressUnreachable":
      (-1004, "Could not connect to the server.")
    case "ConnectionClosed", "ConnectionReset", "ConnectionAborted":
      (-1005, "The network connection was lost.")
    case "InternetDisconnected": (-1009, "The Internet connection appears to be offline.")
    case "AccessDenied", "BlockedByClient", "BlockedByResponse": (-1102, "You do not have permission to access the requested resource.")
    default: (-1, "The page could not be loaded (\(reason)).")
    }
  }
}
