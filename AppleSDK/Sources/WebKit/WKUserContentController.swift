import Foundation

/// `enum WKUserScriptInjectionTime : Int, @unchecked Sendable`.
public enum WKUserScriptInjectionTime: Int, @unchecked Sendable {
  case atDocumentStart = 0
  case atDocumentEnd = 1
}

/// `@MainActor class WKUserScript : NSObject, NSCopying`.
@MainActor open class WKUserScript: NSObject {
  /// `var source: String { get }`.
  open private(set) var source: String
  /// `var injectionTime: WKUserScriptInjectionTime { get }`.
  open private(set) var injectionTime: WKUserScriptInjectionTime
  /// `var isForMainFrameOnly: Bool { get }`.
  open private(set) var isForMainFrameOnly: Bool

  /// `init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool)`.
  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    self.isForMainFrameOnly = forMainFrameOnly
  }
}

/// `@MainActor class WKContentWorld : NSObject`.
@MainActor open class WKContentWorld: NSObject {
  private static let pageWorld = WKContentWorld()

  /// `class var page: WKContentWorld { get }`.
  open class var page: WKContentWorld { pageWorld }
}

/// `@MainActor class WKScriptMessage : NSObject`.
@MainActor open class WKScriptMessage: NSObject {
  /// `var body: Any { get }`.
  open private(set) var body: Any
  /// `var frameInfo: WKFrameInfo { get }`.
  open private(set) var frameInfo: WKFrameInfo
  /// `var name: String { get }`.
  open private(set) var name: String
  /// `weak var webView: WKWebView? { get }`.
  open private(set) weak var webView: WKWebView?

  package init(body: Any, frameInfo: WKFrameInfo, name: String, webView: WKWebView?) {
    self.body = body
    self.frameInfo = frameInfo
    self.name = name
    self.webView = webView
  }
}

/// `@MainActor protocol WKScriptMessageHandler : NSObjectProtocol`.
@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
  /// `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)`.
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// `@MainActor protocol WKScriptMessageHandlerWithReply : NSObjectProtocol` (iOS 14, macOS 11).
///
/// The header's block is `WK_SWIFT_UI_ACTOR void (^)(id _Nullable reply, NSString *_Nullable
/// errorMessage)`; Swift also offers it as `async -> (Any?, String?)`, which the Apple layer does
/// not implement. The handler settles the promise the page's `postMessage` returned: at most once,
/// and WebKit rejects the promise itself when the block is released uncalled.
@MainActor public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol {
  /// `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)`.
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
    replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)
}

/// `@MainActor class WKUserContentController : NSObject, NSSecureCoding`.
///
/// It retains its script message handlers; adding a second handler under a name already in use
/// in the page's content world (by either kind of handler) raises `NSInvalidArgumentException`
/// (here: traps), as WebKit does. Only the page world is modelled.
@MainActor open class WKUserContentController: NSObject {
  /// `var userScripts: [WKUserScript] { get }`.
  open private(set) var userScripts: [WKUserScript] = []

  /// `func addUserScript(_ userScript: WKUserScript)`.
  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }

  /// `func removeAllUserScripts()`: every script, whoever installed it.
  open func removeAllUserScripts() { userScripts = [] }

  /// `func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)`.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    refuseTakenName(name)
    messageHandlers[name] = scriptMessageHandler
  }

  /// `func addScriptMessageHandler(_ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld, name: String)`.
  open func addScriptMessageHandler(
    _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld, name: String
  ) {
    precondition(contentWorld === WKContentWorld.page, "only the page world is modelled")
    refuseTakenName(name)
    replyMessageHandlers[name] = scriptMessageHandlerWithReply
  }

  /// `func removeScriptMessageHandler(forName name: String)`: the page world's handler of that
  /// name, of either kind, as WebKit removes it (it is `removeScriptMessageHandler(forName:
  /// contentWorld: .page)`; both kinds share one table of names).
  open func removeScriptMessageHandler(forName name: String) {
    removeScriptMessageHandler(forName: name, contentWorld: .page)
  }

  /// `func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld)`:
  /// either kind; nothing when no handler has the name.
  open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
    precondition(contentWorld === WKContentWorld.page, "only the page world is modelled")
    messageHandlers[name] = nil
    replyMessageHandlers[name] = nil
  }

  private func refuseTakenName(_ name: String) {
    if messageHandlers[name] != nil || replyMessageHandlers[name] != nil {
      fatalError(
        "NSInvalidArgumentException: Attempt to add script message handler with name '\(name)' when one already exists.")
    }
  }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// The handlers by name, retained as WebKit retains them.
  package private(set) var messageHandlers: [String: any WKScriptMessageHandler] = [:]
  /// The reply handlers by name, retained as WebKit retains them.
  package private(set) var replyMessageHandlers: [String: any WKScriptMessageHandlerWithReply] = [:]
}
