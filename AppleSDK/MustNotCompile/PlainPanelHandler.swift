// Must NOT type-check (Scripts/apple-typecheck.sh fails if it does): a UI delegate whose confirm
// panel completion is a plain `@escaping` block. WebKit would never call it and would answer the
// panel itself.
import WebKit

@MainActor final class PlainPanelHandler: NSObject, WKUIDelegate {
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping (Bool) -> Void
  ) { completionHandler(false) }
}
