import Foundation
import WebViewFeature

/// What the host kit asks of the web view: the few calls a `WKWebView` makes on the app's
/// behalf. `WKWebView` conforms on Apple platforms; a fake conforms in tests, and a desktop
/// browser in `webview-devhost`.
///
/// Every call comes from the main actor, from an effect of the screen's store.
@MainActor
package protocol WebViewDriving: AnyObject {
  /// Loads `url` in the web view (`load(URLRequest(url:))`).
  func load(_ url: URL)
  /// Reloads the current page.
  func reload()
  /// Goes to the previous page of the back-forward list (`goBack()`); nothing when there is none.
  func goBack()
  /// Goes to the next page of the back-forward list (`goForward()`); nothing when there is none.
  func goForward()
  /// Evaluates `script` in the page (`callAsyncJavaScript(_:contentWorld: .page)`); throws when
  /// the page is gone or the script failed.
  func evaluateJavaScript(_ script: String) async throws
  /// Hands `url` to the system (`UIApplication.shared.open`, `NSWorkspace.shared.open`).
  func openExternally(_ url: URL)
  /// Removes the screen that shows the web view (pop or dismiss).
  func closeScreen()
  /// Replaces the scripts installed at document start, main frame only (`WKUserScript`s).
  ///
  /// The kit passes `bridge.js` first, then the screen's session scripts; it calls this when
  /// it connects and whenever the session scripts change.
  func setDocumentStartScripts(_ scripts: [String])
  /// Puts the cookies into the web view's cookie store
  /// (`websiteDataStore.httpCookieStore.setCookie`), returning once they are stored. The kit
  /// holds loads until then.
  func setCookies(_ cookies: [SessionCookie]) async
  /// Takes the cookies with these ids out of the web view's cookie store
  /// (`httpCookieStore.deleteCookie`), returning once they are gone.
  func deleteCookies(_ ids: [SessionCookie.ID]) async
}
