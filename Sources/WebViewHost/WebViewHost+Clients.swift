import BridgeClient
import Foundation
import WebViewFeature

/// A script could not reach the page: the web view is gone.
public struct WebViewGoneError: Error, Equatable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// What happened.
  public var description: String { "The web view is gone; the script was not evaluated." }
}

extension WebViewHost {
  /// The `\.webView` dependency of this screen's store: drives the web view and answers the
  /// handlers the kit holds. It holds the kit weakly; after the kit is gone its calls do nothing.
  public var webViewClient: WebViewClient {
    Self.webViewClient { [weak self] in self }
  }

  /// The `\.bridgeClient` dependency of this screen's store: evaluates scripts in the web view
  /// and answers the reply handlers the kit keeps. Throws ``WebViewGoneError`` once the web
  /// view (for a script) or the kit (for an answer) is gone, so the reducer reports the reply as
  /// not delivered.
  public var bridgeClient: BridgeClient {
    Self.bridgeClient { [weak self] in self }
  }

  /// A `\.webView` client whose every call goes to the kit `host()` returns at the time of the
  /// call (nothing, when it returns `nil`).
  nonisolated static func webViewClient(_ host: @escaping @MainActor @Sendable () -> WebViewHost?) -> WebViewClient {
    WebViewClient { @MainActor call in
      switch call {
      case .load(let url): host()?.load(url)
      case .reload: host()?.currentDriver?.reload()
      case .goBack: host()?.currentDriver?.goBack()
      case .goForward: host()?.currentDriver?.goForward()
      case .decidePolicy(let id, let policy): host()?.answerNavigation(id, policy)
      case .decideResponse(let id, let policy): host()?.answerResponse(id, policy)
      case .completeDialog(let id, let result): host()?.answerDialog(id, result)
      case .decideDownload(let id, let fileName): host()?.answerDownload(id, fileName: fileName)
      case .cancelDownload(let id): host()?.cancelDownload(id)
      case .openExternally(let url): host()?.currentDriver?.openExternally(url)
      case .closeScreen: host()?.currentDriver?.closeScreen()
      case .diagnose(let diagnostic): host()?.diagnose(.feature(diagnostic))
      case .setSessionCookies(let cookies): host()?.setSessionCookies(cookies)
      }
    }
  }

  /// A `\.bridgeClient` whose scripts go to the web view of the kit `host()` returns at the
  /// time of the call.
  nonisolated static func bridgeClient(_ host: @escaping @MainActor @Sendable () -> WebViewHost?) -> BridgeClient {
    BridgeClient(
      evaluate: { @MainActor script in
        guard let driver = host()?.currentDriver else { throw WebViewGoneError() }
        try await driver.evaluateJavaScript(script)
      },
      answer: { @MainActor id, reply in
        guard let host = host() else { throw WebViewGoneError() }
        host.answerReplyHandler(id, reply)
      })
  }
}
