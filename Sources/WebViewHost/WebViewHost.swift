import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The glue between a web view and a `WebViewFeature` store, written once: what every app's
/// view controller otherwise writes by hand.
///
/// The kit turns web view callbacks into actions and keeps WebKit's completion handlers until
/// the reducer answers them. Every handler is called **exactly once**: with the reducer's
/// answer, or with its safe default (cancel; alert done, confirm `false`, prompt `nil`) when
/// the screen is torn down, the store is released, or the web view is replaced. An answer for
/// a handler already called is ignored and reported to ``onDiagnostic``.
///
/// An app gets one from `WebViewCoordinator`, ``WebViewScreenModel`` or ``WebViewHosts``, and
/// connects its store to it:
///
/// ```swift
/// let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
///   $0.webView = host.webViewClient
///   $0.bridgeClient = host.bridgeClient
/// }
/// host.connect(to: store)
/// ```
///
/// The kit may exist before its web view (SwiftUI makes the view later than the store starts
/// loading): until then it keeps the last URL the store asked to load and the document-start
/// scripts. `WebViewCoordinator` makes the host WebKit's delegate; the desktop host and the tests
/// call the same entry points, which are not public API. Main-actor bound, like WebKit's.
@MainActor
public final class WebViewHost {
  /// The screen's policy: its bridge configuration checks script messages the kit converts.
  public let configuration: WebViewFeature.Configuration
  /// Called with everything the kit noticed and dropped; by default nothing.
  public var onDiagnostic: (@MainActor (HostDiagnostic) -> Void)?
  /// The app's client identity for a server that asks for a client certificate and that
  /// `CredentialPolicy.clientCertificateHosts` lists: a credential made from the app's
  /// `SecIdentity` (`URLCredential(identity:certificates:persistence:)`), or `nil` to leave the
  /// request to the system. Called on the main actor with the server's host; by default nobody's.
  public var clientIdentity: (@MainActor (_ host: String) -> URLCredential?)?
  /// Where downloads are saved, each in a folder of its own named by a new UUID:
  /// `WebViewDownloads` in the temporary directory by default. A finished file is the app's to
  /// move or delete; the kit removes only what a failed or stopped download left.
  public var downloadsFolder = FileManager.default.temporaryDirectory.appendingPathComponent("WebViewDownloads", isDirectory: true)

  private weak var driver: (any WebViewDriving)?
  /// The app's `WKAppBoundDomains`; `nil` when its Info.plist lists none.
  let appBoundDomains: [String]?
  /// The session scripts the store asked for last (without `bridge.js`), for a web view
  /// attached later.
  private var sessionScripts: [String] = []
  /// The URL the store asked to load while no web view was attached, or while cookies were
  /// still on their way to its store; it loads when both are done.
  var pendingLoad: URL?
  /// Cookie changes the store asked for that the web view's store does not have yet, oldest
  /// first, and whether one is being made: a load waits for them.
  var cookieChanges: [CookieChange] = []
  var isChangingCookies = false
  /// The session cookies this kit set, by id: what the next set replaces.
  var sessionCookieIDs: Set<SessionCookie.ID> = []
  /// The child window of `State.popup`, as far as the kit knows it.
  var popup = PopupTracking()
  /// Whether the web view could go back and forward when it last said; what the store has.
  var history = (canGoBack: false, canGoForward: false)
  /// How many times `connect(to:)` connected a store: only the latest one's release counts.
  private var connections = 0
  /// Whether the connected store's screen has been sent `screenClosed` already.
  private var screenIsClosed = false
  private var send: (@MainActor (WebViewFeature.Action) -> Void)?
  private var storeObservations: [ObservationToken] = []
  var navigationHandlers = PendingHandlers<NavigationRequest, WebKitPolicy>()
  private var responseHandlers = PendingHandlers<NavigationRequest, WebKitPolicy>()
  var dialogHandlers = PendingHandlers<JSDialog, DialogResult>()
  var replyHandlers = PendingHandlers<BridgeRequest, HandlerReply>()
  var downloadHandlers = PendingHandlers<Download, String?>()
  var downloads = DownloadTracker()
  private var loads = LoadTracker()
  private var nextNavigationID: UInt64 = 1
  var nextDialogID: UInt64 = 1
  var nextReplyHandlerID: UInt64 = 1
  /// Whether the kit is inside its own `load` call, whose `url` change is not the page's.
  private(set) var isLoadingOnRequest = false
  /// The main-frame load that started and has neither committed nor failed: while there is one,
  /// the web view's `url` names the page being requested, not a single-page navigation. (One that
  /// never ends is replaced by the next load: no single-page navigation precedes a first load.)
  private(set) var provisionalLoad: LoadID?
  /// Whether ``tearDown()`` ran: the kit answers everything with its defaults from then on.
  private(set) var isTornDown = false

  /// Creates the kit for one screen; it does not retain `driver` (the view controller's): without
  /// one, loads wait for ``attach(_:)``, scripts fail (``WebViewGoneError``) and other calls do
  /// nothing. `appBoundDomains` (the Info.plist's) are checked against `configuration` at connect.
  package init(
    configuration: WebViewFeature.Configuration, driver: (any WebViewDriving)? = nil,
    appBoundDomains: [String]? = Bundle.main.appBoundDomains
  ) {
    self.configuration = configuration
    self.driver = driver
    self.appBoundDomains = appBoundDomains
  }

  /// Sends the web view's events to `store` and installs the document-start scripts
  /// (`bridge.js`, then the session scripts, reinstalled whenever they change).
  /// The store may be a scoped one (a screen inside a composed app). The kit does not retain it:
  /// when it is released, every handler still waiting gets its safe default. Connecting again
  /// replaces the previous store. Connecting after ``tearDown()`` does nothing: it is reported
  /// to ``onDiagnostic`` (``HostDiagnostic/connectedAfterTearDown``) and, as the programmer
  /// error it is, through `reportIssue` at the caller's line; so is a configuration the app's
  /// `WKAppBoundDomains` cannot serve. Cleartext trust goes to ``onDiagnostic`` alone.
  public func connect(
    to store: Store<WebViewFeature.State, WebViewFeature.Action>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    guard !isTornDown else {
      reportIssue(
        "connect(to:) after tearDown(): a torn-down WebViewHost answers WebKit with its defaults for good; make a new one for a new screen.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return diagnose(.connectedAfterTearDown)
    }
    checkConfiguration(fileID: fileID, filePath: filePath, line: line, column: column)
    send = { [weak store] action in store?.send(action) }
    storeObservations = [
      store.observe(\.popup) { [weak self] popup in self?.popupChanged(isOpen: popup != nil) },
      store.observe(\.documentStartScripts) { [weak self] scripts in
        guard let self else { return }
        sessionScripts = scripts
        driver?.setDocumentStartScripts([BridgeScript.source(for: configuration.bridge)] + scripts)
      },
      // The action, not `isClosed`: a parent that closes the screen and removes it in one action
      // leaves a scoped store the state from before.
      store.willReduce { [weak self] incoming in
        if case .screenClosed = incoming.action { self?.screenIsClosed = true }
      },
    ]
    connections += 1
    let connection = connections
    let released = store.values(of: \.isClosed)
    Task { [weak self] in
      for await _ in released {}
      // A store this kit has moved away from (a SwiftUI view scoping anew) may go any time.
      guard let self, connections == connection else { return }
      storeWentAway()
    }
  }

  // MARK: Navigation delegate

  /// `decidePolicyFor navigationAction`: keeps `decisionHandler` until the reducer decides.
  package func decidePolicy(
    for action: some HostNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WebKitPolicy) -> Void
  ) {
    let id = makeNavigationID()
    navigationHandlers.insert(.init(id: id, fallback: .cancel, handler: decisionHandler))
    deliver(.navigationRequested(id, action.navigationRequest), orAnswer: { self.answerNavigation(id, .cancel) })
  }

  /// `decidePolicyFor navigationResponse`: keeps `decisionHandler` until the reducer decides.
  package func decidePolicy(
    for response: some HostNavigationResponse, decisionHandler: @escaping @MainActor @Sendable (WebKitPolicy) -> Void
  ) {
    let id = makeNavigationID()
    responseHandlers.insert(.init(id: id, fallback: .cancel, handler: decisionHandler))
    deliver(.responseReceived(id, response.navigationResponse), orAnswer: { self.answerResponse(id, .cancel) })
  }

  /// `didStartProvisionalNavigation`, with the web view's URL.
  package func didStartProvisionalNavigation(_ navigation: AnyObject?, url: URL?) {
    let id = loads.start(navigation)
    provisionalLoad = id
    deliver(.loadStarted(id, url: url))
  }

  /// `didReceiveServerRedirectForProvisionalNavigation`, with the web view's new URL.
  package func didReceiveServerRedirect(_ navigation: AnyObject?, url: URL?) {
    guard let id = loadID(navigation, "didReceiveServerRedirect") else { return }
    deliver(.loadRedirected(id, url: url))
  }

  /// `didCommit`, with the web view's URL.
  package func didCommit(_ navigation: AnyObject?, url: URL?) {
    guard let id = loadID(navigation, "didCommit") else { return }
    endProvisional(id)
    deliver(.loadCommitted(id, url: url))
  }

  /// `didFinish`.
  package func didFinish(_ navigation: AnyObject?) {
    guard let id = loadID(navigation, "didFinish") else { return }
    deliver(.loadFinished(id))
  }

  /// `didFailProvisionalNavigation`.
  package func didFailProvisionalNavigation(_ navigation: AnyObject?, error: any Error) {
    guard let id = loadID(navigation, "didFailProvisionalNavigation") else { return }
    endProvisional(id)
    deliver(.loadFailedBeforeCommit(id, NavigationFailure(error)))
  }

  /// `didFail`.
  package func didFail(_ navigation: AnyObject?, error: any Error) {
    guard let id = loadID(navigation, "didFail") else { return }
    deliver(.loadFailedAfterCommit(id, NavigationFailure(error)))
  }

  /// `webViewWebContentProcessDidTerminate`.
  package func webContentProcessDidTerminate() {
    deliver(.processTerminated)
  }

  // MARK: UI delegate

  /// `webViewDidClose` (`window.close()`).
  package func webViewDidClose() {
    deliver(.windowCloseRequested)
  }

  // MARK: Script messages

  /// `userContentController(_:didReceive:)`: one call that sends `scriptMessageReceived`, or
  /// `scriptMessageRejected` when the body cannot be converted (so a message that names a reply
  /// route still gets an error reply).
  package func didReceive(_ message: some HostScriptMessage) {
    let frame = message.messageFrame
    do {
      let body = try JSONValue(foundation: message.messageBody, limits: configuration.bridge.limits)
      deliver(.scriptMessageReceived(body: body, frame: frame))
    } catch {
      if case .failure(let rejected) = BridgeMessage.decode(
        body: message.messageBody, frame: frame, configuration: configuration.bridge)
      {
        deliver(.scriptMessageRejected(rejected))
      }
    }
  }

  /// A script message whose body the engine delivered as JSON, not Foundation objects (a
  /// DevTools binding): one call that sends `scriptMessageReceived`.
  ///
  /// The body goes to the reducer as it is; the reducer checks the frame first and then measures
  /// the body against the configured limits after reading its reply route, so an oversized body
  /// that names a route still gets a `PAYLOAD_TOO_LARGE` reply. A `.string` body is JSON text the
  /// page posted as a string (`postMessage(JSON.stringify(…))`), as with WebKit.
  package func didReceive(json body: JSONValue, frame: BridgeFrame) {
    deliver(.scriptMessageReceived(body: body, frame: frame))
  }

  // MARK: Lifetime

  /// The screen is going away: the store hears `screenClosed` (it answers its open panels and
  /// stops its plugins and downloads) unless it has handled it already (a parent that closed the
  /// screen before removing it), then every handler still waiting gets its safe default and every
  /// download still running stops. Later callbacks are answered with their defaults at once.
  /// Calling it twice does nothing more.
  public func tearDown() {
    guard !isTornDown else { return }
    if !screenIsClosed { deliver(.screenClosed) }
    isTornDown = true
    answerEverythingWithDefaults()
    cancelAllDownloads()
    popupChanged(isOpen: false)
    storeObservations = []
  }

  /// A kit released while WebKit still waits for answers (its screen dropped without
  /// ``tearDown()``) answers them with their safe defaults in a main-actor task: WebKit raises an
  /// exception for a decision or panel handler released uncalled, and the handlers are WebKit's
  /// `@MainActor @Sendable` blocks, which the task keeps alive until it calls them.
  deinit {
    let pending =
      navigationHandlers.defaultAnswers() + responseHandlers.defaultAnswers() + dialogHandlers.defaultAnswers()
      + replyHandlers.defaultAnswers() + downloadHandlers.defaultAnswers()
    let running = downloads.removeAll().map(\.download)
    guard !pending.isEmpty || !running.isEmpty else { return }
    Task { @MainActor in
      pending.forEach { $0() }
      running.forEach { $0.stop() }
    }
  }

  /// Makes `driver` the screen's web view: the first one of a kit made without it, or a new
  /// `WKWebView` for the same screen.
  ///
  /// Whatever an earlier web view still waited for gets its safe default and its loads become
  /// stale; `bridge.js` and the session scripts are installed in `driver`; the cookies the store
  /// asked for while no web view was attached go into its store; then the URL the store asked
  /// to load meanwhile is loaded.
  package func attach(_ driver: any WebViewDriving) {
    answerEverythingWithDefaults()
    loads.reset()
    self.driver = driver
    driver.setDocumentStartScripts([BridgeScript.source(for: configuration.bridge)] + sessionScripts)
    changeCookies()
  }

  /// How many WebKit handlers wait for an answer (for tests and debugging).
  package var pendingHandlerCount: Int {
    navigationHandlers.count + responseHandlers.count + dialogHandlers.count + replyHandlers.count + downloadHandlers.count
  }

  // MARK: Answers from the reducer

  func answerNavigation(_ id: NavigationID, _ policy: WebKitPolicy) {
    guard let entry = navigationHandlers.take(id) else {
      return diagnose(.unknownAnswer("decidePolicy(\(id), \(policy.rawValue))"))
    }
    entry.handler(policy)
  }

  func answerResponse(_ id: NavigationID, _ policy: WebKitPolicy) {
    guard let entry = responseHandlers.take(id) else {
      return diagnose(.unknownAnswer("decideResponse(\(id), \(policy.rawValue))"))
    }
    entry.handler(policy)
  }

  func answerDialog(_ id: DialogID, _ result: DialogResult) {
    guard let entry = dialogHandlers.take(id) else {
      return diagnose(.unknownAnswer("completeDialog(\(id), \(StateDiff.renderLine(result)))"))
    }
    entry.handler(result)
  }

  var currentDriver: (any WebViewDriving)? { driver }

  func load(_ url: URL, in driver: any WebViewDriving) {
    isLoadingOnRequest = true
    defer { isLoadingOnRequest = false }
    driver.load(url)
  }

  func diagnose(_ diagnostic: HostDiagnostic) {
    onDiagnostic?(diagnostic)
  }

  // MARK: Private

  private func endProvisional(_ id: LoadID) {
    if provisionalLoad == id { provisionalLoad = nil }
  }

  func makeNavigationID() -> NavigationID {
    defer { nextNavigationID += 1 }
    return NavigationID(nextNavigationID)
  }

  private func loadID(_ navigation: AnyObject?, _ callback: String) -> LoadID? {
    guard let id = loads.id(of: navigation) else {
      diagnose(.staleLoadCallback(callback))
      return nil
    }
    return id
  }

  /// Sends `action` to the store; with no store to send to, `answer` gives WebKit its default.
  func deliver(_ action: WebViewFeature.Action, orAnswer answer: (() -> Void)? = nil) {
    guard let send, !isTornDown else {
      if let answer {
        diagnose(.answeredWithoutStore(StateDiff.renderLine(action)))
        answer()
      }
      return
    }
    send(action)
  }

  /// The store was released: its observations went with it; what WebKit asks from now on gets
  /// its default at once.
  private func storeWentAway() {
    send = nil
    answerEverythingWithDefaults()
    cancelAllDownloads()
    popupChanged(isOpen: false)
  }

  private func answerEverythingWithDefaults() {
    let pending =
      navigationHandlers.defaultAnswers() + responseHandlers.defaultAnswers() + dialogHandlers.defaultAnswers()
      + replyHandlers.defaultAnswers() + downloadHandlers.defaultAnswers()
    navigationHandlers = .init()
    responseHandlers = .init()
    dialogHandlers = .init()
    replyHandlers = .init()
    downloadHandlers = .init()
    pending.forEach { $0() }
  }
}
