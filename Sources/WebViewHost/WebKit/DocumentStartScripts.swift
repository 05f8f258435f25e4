#if canImport(WebKit)
  import WebKit

  /// The document-start scripts one screen installed in a `WKUserContentController`.
  ///
  /// WebKit can only remove every script of a controller at once, so replacing ours puts the
  /// scripts other code installed back, in their order, before ours.
  @MainActor
  struct DocumentStartScripts {
    private var installed: [WKUserScript] = []

    /// Replaces this screen's scripts with `sources` (at document start, main frame only).
    mutating func replace(with sources: [String], in controller: WKUserContentController) {
      remove(from: controller)
      installed = sources.map { WKUserScript(source: $0, injectionTime: .atDocumentStart, forMainFrameOnly: true) }
      installed.forEach(controller.addUserScript)
    }

    /// Removes this screen's scripts, leaving the others.
    mutating func remove(from controller: WKUserContentController) {
      let others = controller.userScripts.filter { script in !installed.contains { $0 === script } }
      controller.removeAllUserScripts()
      others.forEach(controller.addUserScript)
      installed = []
    }
  }

  /// The script message handler a `WKUserContentController` retains: it forwards the messages
  /// `accepts` lets through to the kit, and keeps `owner` alive as long as the controller keeps it.
  @MainActor
  final class ScriptMessageForwarder: NSObject, WKScriptMessageHandler {
    private let owner: AnyObject
    private let host: WebViewHost
    private let accepts: @MainActor (WKScriptMessage) -> Bool

    init(owner: AnyObject, host: WebViewHost, accepts: @escaping @MainActor (WKScriptMessage) -> Bool) {
      self.owner = owner
      self.host = host
      self.accepts = accepts
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
      guard accepts(message) else { return }
      host.didReceive(message)
    }
  }
#endif
