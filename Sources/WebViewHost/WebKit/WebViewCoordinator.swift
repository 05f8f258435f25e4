#if canImport(WebKit)
  import Foundation
  import StoreRuntime
  import WebKit
  import WebViewFeature
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// WebKit's delegates for one `WKWebView`, forwarding everything to a ``WebViewHost``.
  ///
  /// ```swift
  /// let coordinator = WebViewCoordinator(webView: webView, configuration: configuration) { [weak self] in
  ///   self?.navigationController?.popViewController(animated: true)
  /// }
  /// let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
  ///   $0.webView = coordinator.host.webViewClient
  ///   $0.bridgeClient = coordinator.host.bridgeClient
  /// }
  /// coordinator.connect(to: store)
  /// // when the screen goes away: coordinator.tearDown()
  /// ```
  ///
  /// Compiled on Apple platforms only. It holds no logic: each method is one call into the kit.
  @MainActor
  public final class WebViewCoordinator: NSObject, WebViewDriving, WKNavigationDelegate, WKUIDelegate {
    /// The kit: its `webViewClient` and `bridgeClient` are the store's dependencies.
    public private(set) var host: WebViewHost!
    private weak var webView: WKWebView?
    private let closeScreenAction: @MainActor () -> Void
    private var observations: [NSKeyValueObservation] = []
    private var notificationTokens: [NSObjectProtocol] = []
    private let messageHandler: ScriptMessageForwarder

    /// Creates the coordinator for `webView`; `closeScreen` removes the screen (pop or dismiss).
    public init(
      webView: WKWebView, configuration: WebViewFeature.Configuration,
      closeScreen: @escaping @MainActor () -> Void
    ) {
      self.webView = webView
      self.closeScreenAction = closeScreen
      self.messageHandler = ScriptMessageForwarder()
      super.init()
      host = WebViewHost(configuration: configuration, driver: self)
      messageHandler.host = host
    }

    /// Becomes the web view's delegates, adds the script message handler, installs the
    /// document-start scripts and forwards progress, title and app life cycle to `store`.
    public func connect(to store: Store<WebViewFeature.State, WebViewFeature.Action>) {
      guard let webView else { return }
      webView.navigationDelegate = self
      webView.uiDelegate = self
      webView.configuration.userContentController.add(messageHandler, name: host.configuration.bridge.handlerName)
      host.connect(to: store)
      observations = [
        webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
          MainActor.assumeIsolated { self?.host.progressChanged(webView.estimatedProgress) }
        },
        webView.observe(\.title, options: [.new]) { [weak self] webView, _ in
          MainActor.assumeIsolated { self?.host.titleChanged(webView.title) }
        },
      ]
      observeAppLifeCycle()
    }

    /// The screen is going away: answers everything WebKit still waits for and removes the
    /// message handler. Calling it twice does nothing more.
    public func tearDown() {
      host.tearDown()
      observations = []
      notificationTokens.forEach(NotificationCenter.default.removeObserver)
      notificationTokens = []
      webView?.configuration.userContentController.removeScriptMessageHandler(forName: host.configuration.bridge.handlerName)
    }

    // MARK: WebViewDriving

    /// `load(URLRequest(url:))`.
    public func load(_ url: URL) { webView?.load(URLRequest(url: url)) }

    /// `reload()`.
    public func reload() { webView?.reload() }

    /// `callAsyncJavaScript(_:contentWorld: .page)`, whose `undefined` result is fine.
    public func evaluateJavaScript(_ script: String) async throws {
      guard let webView else { throw WebViewGoneError() }
      _ = try await webView.callAsyncJavaScript(script, contentWorld: .page)
    }

    /// Hands the URL to the system.
    public func openExternally(_ url: URL) {
      #if canImport(UIKit)
        UIApplication.shared.open(url)
      #elseif canImport(AppKit)
        NSWorkspace.shared.open(url)
      #endif
    }

    /// Calls the closure given at creation.
    public func closeScreen() { closeScreenAction() }

    /// Replaces the web view's user scripts (at document start, main frame only).
    public func setDocumentStartScripts(_ scripts: [String]) {
      guard let controller = webView?.configuration.userContentController else { return }
      controller.removeAllUserScripts()
      for script in scripts {
        controller.addUserScript(WKUserScript(source: script, injectionTime: .atDocumentStart, forMainFrameOnly: true))
      }
    }

    // MARK: WKNavigationDelegate

    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
      host.decidePolicy(for: navigationAction) { decisionHandler($0 == .allow ? .allow : .cancel) }
    }

    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
      host.decidePolicy(for: navigationResponse) { decisionHandler($0 == .allow ? .allow : .cancel) }
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      host.didStartProvisionalNavigation(navigation, url: webView.url)
    }

    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
      host.didReceiveServerRedirect(navigation, url: webView.url)
    }

    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
      host.didCommit(navigation, url: webView.url)
    }

    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      host.didFinish(navigation)
    }

    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
      host.didFailProvisionalNavigation(navigation, error: error)
    }

    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
      host.didFail(navigation, error: error)
    }

    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
      host.webContentProcessDidTerminate()
    }

    // MARK: WKUIDelegate

    public func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      host.createWebView(for: navigationAction)
      return nil
    }

    public func webViewDidClose(_ webView: WKWebView) {
      host.webViewDidClose()
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping () -> Void
    ) {
      host.runAlertPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping (Bool) -> Void
    ) {
      host.runConfirmPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
      initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) {
      host.runTextInputPanel(
        prompt: prompt, defaultText: defaultText, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    // MARK: App life cycle

    private func observeAppLifeCycle() {
      #if canImport(UIKit)
        let active = UIApplication.didBecomeActiveNotification
        let inactive = UIApplication.willResignActiveNotification
      #elseif canImport(AppKit)
        let active = NSApplication.didBecomeActiveNotification
        let inactive = NSApplication.willResignActiveNotification
      #endif
      notificationTokens = [
        NotificationCenter.default.addObserver(forName: active, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated {
            guard let self, let webView = self.webView else { return }
            self.host.appDidBecomeActive(webViewURL: webView.url, webViewTitle: webView.title)
          }
        },
        NotificationCenter.default.addObserver(forName: inactive, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated { self?.host.appWillResignActive() }
        },
      ]
    }
  }

  /// The script message handler WebKit retains: it holds the kit weakly, so the web view does
  /// not keep the screen alive.
  @MainActor
  private final class ScriptMessageForwarder: NSObject, WKScriptMessageHandler {
    weak var host: WebViewHost?

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
      host?.didReceive(message)
    }
  }
#endif
