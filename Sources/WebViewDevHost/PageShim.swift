import BridgeClient

/// What the devhost installs in every document at document start so that a page meets the same
/// native surface it meets in a `WKWebView`.
///
/// - `window.webkit.messageHandlers.<handlerName>.postMessage(body)` in every frame, as WebKit
///   offers script message handlers to iframes too. The body is cloned first (so a function or a
///   DOM node throws `DataCloneError`, as in WebKit) and reaches the devhost as JSON text through
///   a DevTools binding; the devhost learns the frame from the binding's execution context, never
///   from the page.
/// - Main frame only: `document.title` changes are reported (WebKit's `title` key-value
///   observation) and `window.close()` becomes a close request (`webViewDidClose`) instead of
///   closing the browser tab.
///
/// The bindings are removed from `window` before any page script runs.
enum PageShim {
  /// The DevTools bindings the shim calls.
  enum Binding: String, CaseIterable {
    case post = "__webviewDevhostPost"
    case title = "__webviewDevhostTitle"
    case close = "__webviewDevhostClose"
  }

  /// The shim for a page whose handler is `handlerName`.
  static func source(handlerName: String) -> String {
    // A handler name is the app's configuration, but it is still written as a literal, never
    // spliced in as code.
    let name = (try? JavaScript.literal(.string(handlerName))) ?? "\"nativeBridge\""
    return """
      (function (window) {
        'use strict';
        var post = window.\(Binding.post.rawValue);
        var title = window.\(Binding.title.rawValue);
        var close = window.\(Binding.close.rawValue);
        delete window.\(Binding.post.rawValue);
        delete window.\(Binding.title.rawValue);
        delete window.\(Binding.close.rawValue);
        if (typeof post !== 'function') return;
        var handlers = {};
        handlers[\(name)] = Object.freeze({
          postMessage: function (body) {
            var copy = structuredClone(body);
            var text = JSON.stringify(copy === undefined ? null : copy);
            post(text === undefined ? 'null' : text);
          }
        });
        if (!window.webkit) window.webkit = {};
        window.webkit.messageHandlers = Object.freeze(handlers);
        if (window !== window.top) return;
        var lastTitle;
        function reportTitle() {
          var current = document.title;
          if (current === lastTitle) return;
          lastTitle = current;
          title(current);
        }
        new MutationObserver(reportTitle).observe(document, { subtree: true, childList: true, characterData: true });
        document.addEventListener('DOMContentLoaded', reportTitle);
        window.close = function () { close(''); };
      })(window);
      """
  }

  /// `script` as a document-start script of the main frame only (WebKit's `forMainFrameOnly`):
  /// DevTools installs scripts in every frame, so the script checks where it runs.
  static func mainFrameOnly(_ script: String) -> String {
    "if (window === window.top) {\n\(script)\n}\n"
  }
}
