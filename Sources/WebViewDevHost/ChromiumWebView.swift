import BridgeClient
import Foundation
import JSON
import WebViewFeature
import WebViewHost

/// Chromium's page playing the `WKWebView`: the kit drives it through ``WebViewDriving``, and
/// what the page does comes back as DevTools events that this class turns into the kit's
/// WebKit-shaped calls.
///
/// | WebKit | here |
/// |---|---|
/// | `decidePolicyFor navigationAction` | `Fetch.requestPaused` for a document, at the request stage (`Page.frameStartedNavigating` for schemes Chromium does not fetch, such as `tel:`) |
/// | `decidePolicyFor navigationResponse` | the response stage, or the served file's status and type |
/// | `didStartProvisional` / `didReceiveServerRedirect` / `didCommit` / `didFinish` | an allowed document request / a redirected one / `Page.frameNavigated` / `Page.lifecycleEvent` `load` |
/// | `didFailProvisionalNavigation` | a failed response (`NSURLErrorDomain`), or a cancelled one (`WebKitErrorDomain` 102) |
/// | alert / confirm / prompt panels | `Page.javascriptDialogOpening`, answered with `Page.handleJavaScriptDialog` |
/// | `runOpenPanelWith` (`<input type=file>`) | `Page.fileChooserOpened` (with `Page.setInterceptFileChooserDialog`), answered with `DOM.setFileInputFiles`; a cancel leaves the input as it was |
/// | `createWebViewWith` / `webViewDidClose` | `Page.windowOpen`, the new target held until the kit answered (``ChromiumPopup`` when it is a child web view) / the shim's `window.close()` |
/// | `WKScriptMessage` | the shim's binding, with the frame of its execution context |
/// | `WKScriptMessageHandlerWithReply`'s `replyHandler` | the shim's promise, settled by evaluating `__webviewDevhostSettle` in that context |
/// | `estimatedProgress` / `title` | load milestones / the shim's title reports |
/// | `url` (single-page navigation) | `Page.navigatedWithinDocument` of the main frame |
/// | `goBack` / `goForward`, `canGoBack` / `canGoForward` | `Page.navigateToHistoryEntry`, `Page.getNavigationHistory` after each main-frame navigation |
/// | `applicationNameForUserAgent` / `customUserAgent` | `Emulation.setUserAgentOverride` |
/// | `WKHTTPCookieStore.setCookie` / `deleteCookie` | `Network.setCookies` / `Network.deleteCookies` |
/// | `webViewWebContentProcessDidTerminate` | `Inspector.targetCrashed` |
/// | `didReceive challenge` (a server's user name and password) | `Fetch.authRequired` (`handleAuthRequests`), answered with `Fetch.continueWithAuth`; certificates are Chromium's own |
@MainActor
package final class ChromiumWebView: WebViewDriving {
  /// What the web view did on the host's behalf, for the live log and for tests.
  package enum HostCall: Equatable, Sendable {
    /// `openExternally`: the OS would open the URL (the devhost opens nothing).
    case openedExternally(URL)
    /// `closeScreen`: the app would remove the screen.
    case closedScreen
  }

  let connection: DevToolsConnection
  let session: String
  /// The page's target id, which is also its main frame's id.
  let mainFrame: String
  let files: PageFiles?
  /// The screen's bridge: the shim offers its handler names.
  let bridge: BridgeConfiguration
  weak var host: WebViewHost?
  /// Called with each decision the kit passed back to the page, and with each host call.
  var onRecord: (@MainActor (DevHostRecord) -> Void)?

  var contextFrames: [Int: String] = [:]
  var frameURLs: [String: URL] = [:]
  var requestedNavigations: [String: (url: String, reason: String)] = [:]
  var startingNavigations: [String: (url: String, loaderID: String, kind: String)] = [:]
  /// Main-frame loads that started here, by loader id: the `WKNavigation` objects the kit tracks.
  var loads: [String: PageLoad] = [:]
  /// The load each paused document request belongs to, by request id (redirects keep theirs).
  var requestLoads: [String: PageLoad] = [:]
  /// What the kit answered for each `window.open` and the new targets Chromium holds for them,
  /// each not yet paired with the other (the two events come in either order).
  var windowAnswers: [Bool] = []
  var heldWindows: [(target: String, session: String)] = []
  /// The window the screen keeps as its child web view.
  var popup: ChromiumPopup?
  /// How many times each request was challenged so far: a challenge's `previousFailureCount`.
  var challengeCounts: [String: Int] = [:]
  /// Where Chromium writes downloads under their guid (`Browser.setDownloadBehavior`).
  var incomingDownloads: URL?
  /// The downloads Chromium runs, by guid, until they end.
  var downloads: [String: ChromiumDownload] = [:]
  /// The type and size of each response the reducer decided `.download`, by URL, until its
  /// download begins.
  var downloadResponses: [String: (mimeType: String?, length: Int64?)] = [:]
  private var scriptGeneration = 0
  private var installedScripts: [String] = []

  init(connection: DevToolsConnection, session: String, mainFrame: String, files: PageFiles?, bridge: BridgeConfiguration) {
    self.connection = connection
    self.session = session
    self.mainFrame = mainFrame
    self.files = files
    self.bridge = bridge
  }

  /// Enables what the page needs before anything loads: page and runtime events, file choosers,
  /// the bindings,
  /// request interception for documents (and for every file of the served folder), and the
  /// screen's user agent (an application name follows Chromium's own, as WebKit appends it).
  func enable(userAgent: UserAgent) async throws(DevHostError) {
    switch userAgent {
    case .default:
      break
    case .applicationName(let name):
      let own = try await connection.send("Browser.getVersion")["userAgent"]?.stringValue ?? ""
      try await command("Emulation.setUserAgentOverride", ["userAgent": .string("\(own) \(name)")])
    case .custom(let text):
      try await command("Emulation.setUserAgentOverride", ["userAgent": .string(text)])
    }
    try await command("Page.enable")
    try await command("Page.setLifecycleEventsEnabled", ["enabled": true])
    // A file input's chooser comes to the kit as `runOpenPanelWith` does, instead of the OS's.
    try await command("Page.setInterceptFileChooserDialog", ["enabled": true])
    for binding in PageShim.Binding.allCases {
      try await command("Runtime.addBinding", ["name": .string(binding.rawValue)])
    }
    try await command("Runtime.enable")
    var patterns: [JSONValue] = [
      ["urlPattern": "*", "resourceType": "Document", "requestStage": "Request"],
      ["urlPattern": "*", "resourceType": "Document", "requestStage": "Response"],
    ]
    if let files {
      patterns.append(["urlPattern": .string(files.origin.absoluteString + "/*"), "requestStage": "Request"])
    }
    try await command("Fetch.enable", ["patterns": .array(patterns), "handleAuthRequests": true])
  }

  // MARK: WebViewDriving

  /// `Page.navigate`.
  package func load(_ url: URL) {
    post("Page.navigate", ["url": .string(url.absoluteString)])
  }

  /// `Page.reload`.
  package func reload() {
    post("Page.reload")
  }

  /// `Runtime.evaluate` in the main frame's current document; throws when the page threw or is
  /// gone.
  package func evaluateJavaScript(_ script: String) async throws {
    _ = try await evaluate(script)
  }

  /// Records the request: the devhost hands nothing to the OS.
  package func openExternally(_ url: URL) {
    onRecord?(.host(.openedExternally(url)))
  }

  /// Records the request: the devhost keeps showing the page.
  package func closeScreen() {
    onRecord?(.host(.closedScreen))
  }

  /// Replaces the document-start scripts: the shim in every frame, then `scripts` (bridge.js and
  /// the session scripts) in the main frame only. Written at once, so a navigation asked for
  /// afterwards runs them.
  package func setDocumentStartScripts(_ scripts: [String]) {
    scriptGeneration += 1
    let generation = scriptGeneration
    for identifier in installedScripts {
      post("Page.removeScriptToEvaluateOnNewDocument", ["identifier": .string(identifier)])
    }
    installedScripts = []
    let sources = [PageShim.source(bridge: bridge)] + scripts.map(PageShim.mainFrameOnly)
    for source in sources {
      connection.post("Page.addScriptToEvaluateOnNewDocument", ["source": .string(source)], session: session) {
        [weak self] result in
        guard let self, case .success(let value) = result, let identifier = value["identifier"]?.stringValue else { return }
        // Scripts of an older generation that answered late are removed at once.
        if generation == self.scriptGeneration {
          self.installedScripts.append(identifier)
        } else {
          self.post("Page.removeScriptToEvaluateOnNewDocument", ["identifier": .string(identifier)])
        }
      }
    }
  }

  /// `Network.setCookies`, returning once Chromium stored them.
  package func setCookies(_ cookies: [SessionCookie]) async {
    let params: [JSONValue] = cookies.map { cookie in
      var param: [String: JSONValue] = [
        "name": .string(cookie.id.name), "value": .string(cookie.value), "domain": .string(cookie.id.domain),
        "path": .string(cookie.id.path), "secure": .bool(cookie.isSecure), "httpOnly": .bool(cookie.isHTTPOnly),
      ]
      if let expires = cookie.expires { param["expires"] = .number(expires.timeIntervalSince1970) }
      return .object(param)
    }
    try? await command("Network.setCookies", ["cookies": .array(params)])
  }

  /// `Network.deleteCookies` for each id, returning once Chromium removed them.
  package func deleteCookies(_ ids: [SessionCookie.ID]) async {
    for id in ids {
      try? await command(
        "Network.deleteCookies", ["name": .string(id.name), "domain": .string(id.domain), "path": .string(id.path)])
    }
  }

  // MARK: For the devhost and its tests

  /// Evaluates `expression` in the main frame, awaiting a promise it returns, and returns its
  /// value as JSON (`undefined` becomes `null`). With `userGesture`, the page runs it as if the
  /// user had just tapped (what `window.open` needs past the popup blocker).
  package func evaluate(
    _ expression: String, awaitingPromise: Bool = false, userGesture: Bool = false
  ) async throws(DevHostError) -> JSONValue {
    let result = try await connection.send(
      "Runtime.evaluate",
      [
        "expression": .string(expression), "returnByValue": true, "awaitPromise": .bool(awaitingPromise),
        "userGesture": .bool(userGesture),
      ],
      session: session)
    if let details = result["exceptionDetails"] {
      let text = details["exception"]?["description"]?.stringValue ?? details["text"]?.stringValue ?? details.jsonText()
      throw .commandFailed(method: "Runtime.evaluate", message: text)
    }
    return result["result"]?["value"] ?? .null
  }

  /// Crashes the page's renderer process (`Page.crash`), as memory pressure kills a WebContent
  /// process.
  package func crashRenderer() {
    post("Page.crash")
  }

  // MARK: Events

  /// Routes one event of the browser's own session: downloads, and the windows the page opens.
  func browserEvent(_ event: DevToolsEvent) {
    switch event.method {
    case "Browser.downloadWillBegin": downloadWillBegin(event.params)
    case "Browser.downloadProgress": downloadProgress(event.params)
    default: targetEvent(event)
    }
  }

  /// Routes one event of the page's session.
  func handle(_ event: DevToolsEvent) {
    let params = event.params
    switch event.method {
    case "Fetch.requestPaused": requestPaused(params)
    case "Fetch.authRequired": authRequired(params)
    case "Page.frameRequestedNavigation": frameRequestedNavigation(params)
    case "Page.frameStartedNavigating": frameStartedNavigating(params)
    case "Page.frameNavigated": frameNavigated(params)
    case "Page.navigatedWithinDocument": navigatedWithinDocument(params)
    case "Page.lifecycleEvent": lifecycleEvent(params)
    case "Page.javascriptDialogOpening": dialogOpening(params)
    case "Page.fileChooserOpened": fileChooserOpened(params)
    case "Page.windowOpen": windowOpen(params)
    case "Runtime.executionContextCreated": contextCreated(params)
    case "Runtime.executionContextDestroyed": contextDestroyed(params)
    case "Runtime.executionContextsCleared": contextFrames = [:]
    case "Runtime.bindingCalled": bindingCalled(params)
    case "Inspector.targetCrashed": rendererCrashed()
    default: break
    }
  }

  func post(_ method: String, _ params: JSONValue = [:]) {
    connection.post(method, params, session: session)
  }

  private func command(_ method: String, _ params: JSONValue = [:]) async throws(DevHostError) {
    try await connection.send(method, params, session: session)
  }
}

/// A main-frame load as the kit tracks it: the `WKNavigation` stand-in (only its identity
/// matters), named by Chromium's loader id.
final class PageLoad {
  let loaderID: String

  init(loaderID: String) {
    self.loaderID = loaderID
  }
}
