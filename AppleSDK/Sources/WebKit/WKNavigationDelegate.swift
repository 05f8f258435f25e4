import Foundation

/// `@MainActor protocol WKNavigationDelegate : NSObjectProtocol`.
///
/// Every requirement is `optional` in Apple's SDK; here each method the Apple layer implements
/// is required, so a signature that is not Apple's is a compile error, not a method WebKit
/// never calls (whose default, for a decision, is to allow).
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
  /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
  /// decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)`.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)

  /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
  /// decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)`.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)

  /// `optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)`.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)

  /// `optional func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)`.
  func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)

  /// `optional func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)`.
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)

  /// `optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)`.
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)

  /// `optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)`.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)

  /// `optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)`.
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)

  /// `optional func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
  /// completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition,
  /// URLCredential?) -> Void)`.
  func webView(
    _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)

  /// `optional func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)`.
  func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)

  /// `optional func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)`.
  func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)

  /// `optional func webViewWebContentProcessDidTerminate(_ webView: WKWebView)`.
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}
