import ActionLog
import BridgeClient
import Foundation
import StoreRuntime
import WebViewFeature
import WebViewHost

/// A real browser page behind the real core: Chromium plays the `WKWebView`, the host kit
/// (`WebViewHost`) glues it to a `WebViewFeature` store, and the devhost plays the app around
/// them (it answers panels, shows toasts, presents URLs for new screens) and records it all.
///
/// ```swift
/// let devhost = try await DevHost.launch(DevHostOptions(page: "index.html", in: folder)) { print($0) }
/// devhost.start()
/// // …
/// await devhost.close()
/// ```
///
/// Always end a session with ``close()``: it answers what the page still waits for, writes the
/// action log and ends Chromium and everything it started.
@MainActor
package final class DevHost {
  /// The screen's store, with the kit's clients as its web view and bridge.
  package let store: Store<WebViewFeature.State, WebViewFeature.Action>
  /// The kit.
  package let host: WebViewHost
  /// The page.
  package let webView: ChromiumWebView
  /// What this session was started with.
  package let options: DevHostOptions
  /// Everything the core decided, in order.
  package private(set) var records: [DevHostRecord] = []
  /// Answers a panel the page opened; by default the scripted answers, then the panel's default.
  package var answerDialog: @MainActor (JSDialog) async -> DialogResult
  /// Called when the browser went away by itself (its window was closed, or it crashed).
  package var onBrowserClosed: (@MainActor () -> Void)?
  /// The browser's product and version.
  package var browserVersion: String { chromium.product }
  /// The browser's process group (for tests that check nothing is left behind).
  var browserProcessGroup: Int32 { chromium.processID }
  /// The browser's temporary folder (for tests that check it is removed).
  var browserFolder: URL { chromium.folder }

  private let chromium: Chromium
  private let log: @MainActor (String) -> Void
  private var recorder: ActionRecorder<WebViewFeature.State, WebViewFeature.Action>?
  private var observations: [ObservationToken] = []
  private var answeredDialogs: Set<DialogID> = []
  private var lastState = WebViewFeature.State()
  private var scriptedAnswers: DialogAnswers
  private let scriptTap = ScriptTap()
  private var isClosed = false

  /// Starts Chromium, attaches to its page and connects the kit and the store; nothing loads
  /// until ``start()``. `log` gets the live log, one line at a time.
  package static func launch(
    _ options: DevHostOptions, log: @escaping @MainActor (String) -> Void = { _ in }
  ) async throws -> DevHost {
    let configuration = try options.settings.configurationWithPlugins
    let chromium = try await Chromium.launch(headed: options.isHeaded, offline: options.isOffline)
    do {
      let webView = try await Self.attachPage(chromium, options: options)
      let devhost = try DevHost(
        chromium: chromium, webView: webView, configuration: configuration, options: options, log: log)
      try await webView.enable(userAgent: configuration.userAgent)
      let incoming = chromium.folder.appendingPathComponent("incoming-downloads", isDirectory: true)
      try? FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
      try await webView.enableDownloads(into: incoming)
      devhost.host.downloadsFolder = options.downloadsFolder ?? chromium.folder.appendingPathComponent("downloads", isDirectory: true)
      devhost.connect()
      return devhost
    } catch {
      await chromium.close()
      throw error
    }
  }

  private init(
    chromium: Chromium, webView: ChromiumWebView, configuration: WebViewFeature.Configuration,
    options: DevHostOptions, log: @escaping @MainActor (String) -> Void
  ) throws {
    self.chromium = chromium
    self.webView = webView
    self.options = options
    self.log = log
    let host = WebViewHost(configuration: configuration, driver: webView)
    self.host = host
    scriptedAnswers = options.dialogAnswers
    answerDialog = { $0.defaultResult }
    let scripts = scriptTap
    let bridge = BridgeClient(
      evaluate: { @MainActor script in
        scripts.onScript?(script)
        try await host.bridgeClient.evaluate(script)
      },
      answer: host.bridgeClient.answer)
    store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = bridge
      $0.appInfo = options.settings.appInfo
      $0.signIn = options.settings.signInClient
    }
    webView.host = host
    if let url = options.actionLog {
      let metadata = configuration.logMetadata.merging(
        [
          "appVersion": options.settings.appInfo.appVersion, "device": options.settings.appInfo.device,
          "recordedBy": "webview-devhost", "browser": chromium.product,
        ]) { encoded, _ in encoded }
      recorder = try ActionRecorder(
        store: store, feature: "WebViewFeature", destination: .file(url),
        checkpointInterval: options.checkpointInterval, metadata: metadata)
    }
    answerDialog = { [weak self] dialog in self?.scriptedAnswer(for: dialog) ?? dialog.defaultResult }
    scripts.onScript = { [weak self] script in self?.record(.script(script)) }
  }

  /// Loads the start URL.
  package func start() {
    log("→ load \(options.startURL.absoluteString)")
    store.send(.load(options.startURL))
  }

  /// Ends the session: the screen closes (open panels get their defaults), the action log is
  /// written, Chromium and its helpers end and its profile folder is removed. Safe to call more
  /// than once; returns the action log's write error, if any.
  @discardableResult
  package func close() async -> ActionLogError? {
    guard !isClosed else { return nil }
    isClosed = true
    host.tearDown()
    observations = []
    var failure: ActionLogError?
    if let recorder {
      recorder.stop()
      do {
        try await recorder.flush()
      } catch {
        failure = error
      }
    }
    await chromium.close()
    return failure
  }

  /// Waits until `condition` holds, checking after every event; throws
  /// ``DevHostError/timedOut(_:)`` naming `what` after `timeout`.
  package func waitUntil(
    _ what: String, timeout: Duration = .seconds(20), _ condition: @MainActor () throws -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    while try !condition() {
      guard ContinuousClock.now < deadline else { throw DevHostError.timedOut(what) }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  // MARK: Private

  private static func attachPage(_ chromium: Chromium, options: DevHostOptions) async throws -> ChromiumWebView {
    let connection = chromium.connection
    let targets = try await connection.send("Target.getTargets")["targetInfos"]?.arrayValue ?? []
    let target: String
    if let page = targets.first(where: { $0["type"]?.stringValue == "page" })?["targetId"]?.stringValue {
      target = page
    } else {
      target = try await connection.send("Target.createTarget", ["url": "about:blank"])["targetId"]?.stringValue ?? ""
    }
    let attached = try await connection.send("Target.attachToTarget", ["targetId": .string(target), "flatten": true])
    guard let session = attached["sessionId"]?.stringValue else {
      throw DevHostError.launchFailed("Target.attachToTarget gave no session")
    }
    let webView = ChromiumWebView(
      connection: connection, session: session, mainFrame: target, files: options.files,
      bridge: options.settings.configuration.bridge)
    connection.onEvent = { [weak webView] event in
      guard let webView else { return }
      if event.sessionID == session {
        webView.handle(event)
      } else if let popup = webView.popup, event.sessionID == popup.session {
        popup.handle(event)
      } else if event.sessionID == nil {
        webView.browserEvent(event)
      }
    }
    try await connection.send("Target.setDiscoverTargets", ["discover": true])
    // Every page created from now on (the windows this page opens) is held before it runs,
    // until the kit answered `createWebViewWith` for it.
    try await connection.send(
      "Target.setAutoAttach",
      ["autoAttach": true, "waitForDebuggerOnStart": true, "flatten": true, "filter": [["type": "page"], ["exclude": true]]])
    return webView
  }

  private func connect() {
    let log = self.log
    webView.onRecord = { [weak self] record in self?.record(record) }
    host.onDiagnostic = { [weak self] diagnostic in self?.record(.diagnostic(StateDiff.renderLine(diagnostic))) }
    chromium.connection.onProblem = { [weak self] problem in self?.record(.diagnostic(problem)) }
    chromium.connection.onClose = { [weak self] in
      guard let self, !self.isClosed else { return }
      self.onBrowserClosed?()
    }
    lastState = store.state
    observations = [
      store.onAction { [weak self] reduced in
        guard let self else { return }
        log(DevHostLog.line(for: reduced, after: self.lastState))
        self.lastState = reduced.state
      },
      store.observe(\.presentedDialog) { [weak self] dialog in self?.present(dialog) },
      store.observe(\.toastMessage) { [weak self] toast in
        guard let self, let toast else { return }
        self.record(.presented("toast: \(toast)"))
        self.store.send(.toastShown)
      },
      store.observe(\.urlToOpen) { [weak self] url in
        guard let self, let url else { return }
        self.record(.presented("open in a new screen: \(url.absoluteString)"))
        self.store.send(.urlToOpenPresented)
      },
      store.observe(\.errorMessage) { [weak self] message in
        guard let self, let message else { return }
        self.record(.presented("error: \(message)"))
      },
    ]
    host.connect(to: store)
  }

  private func present(_ dialog: JSDialog?) {
    guard let dialog, !answeredDialogs.contains(dialog.id) else { return }
    answeredDialogs.insert(dialog.id)
    Task { [weak self] in
      guard let self else { return }
      let result = await self.answerDialog(dialog)
      self.store.send(.dialogAnswered(dialog.id, result))
    }
  }

  private func scriptedAnswer(for dialog: JSDialog) -> DialogResult? {
    let left = scriptedAnswers.remaining.first
    guard let result = scriptedAnswers.next(for: dialog) else {
      if let left {
        record(.diagnostic("the scripted answer \(left.jsonText()) does not fit \(StateDiff.renderLine(dialog.kind)); the panel gets its default"))
      }
      return nil
    }
    return result
  }

  private func record(_ record: DevHostRecord) {
    records.append(record)
    log(DevHostLog.line(for: record))
  }
}

/// Where the bridge client reports each script it evaluates, set once the devhost exists.
@MainActor
private final class ScriptTap {
  var onScript: (@MainActor (String) -> Void)?
}
