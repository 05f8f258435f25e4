// Must NOT type-check (Scripts/apple-typecheck.sh fails if it does): a navigation delegate whose
// decision handler is a plain `@escaping` block, the signature Swift 5 apps wrote before the
// Xcode 16 SDKs. On a device WebKit would never call this method and would allow every
// navigation; against the stand-ins it is a compile error.
import WebKit

@MainActor final class PlainDecisionHandler: NSObject, WKNavigationDelegate {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.cancel) }
}
