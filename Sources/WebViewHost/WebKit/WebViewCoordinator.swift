#if canImport(WebKit)
  import Foundation
  import StoreRuntime
  import WebKit
  import WebViewFeature

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
  /// **Who keeps it alive.** WebKit holds its delegates weakly, so a coordinator that nobody
  /// retains would silently hand every navigation back to WebKit's default (allow). Once
  /// connected, the web view keeps the coordinator alive itself (through the script message
  /// handler its user content controller retains) until ``tearDown()``: dropping the app's
  /// reference cannot turn the policy off. After `tearDown()` the web view is no longer
  /// governed; release it with the screen.
  ///
  /// Compiled on Apple platforms only; on Linux it is type-checked against the SDK stand-ins in
  /// `AppleSDK/` and tested against their fakes. Each method is one call into the kit.
  @MainActor
  public final class WebViewCoordinator: NSObject, WebViewDriving, WKNavigationDelegate, WKUIDelegate {
    /// The kit: its `webViewClient` and `bridgeClient` are the store's dependencies.
    public let host: WebViewHost
    private weak var webView: WKWebView?
    /// The controller the message handler was added to, kept to remove it even after the web
    /// view is gone.
    private weak var controller: WKUserContentController?
    private let closeScreenAction: @MainActor () -> Void
    private var connection: Connection?
    /// The delegates of the child web view, kept as long as the screen (see `PopupCoordinator`).
    private var popup: PopupCoordinator?
    /// The delegate of the screen's downloads and its child window's.
    private lazy var downloads = DownloadForwarder(host: host)
    /// The child web view of `State.popup` while the screen shows one: present it over the
    /// screen (a sheet) when ``onPopupChange`` hands it over, dismiss it when that says `nil`.
    public private(set) var popupWebView: WKWebView?
    /// Called with the child web view when the page opens one (`PopupPolicy`), and with `nil`
    /// when it is closed: by its page (`window.close()`), by the app (`popupClosed`, which the app
    /// sends when the user dismisses it) or with the screen.
    public var onPopupChange: (@MainActor (WKWebView?) -> Void)?
    /// The document-start scripts this coordinator installed; other code's scripts on the same
    /// controller are left in place.
    private var scripts = DocumentStartScripts()

    /// What `connect(to:)` set up and `tearDown()` removes.
    private struct Connection {
      var observations: [NSKeyValueObservation]
      var lifeCycle: NotificationObservers
    }

    /// Creates the coordinator for `webView` with a kit of its own; `closeScreen` removes the
    /// screen (pop or dismiss).
    public convenience init(
      webView: WKWebView, configuration: WebViewFeature.Configuration,
      closeScreen: @escaping @MainActor () -> Void
    ) {
      self.init(webView: webView, host: WebViewHost(configuration: configuration), closeScreen: closeScreen)
    }

    /// Creates the coordinator for `webView` driven by `host`, a kit made before the web view
    /// (one of ``WebViewHosts``, or the one a SwiftUI screen's store already uses): on
    /// ``connect(to:)`` the web view becomes the kit's, and loads the URL the store asked for
    /// while there was none.
    public init(webView: WKWebView, host: WebViewHost, closeScreen: @escaping @MainActor () -> Void) {
      self.webView = webView
      self.host = host
      self.closeScreenAction = closeScreen
      super.init()
    }

    /// Becomes the web view's delegates, adds the script message handler, installs the
    /// document-start scripts, loads what the store asked to load before there was a web view,
    /// and forwards progress, title and app life cycle to `store`.
    ///
    /// Connecting again only moves the kit to `store` (WebKit refuses a second handler under
    /// one name). Two programmer errors are refused, reported through `reportIssue` at the
    /// caller's line and to `host.onDiagnostic`: connecting after ``tearDown()``, and a web
    /// view whose `WKUserContentController` another connected coordinator uses (web views made
    /// from one configuration share it; give each its own). A refused web view still has this
    /// coordinator as its delegates, so WebKit's questions get the safe defaults (cancel), never
    /// WebKit's own (allow).
    public func connect(
      to store: Store<WebViewFeature.State, WebViewFeature.Action>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
      guard connection == nil, !host.isTornDown, let webView else {
        return host.connect(to: store, fileID: fileID, filePath: filePath, line: line, column: column)
      }
      webView.navigationDelegate = self
      webView.uiDelegate = self
      let controller = webView.configuration.userContentController
      if let holder = UserContentControllerClaims.holder(of: controller), holder !== self {
        // A holder whose web view is gone was dropped without tearDown(): nothing else ends it.
        guard holder.webView == nil else {
          reportIssue(
            "connect(to:): this web view's WKUserContentController is used by another connected WebViewCoordinator; web views made from one WKWebViewConfiguration share it. Give each web view a configuration of its own.",
            fileID: fileID, filePath: filePath, line: line, column: column)
          return host.diagnose(.userContentControllerInUse)
        }
        holder.tearDown()
      }
      UserContentControllerClaims.claim(controller, for: self)
      self.controller = controller
      host.connect(to: store, fileID: fileID, filePath: filePath, line: line, column: column)
      applyUserAgent(to: webView, fileID: fileID, filePath: filePath, line: line, column: column)
      applySettings(to: webView, fileID: fileID, filePath: filePath, line: line, column: column)
      // The controller retains the handler, and the handler this coordinator: see "Who keeps it alive".
      // Messages from another web view on the same controller are not this screen's page.
      let forwarder = ScriptMessageForwarder(owner: self, host: host) { [weak webView] in $0.webView === webView }
      forwarder.install(in: controller, for: host.configuration.bridge)
      host.attach(self)
      connection = Connection(
        observations: [
          webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.host.progressChanged(webView.estimatedProgress) }
          },
          webView.observe(\.title, options: [.new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.host.titleChanged(webView.title) }
          },
          webView.observe(\.url, options: [.new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.host.urlChanged(webView.url) }
          },
          // Both values each time: WebKit changes them one after the other.
          webView.observe(\.canGoBack, options: [.initial, .new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.host.historyChanged(canGoBack: webView.canGoBack, canGoForward: webView.canGoForward) }
          },
          webView.observe(\.canGoForward, options: [.new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.host.historyChanged(canGoBack: webView.canGoBack, canGoForward: webView.canGoForward) }
          },
        ],
        lifeCycle: observeAppLifeCycle(
          becameActive: { [weak self] in
            guard let self, let webView = self.webView else { return }
            self.host.appDidBecomeActive(webViewURL: webView.url, webViewTitle: webView.title)
          },
          resignedActive: { [weak self] in self?.host.appWillResignActive() })
      )
    }

    /// A custom user agent applies to any web view; an application name only to one made with
    /// it, so a web view made without it is reported.
    private func applyUserAgent(
      to webView: WKWebView, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      switch host.configuration.userAgent {
      case .default:
        break
      case .custom(let text):
        webView.customUserAgent = text
      case .applicationName(let name):
        guard webView.configuration.applicationNameForUserAgent != name else { return }
        reportIssue(
          "connect(to:): this web view was made without the screen's application name for the user agent (\"\(name)\"), which WebKit reads only when a web view is made. Make it with WKWebView(frame: .zero, configuration: .screen(configuration)).",
          fileID: fileID, filePath: filePath, line: line, column: column)
        host.diagnose(.userAgentNotApplied(applicationName: name))
      }
    }

    /// `isInspectable` and the swipe gestures apply to any web view; the other settings only to
    /// one made with them, so a web view made without them is reported.
    private func applySettings(
      to webView: WKWebView, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      let settings = host.configuration.webView
      webView.isInspectable = settings.isInspectable
      webView.allowsBackForwardNavigationGestures = settings.allowsBackForwardNavigationGestures
      let missing = webView.configuration.missingSettings(settings)
      guard !missing.isEmpty else { return }
      reportIssue(
        "connect(to:): this web view was made without the screen's \(missing.joined(separator: ", ")), which WebKit reads only when a web view is made. Make it with WKWebView(frame: .zero, configuration: .screen(configuration)).",
        fileID: fileID, filePath: filePath, line: line, column: column)
      host.diagnose(.settingsNotApplied(missing))
    }

    /// The screen is going away: answers everything WebKit still waits for, removes the
    /// message handler and this coordinator's scripts, and stops observing. Calling it twice
    /// does nothing more.
    public func tearDown() {
      host.tearDown()
      guard let connection else { return }
      self.connection = nil
      connection.observations.forEach { $0.invalidate() }
      guard let controller else { return }
      scripts.remove(from: controller)
      ScriptMessageForwarder.uninstall(from: controller, for: host.configuration.bridge)
      UserContentControllerClaims.release(controller)
    }

    // MARK: WebViewDriving

    /// `load(URLRequest(url:))`.
    public func load(_ url: URL) { webView?.load(URLRequest(url: url)) }

    /// `reload()`.
    public func reload() { webView?.reload() }

    /// `goBack()`: WebKit asks the navigation delegate first, as for any navigation.
    package func goBack() { webView?.goBack() }

    /// `goForward()`: WebKit asks the navigation delegate first.
    package func goForward() { webView?.goForward() }

    /// `callAsyncJavaScript(_:contentWorld: .page)`, whose `undefined` result is fine.
    public func evaluateJavaScript(_ script: String) async throws {
      guard let webView else { throw WebViewGoneError() }
      _ = try await webView.callAsyncJavaScript(script, contentWorld: .page)
    }

    /// Hands the URL to the system.
    public func openExternally(_ url: URL) { openWithSystem(url) }

    /// Calls the closure given at creation.
    public func closeScreen() { closeScreenAction() }

    /// `websiteDataStore.httpCookieStore.setCookie` for each cookie.
    public func setCookies(_ cookies: [SessionCookie]) async {
      await webView?.configuration.websiteDataStore.httpCookieStore.setSessionCookies(cookies)
    }

    /// `websiteDataStore.httpCookieStore.deleteCookie` for each id.
    public func deleteCookies(_ ids: [SessionCookie.ID]) async {
      await webView?.configuration.websiteDataStore.httpCookieStore.deleteSessionCookies(ids)
    }

    /// Replaces this coordinator's user scripts (at document start, main frame only); scripts
    /// other code installed stay.
    public func setDocumentStartScripts(_ scripts: [String]) {
      guard let controller else { return }
      self.scripts.replace(with: scripts, in: controller)
    }

    // MARK: WKNavigationDelegate
    // Signatures exactly as the SDKs since Xcode 16 declare them (`@MainActor @Sendable`
    // handlers): a method whose types differ is not the protocol's method, WebKit never calls
    // it, and its default allows the navigation. `Scripts/apple-typecheck.sh` checks them.
    //
    // WebKit's rules for the blocks (`CompletionHandlerCallChecker.mm` in WebKit's
    // `Source/WebKit/Shared/Cocoa`): each decision and panel block is called exactly once; one
    // released uncalled, or called twice, raises `NSInternalInconsistencyException`. It may be
    // called later and from any thread (WebKit hops to the main thread, 251196@main); the kit
    // calls it on the main actor when the reducer answers. The check belongs to the block, not
    // to the page: after `webViewWebContentProcessDidTerminate` a pending block must still be
    // called, so the kit keeps it until the reducer answers (a new document answers open panels)
    // or `tearDown()` (or the kit's release) gives it its default. AppleSDK's fake checks the
    // same (`CompletionCheck`).

    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      host.decidePolicy(for: navigationAction) { decisionHandler(WKNavigationActionPolicy($0)) }
    }

    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
      host.decidePolicy(for: navigationResponse) { decisionHandler(WKNavigationResponsePolicy($0)) }
    }

    /// A server's certificate gets the system's evaluation, a request for a user name and
    /// password the reducer's policy (`WebViewHost.respond(to:completionHandler:)`).
    public func webView(
      _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      host.respond(to: challenge, completionHandler: completionHandler)
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

    public func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
      downloads.adopt(download)
    }

    public func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
      downloads.adopt(download)
    }

    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
      host.webContentProcessDidTerminate()
    }

    // MARK: WKUIDelegate

    public func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      // WebKit raises unless the child is made with the configuration it passes. That one shares
      // the screen's user content controller: the child's pages (any site: it browses freely)
      // would run the screen's document-start scripts, the session token's among them, and see
      // its message handlers. A controller of its own gives them neither.
      guard host.createWebView(for: navigationAction) else { return nil }
      configuration.userContentController = WKUserContentController()
      let child = WKWebView(frame: .zero, configuration: configuration)
      // The same user agent as the screen's: the configuration carries an application name.
      if case .custom(let text) = host.configuration.userAgent { child.customUserAgent = text }
      child.isInspectable = host.configuration.webView.isInspectable
      child.allowsBackForwardNavigationGestures = host.configuration.webView.allowsBackForwardNavigationGestures
      popup = PopupCoordinator(webView: child, host: host, downloads: downloads)
      popupWebView = child
      onPopupChange?(child)
      host.attachPopup { [weak self, weak child] in
        guard let self, let child, self.popupWebView === child else { return }
        self.popupWebView = nil
        self.onPopupChange?(nil)
      }
      return child
    }

    public func webViewDidClose(_ webView: WKWebView) {
      host.webViewDidClose()
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
      host.runAlertPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
      host.runConfirmPanel(message: message, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    public func webView(
      _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
      initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
      host.runTextInputPanel(
        prompt: prompt, defaultText: defaultText, frame: frame.bridgeFrame, completionHandler: completionHandler)
    }

    public func webView(
      _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
      type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
      host.requestPermission(type.permissions, frame: frame.bridgeFrame, answering: decisionHandler)
    }

    #if canImport(UIKit)
      // iOS only: WebKit asks no app about the motion sensors on macOS.
      public func webView(
        _ webView: WKWebView, requestDeviceOrientationAndMotionPermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
      ) {
        host.requestPermission([.deviceOrientationAndMotion], frame: frame.bridgeFrame, answering: decisionHandler)
      }
    #endif

    #if !canImport(UIKit)
      // macOS only: there a file input does nothing unless the delegate answers it. On iOS
      // WebKit's own picker (camera, photos, files) stays, which an app's picker would replace.
      public func webView(
        _ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void
      ) {
        host.runOpenPanel(parameters, frame: frame, completionHandler: completionHandler)
      }
    #endif
  }

#endif
