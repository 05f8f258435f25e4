#if canImport(WebKit)
  import BridgeClient
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
  /// Installed under the bridge's handler name and, when configured, its reply handler name.
  @MainActor
  final class ScriptMessageForwarder: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
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

    /// A message that is not this screen's is left unanswered: WebKit rejects its promise when
    /// the block is released.
    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
      replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) {
      guard accepts(message) else { return }
      host.didReceive(message) { reply in
        let arguments = reply.replyHandlerArguments
        replyHandler(arguments.reply, arguments.errorMessage)
      }
    }

    /// Adds this forwarder to `controller` under the names `bridge` configures: the handler, and
    /// the reply handler when there is one (alone when both names are one: WebKit refuses two
    /// handlers under one name, and every message is then answered through the reply handler).
    func install(in controller: WKUserContentController, for bridge: BridgeConfiguration) {
      if bridge.replyHandlerName != bridge.handlerName {
        controller.add(self, name: bridge.handlerName)
      }
      if let name = bridge.replyHandlerName {
        controller.addScriptMessageHandler(self, contentWorld: .page, name: name)
      }
    }

    /// Removes the handlers ``install(in:for:)`` added.
    static func uninstall(from controller: WKUserContentController, for bridge: BridgeConfiguration) {
      controller.removeScriptMessageHandler(forName: bridge.handlerName)
      if let name = bridge.replyHandlerName {
        controller.removeScriptMessageHandler(forName: name, contentWorld: .page)
      }
    }
  }
#endif
