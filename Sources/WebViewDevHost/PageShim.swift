import BridgeClient

/// What the devhost installs in every document at document start so that a page meets the same
/// native surface it meets in a `WKWebView`.
///
/// - `window.webkit.messageHandlers.<handlerName>.postMessage(body)` in every frame, as WebKit
///   offers script message handlers to iframes too. The body is cloned first (so a function or a
///   DOM node throws `DataCloneError`, as in WebKit) and reaches the devhost as JSON text through
///   a DevTools binding; the devhost learns the frame from the binding's execution context, never
///   from the page.
/// - `window.webkit.messageHandlers.<replyHandlerName>.postMessage(body)` when the bridge names
///   a reply handler: it returns a promise, as WebKit's does, which the devhost settles through
///   `__webviewDevhostSettle` in the frame that posted (a page that calls that function itself
///   can only settle its own promises).
/// - Main frame only: `document.title` changes are reported (WebKit's `title` key-value
///   observation) and `window.close()` becomes a close request (`webViewDidClose`) instead of
///   closing the browser tab.
///
/// The bindings are removed from `window` before any page script runs.
enum PageShim {
  /// The DevTools bindings the shim calls.
  enum Binding: String, CaseIterable {
    case post = "__webviewDevhostPost"
    /// `<id>:<JSON text>`: a message to the reply handler, numbered per frame.
    case postWithReply = "__webviewDevhostPostWithReply"
    case title = "__webviewDevhostTitle"
    case close = "__webviewDevhostClose"
  }

  /// The function through which the devhost settles a reply handler's promise:
  /// `__webviewDevhostSettle(id, errorMessage, value)`.
  static let settleFunction = "__webviewDevhostSettle"

  /// The shim for a page whose handlers are the bridge's `handlerName` and `replyHandlerName`
  /// (one reply handler alone when both are one name, as the kit installs them in WebKit).
  static func source(bridge: BridgeConfiguration) -> String {
    // Handler names are the app's configuration, but they are still written as literals, never
    // spliced in as code.
    let name = (try? JavaScript.literal(.string(bridge.handlerName))) ?? "\"nativeBridge\""
    let replyName = bridge.replyHandlerName.flatMap { try? JavaScript.literal(.string($0)) } ?? "null"
    return """
      (function (window) {
        'use strict';
        var post = window.\(Binding.post.rawValue);
        var postWithReply = window.\(Binding.postWithReply.rawValue);
        var title = window.\(Binding.title.rawValue);
        var close = window.\(Binding.close.rawValue);
        delete window.\(Binding.post.rawValue);
        delete window.\(Binding.postWithReply.rawValue);
        delete window.\(Binding.title.rawValue);
        delete window.\(Binding.close.rawValue);
        if (typeof post !== 'function') return;
        function text(body) {
          var copy = structuredClone(body);
          var json = JSON.stringify(copy === undefined ? null : copy);
          return json === undefined ? 'null' : json;
        }
        var handlers = {};
        handlers[\(name)] = Object.freeze({
          postMessage: function (body) { post(text(body)); }
        });
        var replyName = \(replyName);
        if (replyName !== null) {
          var waiting = new Map();
          var lastID = 0;
          Object.defineProperty(window, '\(settleFunction)', {
            value: function (id, errorMessage, value) {
              var entry = waiting.get(id);
              if (!entry) return;
              waiting.delete(id);
              if (errorMessage !== null) entry.reject(new Error(errorMessage));
              else entry.resolve(value);
            }
          });
          handlers[replyName] = Object.freeze({
            postMessage: function (body) {
              var message = text(body);
              var id = ++lastID;
              return new Promise(function (resolve, reject) {
                waiting.set(id, { resolve: resolve, reject: reject });
                postWithReply(id + ':' + message);
              });
            }
          });
        }
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
