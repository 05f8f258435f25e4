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

/// `@MainActor class WKUserContentController : NSObject, NSSecureCoding`.
///
/// It retains its script message handlers; adding a second handler under a name already in use
/// raises `NSInvalidArgumentException` (here: traps), as WebKit does.
@MainActor open class WKUserContentController: NSObject {
  /// `var userScripts: [WKUserScript] { get }`.
  open private(set) var userScripts: [WKUserScript] = []

  /// `func addUserScript(_ userScript: WKUserScript)`.
  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }

  /// `func removeAllUserScripts()`: every script, whoever installed it.
  open func removeAllUserScripts() { userScripts = [] }

  /// `func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)`.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    if messageHandlers[name] != nil {
      fatalError(
        "NSInvalidArgumentException: Attempt to add script message handler with name '\(name)' when one already exists.")
    }
    messageHandlers[name] = scriptMessageHandler
  }

  /// `func removeScriptMessageHandler(forName name: String)`.
  open func removeScriptMessageHandler(forName name: String) { messageHandlers[name] = nil }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// The handlers by name, retained as WebKit retains them.
  package private(set) var messageHandlers: [String: any WKScriptMessageHandler] = [:]
}
