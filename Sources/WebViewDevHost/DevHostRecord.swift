import Foundation
import WebViewFeature

/// One thing the core decided, as the page experienced it: what the devhost prints and what
/// tests assert on.
package enum DevHostRecord: Equatable, Sendable {
  /// A navigation was allowed or cancelled.
  case navigation(URL?, NavigationType, NavigationTarget, WebKitPolicy)
  /// A response was allowed or cancelled.
  case response(URL?, status: Int?, mimeType: String?, WebKitPolicy)
  /// A JavaScript panel was completed with this answer.
  case dialog(JSDialog.Kind, message: String, DialogResult)
  /// The web view did something on the app's behalf.
  case host(ChromiumWebView.HostCall)
  /// The page asked for a new window (the core decides what it becomes).
  case windowOpen(URL?)
  /// A navigation in the child window (`State.popup`) was allowed or cancelled.
  case popupNavigation(URL?, WebKitPolicy)
  /// A script was evaluated in the page (a reply or an event).
  case script(String)
  /// The app presented something the state asked for: a toast, a URL for a new screen, an error.
  case presented(String)
  /// Something went wrong that a developer should know about.
  case diagnostic(String)
}
