#if canImport(WebKit) && canImport(SwiftUI)
  import Foundation
  import Observation
  import StoreRuntime
  import WebKit
  import WebViewFeature

  /// WebKit's `WebPage` (iOS 26, macOS 26) driven by a ``WebViewHost``: the page's navigation
  /// decider and dialog presenter are the kit, whose answers settle WebKit's `async` questions.
  ///
  /// ```swift
  /// let page = WebPageCoordinator(host: screen.host) { dismiss() }
  /// page.connect(to: screen.store)
  /// // body: WebView(page.page).webViewPresentation(screen.presenter)
  /// ```
  ///
  /// The same kit as `WebViewCoordinator`'s, so the same guarantees: every decision and panel is
  /// answered exactly once — by the reducer, or with its safe default (cancel; alert done,
  /// confirm `false`, prompt `nil`) when the screen is torn down or the coordinator released.
  /// Loads are followed through `navigations` (a navigation error becomes the kit's load
  /// failure, `webContentProcessTerminated` its process termination), title and progress through
  /// Observation, script messages through the configuration's `WKUserContentController`.
  ///
  /// What `WebPage` does not hand an app: `window.open` and `window.close`, and whether a
  /// response is for a subframe (every response is treated as the main frame's). Its `url` is
  /// followed through Observation and its loads through `navigations`, which need not arrive in
  /// WebKit's delegate order, so a URL being requested may briefly show as the screen's `url`.
  ///
  /// **Lifetime.** `WebPageScreen` keeps one for as long as SwiftUI keeps the view; kept by hand,
  /// ``tearDown()`` or the release of a connected coordinator closes the screen.
  @available(iOS 26.0, macOS 26.0, *)
  @MainActor
  public final class WebPageCoordinator: WebViewDriving {
    /// The kit: its `webViewClient` and `bridgeClient` are the store's dependencies.
    public let host: WebViewHost
    /// The page to show with `WebView(page)`.
    public let page: WebPage
    private let controller: WKUserContentController
    private let dataStore: WKWebsiteDataStore
    private let closeScreenAction: @MainActor () -> Void
    private var scripts = DocumentStartScripts()
    private var connection: Connection?

    /// What `connect(to:)` set up and `tearDown()` ends.
    private struct Connection {
      var navigations: Task<Void, Never>
      var lifeCycle: NotificationObservers
    }

    /// Makes the page for `host` from `configuration` (give each screen one of its own: its
    /// `userContentController` carries this screen's scripts and message handler), with the user
    /// agent and the data store the screen's configuration asks for (its `websiteDataStore` is
    /// replaced) and its `webView` settings but two `WebPage` does not have (`minimumFontSize`,
    /// `javaScriptCanOpenWindowsAutomatically`: ``connect(to:)`` reports them set,
    /// `HostDiagnostic.settingsNotApplied`). Its `bundledPages` are served by a handler in
    /// `urlSchemeHandlers`, unless WebKit handles their scheme itself (reported the same way).
    /// `closeScreen` removes the screen.
    public init(
      host: WebViewHost, configuration: WebPage.Configuration = WebPage.Configuration(),
      closeScreen: @escaping @MainActor () -> Void
    ) {
      self.host = host
      self.closeScreenAction = closeScreen
      controller = configuration.userContentController
      var configuration = configuration
      if case .applicationName(let name) = host.configuration.userAgent {
        configuration.applicationNameForUserAgent = name
      }
      configuration.websiteDataStore = .screen(host.configuration)
      configuration.limitsNavigationsToAppBoundDomains = host.configuration.webView.limitsNavigationsToAppBoundDomains
      configuration.suppressesIncrementalRendering = host.configuration.webView.suppressesIncrementalRendering
      if let pages = host.configuration.webView.bundledPages, let scheme = URLScheme(pages.origin.scheme) {
        configuration.urlSchemeHandlers[scheme] = BundledPagesPageHandler(pages: pages)
      }
      // The screen's permission policy answers, never WebKit's own prompt (its default).
      configuration.deviceSensorAuthorization = WebPage.DeviceSensorAuthorization { [host] permission, frame, _ in
        await Self.decide(permission, frame: frame, host: host)
      }
      dataStore = configuration.websiteDataStore
      page = WebPage(
        configuration: configuration, navigationDecider: PageNavigationDecider(host: host),
        dialogPresenter: PageDialogPresenter(host: host))
      if case .custom(let text) = host.configuration.userAgent { page.customUserAgent = text }
      page.isInspectable = host.configuration.webView.isInspectable
    }

    /// A camera, microphone or motion request of `frame`'s document, decided by the kit.
    private static func decide(
      _ permission: WebPage.DeviceSensorAuthorization.Permission, frame: WebPage.FrameInfo, host: WebViewHost
    ) async -> WKPermissionDecision {
      let permissions: [Permission] =
        switch permission {
        case .mediaCapture(let type): type.permissions
        case .deviceOrientationAndMotion: [.deviceOrientationAndMotion]
        @unknown default: []
        }
      return await withCheckedContinuation { answer in
        host.requestPermission(permissions, frame: frame.bridgeFrame, answering: { answer.resume(returning: $0) })
      }
    }

    /// Connects the kit to `store`, adds the script message handler, installs the
    /// document-start scripts, loads what the store asked to load before, and follows the page's
    /// navigations, title and progress and the app's life cycle. Connecting again only moves the
    /// kit to `store`; connecting after ``tearDown()`` is refused as `WebViewHost.connect(to:)`
    /// refuses it.
    public func connect(
      to store: Store<WebViewFeature.State, WebViewFeature.Action>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
      host.connect(to: store, fileID: fileID, filePath: filePath, line: line, column: column)
      guard connection == nil, !host.isTornDown else { return }
      ScriptMessageForwarder(owner: host, host: host) { _ in true }.install(in: controller, for: host.configuration.bridge)
      // Switches of WKWebView's preferences, which WebPage does not have.
      let settings = host.configuration.webView
      let unsupported =
        (settings.javaScriptCanOpenWindowsAutomatically ? ["javaScriptCanOpenWindowsAutomatically"] : [])
        + (settings.appliedMinimumFontSize != 0 ? ["minimumFontSize"] : [])
        + (settings.bundledPages.map { URLScheme($0.origin.scheme) == nil } == true ? ["bundledPages"] : [])
        // WebPage has no public download API: what the policy would download is cancelled.
        + (host.configuration.downloads.mimeTypes.isEmpty ? [] : ["downloads"])
      if !unsupported.isEmpty { host.diagnose(.settingsNotApplied(unsupported)) }
      host.attach(self)
      connection = Connection(
        navigations: followNavigations(),
        lifeCycle: observeAppLifeCycle(
          becameActive: { [weak self] in
            guard let self else { return }
            self.host.appDidBecomeActive(webViewURL: self.page.url, webViewTitle: self.page.title)
          },
          resignedActive: { [weak self] in self?.host.appWillResignActive() }))
      track({ [weak self] in self?.page.title }) { [weak self] in self?.host.titleChanged($0) }
      track({ [weak self] in self?.page.url }) { [weak self] in self?.host.urlChanged($0) }
      track({ [weak self] in self?.page.estimatedProgress }) { [weak self] in self?.host.progressChanged($0) }
      reportHistory(page.backForwardList)
      track({ [weak self] in self?.page.backForwardList }) { [weak self] in self?.reportHistory($0) }
    }

    /// The screen is going away: the kit is torn down (it answers everything WebKit still waits
    /// for), and the handler, the scripts and the observations go. It ends what
    /// ``connect(to:)`` began: before it, and a second time, it does nothing. Releasing a
    /// connected coordinator does the same.
    public func tearDown() {
      guard let connection else { return }
      host.tearDown()
      self.connection = nil
      connection.navigations.cancel()
      scripts.remove(from: controller)
      ScriptMessageForwarder.uninstall(from: controller, for: host.configuration.bridge)
    }

    isolated deinit {
      tearDown()
    }

    // MARK: WebViewDriving

    /// `load(URLRequest(url:))`; its events arrive through `navigations`.
    public func load(_ url: URL) { page.load(URLRequest(url: url)) }

    /// `reload()`.
    public func reload() { page.reload() }

    /// `load(_:)` of the back list's last item, the page before this one; WebKit asks the
    /// navigation decider first, as for any navigation.
    package func goBack() {
      guard let item = page.backForwardList.backList.last else { return }
      page.load(item)
    }

    /// `load(_:)` of the forward list's first item, the page after this one.
    package func goForward() {
      guard let item = page.backForwardList.forwardList.first else { return }
      page.load(item)
    }

    /// `callJavaScript(_:)` in the page's world.
    public func evaluateJavaScript(_ script: String) async throws {
      _ = try await page.callJavaScript(script, contentWorld: .page)
    }

    /// Hands the URL to the system.
    public func openExternally(_ url: URL) { openWithSystem(url) }

    /// Calls the closure given at creation.
    public func closeScreen() { closeScreenAction() }

    /// `httpCookieStore.setCookie` of the page's data store for each cookie.
    public func setCookies(_ cookies: [SessionCookie]) async {
      await dataStore.httpCookieStore.setSessionCookies(cookies)
    }

    /// `httpCookieStore.deleteCookie` of the page's data store for each id.
    public func deleteCookies(_ ids: [SessionCookie.ID]) async {
      await dataStore.httpCookieStore.deleteSessionCookies(ids)
    }

    /// Replaces this screen's document-start scripts; scripts other code installed stay.
    public func setDocumentStartScripts(_ scripts: [String]) {
      self.scripts.replace(with: scripts, in: controller)
    }

    // MARK: Following the page

    /// `navigations` to the kit's load callbacks, one token per navigation; a navigation error
    /// ends that sequence, so a new one is read until the screen is torn down.
    private func followNavigations() -> Task<Void, Never> {
      Task { [weak self] in
        var current: PageNavigation?
        while !Task.isCancelled, let events = self?.page.navigations {
          do {
            for try await event in events {
              guard let self else { return }
              switch event {
              case .startedProvisionalNavigation:
                current = PageNavigation()
                host.didStartProvisionalNavigation(current, url: page.url)
              case .receivedServerRedirect: host.didReceiveServerRedirect(current, url: page.url)
              case .committed:
                current?.isCommitted = true
                host.didCommit(current, url: page.url)
              case .finished:
                host.didFinish(current)
                current = nil
              }
            }
            return
          } catch WebPage.NavigationError.pageClosed {
            return
          } catch WebPage.NavigationError.webContentProcessTerminated {
            self?.host.webContentProcessDidTerminate()
          } catch WebPage.NavigationError.failedProvisionalNavigation(let error) {
            self?.host.didFailProvisionalNavigation(current, error: error)
          } catch {
            if current?.isCommitted == true {
              self?.host.didFail(current, error: error)
            } else {
              self?.host.didFailProvisionalNavigation(current, error: error)
            }
          }
          current = nil
        }
      }
    }

    /// Whether the page can go back and forward, for the kit, as `WKWebView`'s `canGoBack` and
    /// `canGoForward` would say.
    private func reportHistory(_ list: WebPage.BackForwardList) {
      host.historyChanged(canGoBack: !list.backList.isEmpty, canGoForward: !list.forwardList.isEmpty)
    }

    /// Calls `changed` with each new value `read` returns while connected (Observation tells
    /// when it will change; the value is read after the change).
    private func track<Value: Equatable>(
      _ read: @escaping @MainActor () -> Value?, _ changed: @escaping @MainActor (Value) -> Void
    ) {
      _ = withObservationTracking {
        read()
      } onChange: { [weak self] in
        Task { @MainActor in
          guard let self, self.connection != nil, let value = read() else { return }
          changed(value)
          self.track(read, changed)
        }
      }
    }
  }

  /// One navigation of a `WebPage`: the kit tells loads apart by object identity.
  private final class PageNavigation {
    var isCommitted = false
  }

  /// `WebPage`'s navigation questions, asked of the kit; the kit calls each handler exactly once.
  @available(iOS 26.0, macOS 26.0, *)
  private struct PageNavigationDecider: WebPage.NavigationDeciding {
    let host: WebViewHost

    mutating func decidePolicy(
      for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy {
      await withCheckedContinuation { answer in
        host.decidePolicy(for: action) { answer.resume(returning: $0 == .allow ? .allow : .cancel) }
      }
    }

    mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
      await withCheckedContinuation { answer in
        host.decidePolicy(for: response) { answer.resume(returning: $0 == .allow ? .allow : .cancel) }
      }
    }

    mutating func decideAuthenticationChallengeDisposition(for challenge: URLAuthenticationChallenge) async -> (
      URLSession.AuthChallengeDisposition, URLCredential?
    ) {
      await withCheckedContinuation { answer in
        host.respond(to: challenge) { answer.resume(returning: ($0, $1)) }
      }
    }
  }

  /// `WebPage`'s JavaScript panels and file inputs, shown through the kit; JavaScript waits for the
  /// answer.
  @available(iOS 26.0, macOS 26.0, *)
  private struct PageDialogPresenter: WebPage.DialogPresenting {
    let host: WebViewHost

    func handleJavaScriptAlert(message: String, initiatedBy frame: WebPage.FrameInfo) async {
      await withCheckedContinuation { done in
        host.runAlertPanel(message: message, frame: frame.bridgeFrame) { done.resume() }
      }
    }

    func handleJavaScriptConfirm(message: String, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.JavaScriptConfirmResult
    {
      await withCheckedContinuation { answer in
        host.runConfirmPanel(message: message, frame: frame.bridgeFrame) { answer.resume(returning: $0 ? .ok : .cancel) }
      }
    }

    func handleJavaScriptPrompt(message: String, defaultText: String?, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.JavaScriptPromptResult
    {
      await withCheckedContinuation { answer in
        host.runTextInputPanel(prompt: message, defaultText: defaultText, frame: frame.bridgeFrame) { text in
          answer.resume(returning: text.map { .ok($0) } ?? .cancel)
        }
      }
    }

    // Required, not left to WebKit: its default cancels every file input of a page with a presenter.
    func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.FileInputPromptResult
    {
      await withCheckedContinuation { answer in
        host.runOpenPanel(
          allowsMultipleSelection: parameters.allowsMultipleSelection, allowsDirectories: parameters.allowsDirectories,
          frame: frame.bridgeFrame
        ) { urls in
          answer.resume(returning: urls.map { .selected($0) } ?? .cancel)
        }
      }
    }
  }
#endif
