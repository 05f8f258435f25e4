import Foundation

/// `@MainActor protocol WKUIDelegate : NSObjectProtocol`.
///
/// Every requirement is `optional` in Apple's SDK; here each method the Apple layer implements
/// is required (see ``WKNavigationDelegate``). A panel whose method WebKit cannot call is
/// answered by WebKit itself: alert done, confirm `false`, prompt `nil`.
@MainActor public protocol WKUIDelegate: NSObjectProtocol {
  /// `optional func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
  /// for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?`.
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?

  /// `optional func webViewDidClose(_ webView: WKWebView)`.
  func webViewDidClose(_ webView: WKWebView)

  /// `optional func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
  /// initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void)`.
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void)

  /// `optional func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
  /// initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)`.
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)

  /// `optional func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
  /// defaultText: String?, initiatedByFrame frame: WKFrameInfo,
  /// completionHandler: @escaping @MainActor @Sendable (String?) -> Void)`.
  func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)

  /// `optional func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
  /// initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
  /// decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)` (iOS 15.0,
  /// macOS 12.0). Unimplemented, WebKit prompts the user itself every time.
  func webView(
    _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
    type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)

  #if canImport(UIKit)
    /// `optional func webView(_ webView: WKWebView, requestDeviceOrientationAndMotionPermissionFor origin:
    /// WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
    /// decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)` (iOS 15.0;
    /// unavailable on macOS).
    func webView(
      _ webView: WKWebView, requestDeviceOrientationAndMotionPermissionFor origin: WKSecurityOrigin,
      initiatedByFrame frame: WKFrameInfo, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)
  #endif

  #if !canImport(UIKit)
    /// `optional func webView(_ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters,
    /// initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void)`
    /// (macOS 10.12; iOS 18.4, where the Apple layer leaves file inputs to WebKit's own picker, so
    /// only the AppKit branch requires it). Unimplemented on macOS, a file input does nothing.
    func webView(
      _ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void)
  #endif
}
