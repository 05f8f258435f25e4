#if canImport(SwiftUI) && canImport(WebKit)
  import SwiftUI
  import WebKit

  /// The child window `WebViewScreen` presents, identified by its web view.
  struct PopupWindow: Identifiable {
    let webView: WKWebView
    var id: ObjectIdentifier { ObjectIdentifier(webView) }
  }

  #if canImport(UIKit)
    /// The child web view WebKit already has, in SwiftUI: made by `WebViewCoordinator`, driven
    /// by its `PopupCoordinator`, so this only shows it.
    struct PopupWebView: UIViewRepresentable {
      let webView: WKWebView

      func makeUIView(context: Context) -> WKWebView { webView }
      func updateUIView(_ webView: WKWebView, context: Context) {}
    }
  #elseif canImport(AppKit)
    /// The child web view WebKit already has, in SwiftUI: made by `WebViewCoordinator`, driven
    /// by its `PopupCoordinator`, so this only shows it.
    struct PopupWebView: NSViewRepresentable {
      let webView: WKWebView

      func makeNSView(context: Context) -> WKWebView { webView }
      func updateNSView(_ webView: WKWebView, context: Context) {}
    }
  #endif
#endif
