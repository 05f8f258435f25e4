import Foundation

/// `@MainActor class WKWebView : UIView` (`NSView` on macOS).
@MainActor open class WKWebView: WKPlatformView {
  /// `weak var navigationDelegate: (any WKNavigationDelegate)? { get set }`.
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// `weak var uiDelegate: (any WKUIDelegate)? { get set }`.
  open weak var uiDelegate: (any WKUIDelegate)?
  /// `@NSCopying var configuration: WKWebViewConfiguration { get }`: as in WebKit, the web view
  /// keeps a copy of the configuration it was made with, and each read returns a new copy (all
  /// sharing one user content controller and data store).
  open var configuration: WKWebViewConfiguration { ownConfiguration.copied() }
  private let ownConfiguration: WKWebViewConfiguration
  /// The configuration object given to `init(frame:configuration:)`, as WebKit remembers it
  /// for the check of a child window's configuration.
  private let madeFrom: WKWebViewConfiguration
  /// `var url: URL? { get }` (key-value observable).
  open private(set) var url: URL?
  /// `var title: String? { get }` (key-value observable).
  open private(set) var title: String?
  /// `var estimatedProgress: Double { get }` (key-value observable).
  open private(set) var estimatedProgress: Double = 0
  /// `var canGoBack: Bool { get }` (key-value observable).
  open private(set) var canGoBack = false
  /// `var canGoForward: Bool { get }` (key-value observable).
  open private(set) var canGoForward = false
  /// `var customUserAgent: String? { get set }`.
  open var customUserAgent: String?
  /// `var isInspectable: Bool { get set }` (iOS 16.4, macOS 13.3): `false` unless set.
  open var isInspectable = false
  /// `var allowsBackForwardNavigationGestures: Bool { get set }`: `false` unless set.
  open var allowsBackForwardNavigationGestures = false

  /// `class func handlesURLScheme(_ urlScheme: String) -> Bool`: the schemes WebKit loads
  /// itself, as `LegacySchemeRegistry::isBuiltinScheme` lists them (WebKit's
  /// `Source/WebCore/platform/LegacySchemeRegistry.cpp`, the URL standard's special schemes
  /// included), in any case.
  open class func handlesURLScheme(_ urlScheme: String) -> Bool {
    [
      "http", "https", "ws", "wss", "ftp", "file", "about", "data", "blob", "javascript", "applewebdata", "webkit-fake-url",
      "safari-extension",
    ].contains(urlScheme.lowercased())
  }

  /// `init(frame: CGRect, configuration: WKWebViewConfiguration)`.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    ownConfiguration = configuration.copied()
    madeFrom = configuration
    super.init(frame: frame)
  }

  /// `func load(_ request: URLRequest) -> WKNavigation?` (discardable). As WebKit does, `url`
  /// becomes the requested URL at once (its observers hear it inside this call).
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    loadedRequests.append(request)
    setURL(request.url)
    return WKNavigation()
  }

  /// `func reload() -> WKNavigation?` (discardable).
  @discardableResult
  open func reload() -> WKNavigation? {
    reloadCount += 1
    return WKNavigation()
  }

  /// `func goBack() -> WKNavigation?` (discardable): `nil`, and nothing happens, without a back
  /// item.
  @discardableResult
  open func goBack() -> WKNavigation? {
    guard canGoBack else { return nil }
    historyMoves.append(-1)
    return WKNavigation()
  }

  /// `func goForward() -> WKNavigation?` (discardable): `nil`, and nothing happens, without a
  /// forward item.
  @discardableResult
  open func goForward() -> WKNavigation? {
    guard canGoForward else { return nil }
    historyMoves.append(1)
    return WKNavigation()
  }

  /// `func callAsyncJavaScript(_ functionBody: String, arguments: [String : Any] = [:],
  /// in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld) async throws -> Any?`.
  open func callAsyncJavaScript(
    _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
    contentWorld: WKContentWorld
  ) async throws -> Any? {
    evaluatedScripts.append(functionBody)
    if let scriptError { throw scriptError }
    return nil
  }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// Loads a resource of a registered scheme as WebKit does: a new task started on the handler
  /// the web view's configuration holds for the request's scheme; `nil` when none does.
  package func loadResource(_ request: URLRequest) -> SchemeTask? {
    guard let scheme = request.url?.scheme, let handler = ownConfiguration.urlSchemeHandler(forURLScheme: scheme) else { return nil }
    let task = SchemeTask(request: request)
    handler.webView(self, start: task)
    return task
  }

  /// Stops `task` as WebKit does when the page no longer needs it, then tells the handler.
  package func stopResource(_ task: SchemeTask) {
    guard let scheme = task.request.url?.scheme, let handler = ownConfiguration.urlSchemeHandler(forURLScheme: scheme) else { return }
    task.stop()
    handler.webView(self, stop: task)
  }

  /// The requests given to `load(_:)`.
  package private(set) var loadedRequests: [URLRequest] = []
  /// How often `reload()` was called.
  package private(set) var reloadCount = 0
  /// The moves `goBack()` (-1) and `goForward()` (1) made, in order.
  package private(set) var historyMoves: [Int] = []
  /// The scripts given to `callAsyncJavaScript`.
  package private(set) var evaluatedScripts: [String] = []
  /// What `callAsyncJavaScript` throws, if anything.
  package var scriptError: (any Error)?

  /// Sets `url` and tells its observers.
  package func setURL(_ url: URL?) {
    self.url = url
    KeyValueRegistry.shared.didChange(self, \WKWebView.url)
  }

  /// Sets `title` and tells its observers.
  package func setTitle(_ title: String?) {
    self.title = title
    KeyValueRegistry.shared.didChange(self, \WKWebView.title)
  }

  /// Sets `canGoBack` and `canGoForward` and tells their observers, one after the other, as
  /// WebKit does when its back-forward list changes.
  package func setHistory(canGoBack: Bool, canGoForward: Bool) {
    self.canGoBack = canGoBack
    KeyValueRegistry.shared.didChange(self, \WKWebView.canGoBack)
    self.canGoForward = canGoForward
    KeyValueRegistry.shared.didChange(self, \WKWebView.canGoForward)
  }

  /// Sets `estimatedProgress` and tells its observers.
  package func setEstimatedProgress(_ progress: Double) {
    estimatedProgress = progress
    KeyValueRegistry.shared.didChange(self, \WKWebView.estimatedProgress)
  }

  /// How many key-value observers watch `keyPath` of this web view.
  package func observerCount(_ keyPath: PartialKeyPath<WKWebView>) -> Int {
    KeyValueRegistry.shared.count(of: self, keyPath)
  }

  /// Asks the navigation delegate to decide `action`, as WebKit does before every navigation;
  /// with no delegate, WebKit allows it.
  package func decide(_ action: WKNavigationAction) -> Answers<WKNavigationActionPolicy> {
    ask(navigationDelegate, "webView:decidePolicyForNavigationAction:decisionHandler:", webKitDefault: .allow) {
      $0.webView(self, decidePolicyFor: action, decisionHandler: $1)
    }
  }

  /// Asks the navigation delegate to decide `response`; with no delegate, WebKit allows it.
  package func decide(_ response: WKNavigationResponse) -> Answers<WKNavigationResponsePolicy> {
    ask(navigationDelegate, "webView:decidePolicyForNavigationResponse:decisionHandler:", webKitDefault: .allow) {
      $0.webView(self, decidePolicyFor: response, decisionHandler: $1)
    }
  }

  /// The navigation of `action`, decided `.download`, becomes `download`: WebKit tells the
  /// navigation delegate, which must set the download's delegate to hear of it again.
  package func becomeDownload(_ download: WKDownload, from action: WKNavigationAction) {
    navigationDelegate?.webView(self, navigationAction: action, didBecome: download)
  }

  /// The response, decided `.download`, becomes `download`.
  package func becomeDownload(_ download: WKDownload, from response: WKNavigationResponse) {
    navigationDelegate?.webView(self, navigationResponse: response, didBecome: download)
  }

  /// A server challenges a load (a password, its certificate); with no navigation delegate,
  /// WebKit rejects the protection space (`WKNavigationDelegate.h`).
  package func challenge(_ challenge: URLAuthenticationChallenge) -> Answers<ChallengeResponse> {
    ask(navigationDelegate, "webView:didReceiveAuthenticationChallenge:completionHandler:", webKitDefault: ChallengeResponse(.rejectProtectionSpace, nil)) {
      delegate, answer in
      delegate.webView(self, didReceive: challenge) { answer(ChallengeResponse($0, $1)) }
    }
  }

  /// `getUserMedia` in `frame`'s document; with no UI delegate WebKit prompts the user itself.
  package func requestMediaCapture(_ type: WKMediaCaptureType, from frame: WKFrameInfo) -> Answers<WKPermissionDecision> {
    ask(uiDelegate, "webView:requestMediaCapturePermissionForOrigin:initiatedByFrame:type:decisionHandler:", webKitDefault: .prompt) {
      $0.webView(self, requestMediaCapturePermissionFor: frame.securityOrigin, initiatedByFrame: frame, type: type, decisionHandler: $1)
    }
  }

  #if canImport(UIKit)
    /// `DeviceMotionEvent.requestPermission()` in `frame`'s document (iOS); with no UI delegate
    /// WebKit prompts the user itself.
    package func requestMotion(from frame: WKFrameInfo) -> Answers<WKPermissionDecision> {
      ask(
        uiDelegate, "webView:requestDeviceOrientationAndMotionPermissionForOrigin:initiatedByFrame:decisionHandler:",
        webKitDefault: .prompt
      ) {
        $0.webView(
          self, requestDeviceOrientationAndMotionPermissionFor: frame.securityOrigin, initiatedByFrame: frame,
          decisionHandler: $1)
      }
    }
  #endif

  /// Runs an alert panel through the UI delegate; with none, WebKit dismisses it at once.
  package func runAlert(_ message: String, from frame: WKFrameInfo) -> Answers<Void> {
    ask(uiDelegate, "webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:", webKitDefault: ()) {
      delegate, answer in
      delegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) { answer(()) }
    }
  }

  /// Runs a confirm panel through the UI delegate; with none, WebKit answers `false`.
  package func runConfirm(_ message: String, from frame: WKFrameInfo) -> Answers<Bool> {
    ask(uiDelegate, "webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:", webKitDefault: false) {
      $0.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame, completionHandler: $1)
    }
  }

  /// Runs a prompt panel through the UI delegate; with none, WebKit answers `nil`.
  package func runPrompt(_ prompt: String, defaultText: String?, from frame: WKFrameInfo) -> Answers<String?> {
    ask(
      uiDelegate, "webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:",
      webKitDefault: nil
    ) {
      $0.webView(
        self, runJavaScriptTextInputPanelWithPrompt: prompt, defaultText: defaultText, initiatedByFrame: frame,
        completionHandler: $1)
    }
  }

  /// Asks the UI delegate for a new window, as `window.open` does: WebKit passes the window's
  /// own configuration (sharing this web view's user content controller and data store) and
  /// raises when the delegate returns a web view made with another. `nil` without a delegate
  /// (the page's `window.open` returns `null`).
  package func openWindow(for action: WKNavigationAction) -> WKWebView? {
    let windowConfiguration = WKWebViewConfiguration()
    windowConfiguration.userContentController = configuration.userContentController
    windowConfiguration.websiteDataStore = configuration.websiteDataStore
    let window = uiDelegate?.webView(self, createWebViewWith: windowConfiguration, for: action, windowFeatures: WKWindowFeatures())
    if let window, window.madeFrom !== windowConfiguration {
      fatalError("Returned WKWebView was not created with the given configuration.")
    }
    return window
  }

  /// Hands `delegate` a block checked as WebKit checks it (`method` names it in the trap), or
  /// answers with WebKit's own default when there is no delegate.
  private func ask<Delegate, Answer>(
    _ delegate: Delegate?, _ method: String, webKitDefault: Answer,
    _ call: (Delegate, @escaping @MainActor @Sendable (Answer) -> Void) -> Void
  ) -> Answers<Answer> {
    let answers = Answers<Answer>()
    guard let delegate else {
      answers.answeredByWebKitDefault = true
      answers.values = [webKitDefault]
      return answers
    }
    let check = CompletionCheck(method: method)
    call(delegate) { answer in
      check.called()
      answers.values.append(answer)
    }
    return answers
  }

  /// Posts `body` from `frame` to the handler registered under `name`, as
  /// `window.webkit.messageHandlers[name].postMessage(body)` does; `false` when no handler has
  /// that name (the page sees `undefined` and throws).
  @discardableResult
  package func postMessage(_ body: Any, name: String, from frame: WKFrameInfo) -> Bool {
    let controller = ownConfiguration.userContentController
    guard let handler = controller.messageHandlers[name] else { return false }
    handler.userContentController(controller, didReceive: WKScriptMessage(body: body, frameInfo: frame, name: name, webView: self))
    return true
  }

  /// Posts `body` from `frame` to the reply handler registered under `name`, as the page's
  /// `postMessage` does there; `settle` gets what settles the page's promise, as WebKit's block
  /// does: `(reply, nil)` resolves, `(_, message)` rejects. It traps when the block is called
  /// twice (WebKit ignores a second call; the kit must never make one). `false` when no reply
  /// handler has that name.
  @discardableResult
  package func postMessage(
    _ body: Any, name: String, from frame: WKFrameInfo, settle: @escaping @MainActor (Any?, String?) -> Void
  ) -> Bool {
    let controller = ownConfiguration.userContentController
    guard let handler = controller.replyMessageHandlers[name] else { return false }
    let check = CompletionCheck(method: "userContentController(_:didReceive:replyHandler:)", mustBeCalled: false)
    handler.userContentController(
      controller, didReceive: WKScriptMessage(body: body, frameInfo: frame, name: name, webView: self)
    ) { reply, errorMessage in
      check.called()
      settle(reply, errorMessage)
    }
    return true
  }
}
