#if canImport(WebKit)
  import Foundation
  import WebKit
  import WebViewFeature

  /// WebKit's delegates for the child web view of `State.popup`, forwarding to the screen's
  /// ``WebViewHost``: its navigations go to the reducer (`popupNavigationRequested`), its
  /// commits and `window.close()` become actions, and its panels queue with the screen's.
  ///
  /// Made by ``WebViewCoordinator`` in `createWebViewWith`, which keeps it (WebKit holds its
  /// delegates weakly) until the next child or its own end: a child that is closed but still on
  /// screen for a moment has every navigation cancelled, never WebKit's default (allow). A
  /// window the child opens itself gets `nil`: one child at a time.
  @MainActor
  final class PopupCoordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
    private let host: WebViewHost
    private let downloads: DownloadForwarder

    /// Becomes `webView`'s delegates; it does not keep the web view (the app's view hierarchy
    /// and ``WebViewCoordinator/popupWebView`` do). Its downloads are the screen's.
    init(webView: WKWebView, host: WebViewHost, downloads: DownloadForwarder) {
      self.host = host
      self.downloads = downloads
      super.init()
      webView.navigationDelegate = self
      webView.uiDelegate = self
    }

    // MARK: WKNavigationDelegate (signatures as in WebViewCoordinator, and checked the same way)

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      host.decidePopupPolicy(for: navigationAction) { decisionHandler(WKNavigationActionPolicy($0)) }
    }

    /// WebKit's own answer, spelled out: the child shows what a browser window would.
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
      decisionHandler(.allow)
    }

    /// As the screen's web view answers: the system's evaluation of certificates, the reducer's
    /// policy for passwords.
    func webView(
      _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      host.respond(to: challenge, completionHandler: completionHandler)
    }

    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
      downloads.adopt(download)
    }

    /// Never called: the child's responses are allowed, never downloaded.
    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
      downloads.adopt(download)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
      host.popupDidCommit(url: webView.url)
    }

    /// A child whose page's process died shows a blank page nobody can leave: it closes.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
      host.popupDidClose()
    }

    // The child's load life cycle is its page's own business: the screen follows commits only.
    // Implemented because the SDK stand-ins require every method any coordinator implements.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

    // MARK: WKUIDelegate

    func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      nil
    }

    func webViewDidClose(_ webView: WKWebView) {
      host.popupDidClose()
    }

    func webView(
      _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
      host.runAlertPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    func webView(
      _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
      host.runConfirmPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    func webView(
      _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
      initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
      host.runTextInputPanel(
        prompt: prompt, defaultText: defaultText, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    func webView(
      _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
      type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
      host.requestPermission(type.permissions, frame: frame.bridgeFrame, answering: decisionHandler)
    }

    #if canImport(UIKit)
      // iOS only: WebKit asks no app about the motion sensors on macOS.
      func webView(
        _ webView: WKWebView, requestDeviceOrientationAndMotionPermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
      ) {
        host.requestPermission([.deviceOrientationAndMotion], frame: frame.bridgeFrame, answering: decisionHandler)
      }
    #endif

    #if !canImport(UIKit)
      // As the screen's web view does: a child window's file input on macOS.
      func webView(
        _ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void
      ) {
        host.runOpenPanel(parameters, frame: frame, completionHandler: completionHandler)
      }
    #endif
  }
#endif
