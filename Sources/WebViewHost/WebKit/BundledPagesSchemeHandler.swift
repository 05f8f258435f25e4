#if canImport(WebKit)
  import Foundation
  import WebKit
  import WebViewFeature

  /// Serves ``BundledPages`` to a `WKWebView`: the handler `WKWebViewConfiguration.screen(_:)`
  /// registers for the pages' scheme.
  ///
  /// Each task is answered whole inside `webView(_:start:)` (response, data, finish, or one
  /// failure), so none is ever answered after WebKit stops it, which WebKit punishes with an
  /// exception. It holds the pages and nothing else: the configuration keeps its handler for as
  /// long as the web view lives, and a handler that held the web view or its coordinator would
  /// keep them alive with it.
  final class BundledPagesSchemeHandler: NSObject, WKURLSchemeHandler {
    private let pages: BundledPages

    init(_ pages: BundledPages) {
      self.pages = pages
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
      do {
        let reply = try SchemeReply(to: urlSchemeTask.request, from: pages)
        urlSchemeTask.didReceive(reply.response)
        if !reply.body.isEmpty { urlSchemeTask.didReceive(reply.body) }
        urlSchemeTask.didFinish()
      } catch {
        urlSchemeTask.didFailWithError(error)
      }
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
      // Nothing is left to stop: start answered the task before it returned.
    }
  }

  /// Serves ``BundledPages`` to a `WebPage`: the handler `WebPageCoordinator` registers in
  /// `WebPage.Configuration.urlSchemeHandlers`. Its sequence yields the response, then the
  /// body, or throws the reply's error.
  @available(iOS 26.0, macOS 26.0, *)
  struct BundledPagesPageHandler: URLSchemeHandler {
    let pages: BundledPages

    func reply(for request: URLRequest) -> AsyncThrowingStream<URLSchemeTaskResult, any Error> {
      AsyncThrowingStream { continuation in
        do {
          let reply = try SchemeReply(to: request, from: pages)
          continuation.yield(.response(reply.response))
          if !reply.body.isEmpty { continuation.yield(.data(reply.body)) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
    }
  }
#endif
