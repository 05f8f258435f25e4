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
    WebViewClient(
      load: { @MainActor [weak self] url in self?.currentDriver?.load(url) },
      reload: { @MainActor [weak self] in self?.currentDriver?.reload() },
      decidePolicy: { @MainActor [weak self] id, policy in self?.answerNavigation(id, policy) },
      decideResponse: { @MainActor [weak self] id, policy in self?.answerResponse(id, policy) },
      completeDialog: { @MainActor [weak self] id, result in self?.answerDialog(id, result) },
      openExternally: { @MainActor [weak self] url in self?.currentDriver?.openExternally(url) },
      closeScreen: { @MainActor [weak self] in self?.currentDriver?.closeScreen() },
      diagnose: { @MainActor [weak self] diagnostic in self?.diagnose(.feature(diagnostic)) }
    )
  }

  /// The `\.bridgeClient` dependency of this screen's store: evaluates scripts in the web view.
  /// Throws ``WebViewGoneError`` once the web view is gone, so the reducer reports the reply as
  /// not delivered.
  public var bridgeClient: BridgeClient {
    BridgeClient { @MainActor [weak self] script in
      guard let driver = self?.currentDriver else { throw WebViewGoneError() }
      try await driver.evaluateJavaScript(script)
    }
  }
}
