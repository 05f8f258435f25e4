import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature

/// Random but well-formed sessions of one screen (seeded, so a failure names its seed and
/// replays), run through a real `Store` with recording clients and an `ActionRecorder`.
///
/// After every step: progress stays in 0…1; a `-999`/`102` failure never sets an error; every
/// WebKit decision and panel is answered at most once, and each navigation and download's
/// destination by the end of its own step; no download is stopped twice; automatic reloads within
/// the recovery window never exceed the cap. At the end: every dialog completed exactly once, every
/// accepted toast (a failed download's among them) shown exactly once and in order, and the
/// recorded log replays to the same state after every entry.
@MainActor
struct RandomizedWebViewFeatureTests {
  private let scratch = TemporaryFolder()
  static let recovery = WebViewFeature.RecoveryPolicy(maxAutomaticReloads: 2, window: 30)
  static let configuration = WebViewFeature.Configuration(
    navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"]), disallowedHosts: .openExternallyOnTap),
    bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"])),
    recovery: recovery,
    credentials: CredentialPolicy(askedHosts: HostAllowList(["app.example.com"]), clientCertificateHosts: HostAllowList(["app.example.com"])),
    downloads: DownloadPolicy(mimeTypes: ["application/pdf"], maxBytes: 1 << 30))

  @Test(arguments: 1...12)
  func randomSessionKeepsEveryInvariant(seed: UInt64) async throws {
    var session = RandomSession(seed: seed)
    let now = LockIsolated(Date(timeIntervalSince1970: 1_750_000_000))
    let (webView, web) = WebViewClient.recording()
    let (bridge, page) = BridgeClient.recording()
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Self.configuration)) {
      $0.webView = webView
      $0.bridgeClient = bridge
      $0.appInfo = AppInfo(appVersion: "1.0", build: "1", osVersion: "18.0", device: "iPhone")
      $0.date = DateGenerator { now.value }
    }
    let url = scratch.newFile("session.jsonl")
    let recorder = try ActionRecorder(store: store, feature: "WebViewFeature", destination: .file(url), checkpointInterval: 1)
    var states: [WebViewFeature.State] = []
    var answeredNavigations: [NavigationID: Int] = [:]
    var completedDialogs: [DialogID: Int] = [:]
    var decidedDownloads: [DownloadID: Int] = [:]
    var stoppedDownloads: [DownloadID: Int] = [:]
    var shownToasts: [String] = []
    var automaticReloads: [Date] = []

    for step in 0..<400 {
      now.withValue { $0 += session.seconds() }
      let action = session.nextAction(for: store.state)
      let before = store.state
      if action == .toastShown, let toast = before.toastMessage { shownToasts.append(toast) }
      await store.send(action).finish()
      let state = store.state
      states.append(state)
      let context = "seed \(seed), step \(step), \(action)"

      #expect((0...1).contains(state.progress), "progress \(state.progress); \(context)")
      if session.lastFailureWasBenign { #expect(state.error == before.error, "a benign failure set an error; \(context)") }
      for call in web.takeCalls() {
        switch call {
        case .decidePolicy(let id, _), .decideResponse(let id, _):
          answeredNavigations[id, default: 0] += 1
          #expect(session.navigations.contains(id), "answered unknown \(id); \(context)")
        case .completeDialog(let id, _):
          completedDialogs[id, default: 0] += 1
          #expect(session.dialogs[id] != nil, "completed unknown \(id); \(context)")
        case .decideDownload(let id, _):
          decidedDownloads[id, default: 0] += 1
          #expect(session.downloads.contains(id), "decided unknown \(id); \(context)")
        case .cancelDownload(let id):
          stoppedDownloads[id, default: 0] += 1
          #expect(decidedDownloads[id] == 1, "stopped \(id), which was never saved; \(context)")
        case .load where action == .processTerminated || action.isActivation:
          automaticReloads.append(now.value)
        default:
          break
        }
      }
      if action == .reload { automaticReloads = [] }
      let recent = automaticReloads.filter { now.value.timeIntervalSince($0) < Self.recovery.window }
      #expect(recent.count <= Self.recovery.maxAutomaticReloads, "reload loop; \(context)")
      #expect(session.navigations.allSatisfy { answeredNavigations[$0] == 1 }, "a decision was missed or doubled; \(context)")
      #expect(completedDialogs.values.allSatisfy { $0 == 1 }, "a dialog was completed twice; \(context)")
      #expect(session.downloads.allSatisfy { decidedDownloads[$0] == 1 }, "a download's destination was missed or doubled; \(context)")
      #expect(stoppedDownloads.values.allSatisfy { $0 == 1 }, "a download was stopped twice; \(context)")
    }

    await store.send(.screenClosed).finish()
    for call in web.takeCalls() {
      if case .completeDialog(let id, _) = call { completedDialogs[id, default: 0] += 1 }
      if case .cancelDownload(let id) = call { stoppedDownloads[id, default: 0] += 1 }
    }
    #expect(store.state.downloads.allSatisfy { !$0.isInProgress }, "seed \(seed): a download still runs after the screen closed")
    #expect(stoppedDownloads.values.allSatisfy { $0 == 1 }, "seed \(seed): a download was stopped twice")
    states.append(store.state)
    // One `toastShown` per waiting toast, never more: a reducer that stops clearing toasts fails
    // the expectations below instead of looping forever.
    for _ in 0...store.state.queuedToasts.count {
      guard let toast = store.state.toastMessage else { break }
      shownToasts.append(toast)
      await store.send(.toastShown).finish()
      states.append(store.state)
    }
    #expect(!session.dialogs.isEmpty && !session.acceptedToasts.isEmpty, "seed \(seed): the session was too tame")
    #expect(Set(completedDialogs.keys) == Set(session.dialogs.keys), "seed \(seed): a dialog was never completed")
    #expect(completedDialogs.values.allSatisfy { $0 == 1 }, "seed \(seed): a dialog was completed twice")
    #expect(shownToasts == session.acceptedToasts, "seed \(seed): toasts lost, doubled or reordered")
    #expect(page.scripts.count + page.answers.count >= session.acceptedToasts.count, "seed \(seed): a toast request got no reply")
    #expect(!session.replyHandlers.isEmpty, "seed \(seed): no message went to the reply handler")
    #expect(
      page.answers.map(\.id).sorted { $0.rawValue < $1.rawValue } == session.replyHandlers.sorted { $0.rawValue < $1.rawValue },
      "seed \(seed): a reply handler was not answered exactly once")

    try await recorder.flush()
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    let replayer = try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: Self.configuration))
    var replayed = 0
    while let step = try replayer.next() {
      #expect(step.verification == .matched, "seed \(seed), entry \(step.entry.sequence): \(step.divergence ?? "")")
      #expect(replayed < states.count && step.state == states[replayed], "seed \(seed): replay differs at \(replayed)")
      replayed += 1
    }
    #expect(replayed == states.count, "seed \(seed): the log holds \(replayed) of \(states.count) actions")
  }
}

/// The host side of a session: picks the next WebKit callback, user action or page message so the
/// sequence stays well-formed (ids fresh, answers only for open panels, toasts consumed only when
/// shown), and remembers what must be answered.
private struct RandomSession {
  private var random: SeededGenerator
  private var nextID: UInt64 = 1
  private var toastCount = 0
  private(set) var navigations: Set<NavigationID> = []
  private(set) var dialogs: [DialogID: JSDialog.Kind] = [:]
  /// The downloads WebKit asked where to save: each must be answered exactly once.
  private(set) var downloads: Set<DownloadID> = []
  /// The messages posted to the reply handler: each must be answered exactly once.
  private(set) var replyHandlers: Set<ReplyHandlerID> = []
  private(set) var acceptedToasts: [String] = []
  private(set) var lastFailureWasBenign = false
  private var loads: [LoadID] = []

  private static let urls = [
    "https://app.example.com/", "https://www.example.com/a?b=1", "https://evil.com/", "https://example.com.evil.com/",
    "tel:+15550100", "javascript:alert(1)", "about:blank", "blob:https://app.example.com/1", "data:text/html,x",
  ].map { URL(string: $0)! }
  private static let failures: [NavigationFailure] = [
    .url(-999, "cancelled"), .webKit(102, "interrupted"), .url(-1009, "offline"), .url(-1001), .webKit(204),
    .url(-1202, "cert"), NavigationFailure(domain: "Other", code: 1, message: "boom"),
  ]
  /// Out-of-range values test clamping. Non-finite ones are left out: a log cannot record them
  /// yet (see AdversarialActionLogTests).
  private static let progresses: [Double] = [-0.5, 0, 0.1, 0.3, 0.5, 0.7, 0.9, 1, 1.5, 1e300]

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func seconds() -> TimeInterval { Double(random.next() % 12_000) / 1_000 }

  private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
  private mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
  private mutating func freshID() -> UInt64 {
    defer { nextID += 1 }
    return nextID
  }

  /// A current or stale load id, or a fresh one when none started yet.
  private mutating func someLoad(_ state: WebViewFeature.State) -> LoadID {
    if let current = state.currentLoad, chance(80) { return current }
    return loads.isEmpty ? LoadID(freshID()) : pick(loads)
  }

  /// A download's turn: WebKit asking where to save one, its progress, its end, or the user
  /// stopping or dismissing one (sometimes one the screen does not know).
  private mutating func downloadAction(_ state: WebViewFeature.State) -> WebViewFeature.Action {
    let known = state.downloads.map(\.id)
    let target = known.isEmpty || chance(10) ? DownloadID(freshID()) : pick(known)
    switch random.next() % 6 {
    case 0, 1:
      let id = DownloadID(freshID())
      downloads.insert(id)
      let request = DownloadRequest(
        url: pick(Self.urls), suggestedFilename: pick(["report.pdf", "../../x.pdf", "a\u{202E}fdp.exe", "", "..", "보고서.pdf"]),
        mimeType: pick(["application/pdf", "application/zip", nil]), expectedBytes: pick([nil, 0, 5_000, 1 << 40]))
      return .downloadRequested(id, request)
    case 2:
      return .downloadProgressed(target, receivedBytes: Int64(random.next() % 10_000), expectedBytes: pick([nil, 5_000, 0]))
    case 3:
      guard chance(50) else { return .downloadFinished(target, file: URL(fileURLWithPath: "/tmp/d/\(target.rawValue)")) }
      let failure = pick([NavigationFailure.url(-999), .url(-1005, "lost")])
      if !failure.isBenign, let download = state.downloads.first(where: { $0.id == target && $0.isInProgress }) {
        acceptedToasts.append("\(download.fileName) could not be downloaded.")
      }
      return .downloadFailed(target, failure)
    case 4: return .cancelDownload(target)
    default: return .downloadDismissed(target)
    }
  }

  mutating func nextAction(for state: WebViewFeature.State) -> WebViewFeature.Action {
    lastFailureWasBenign = false
    switch random.next() % 100 {
    case 0..<12:
      let id = NavigationID(freshID())
      navigations.insert(id)
      let request = NavigationRequest(
        url: pick(Self.urls), type: pick(NavigationType.allCases), target: pick(NavigationTarget.allCases),
        isFromMainFrame: chance(80))
      return .navigationRequested(id, request)
    case 12..<18:
      let id = NavigationID(freshID())
      navigations.insert(id)
      let response = NavigationResponse(
        url: pick(Self.urls), isForMainFrame: chance(70), statusCode: pick([200, 204, 301, 404, 500, nil]),
        canShowMIMEType: chance(85))
      return .responseReceived(id, response)
    case 18..<28:
      let id = LoadID(freshID())
      loads.append(id)
      return .loadStarted(id, url: pick(Self.urls))
    case 28..<32: return .loadRedirected(someLoad(state), url: pick(Self.urls))
    case 32..<40: return .loadCommitted(someLoad(state), url: pick(Self.urls))
    case 40..<47: return .loadFinished(someLoad(state))
    case 47..<53:
      let failure = pick(Self.failures)
      lastFailureWasBenign = failure.isBenign
      return chance(50) ? .loadFailedBeforeCommit(someLoad(state), failure) : .loadFailedAfterCommit(someLoad(state), failure)
    case 53..<62: return .progressChanged(pick(Self.progresses))
    case 62..<66: return .processTerminated
    case 66..<70: return chance(50) ? .appBecameActive(titleMissing: chance(50)) : .appResignedActive
    case 70..<72: return .networkChanged(isOnline: chance(50))
    case 72..<78:
      let id = DialogID(freshID())
      let kind = pick([
        JSDialog.Kind.alert, .confirm, .prompt(defaultText: "x"), .fileInput(allowsMultipleSelection: chance(50), allowsDirectories: false),
        .permission([.camera]),
        .credentials(AuthenticationRequest(host: "app.example.com", port: 443, realm: nil, method: .basic, isSecure: chance(80))),
        .clientCertificate(
          AuthenticationRequest(host: pick(["app.example.com", "evil.com"]), port: 443, realm: nil, method: .clientCertificate, isSecure: true)),
      ])
      dialogs[id] = kind
      return .dialogRequested(JSDialog(id: id, kind: kind, message: "dialog \(id.rawValue)"))
    case 78..<84:
      guard let dialog = state.dialogs.first, chance(85) else {
        return .dialogAnswered(DialogID(freshID()), .alertDismissed)
      }
      let right: DialogResult =
        switch dialog.kind {
        case .alert: .alertDismissed
        case .confirm: .confirmed(chance(50))
        case .prompt: .prompted(pick(["answer", nil]))
        case .fileInput: .filesSelected(pick([[URL(fileURLWithPath: "/tmp/upload.png")], nil]))
        case .permission: .permissionDecided(granted: chance(50))
        case .credentials: .credentialsProvided(pick([Credentials(user: "mina", password: "pw"), nil]))
        case .clientCertificate: .clientCertificateChosen(chance(50))
        }
      return .dialogAnswered(
        dialog.id, chance(85) ? right : pick([.alertDismissed, .confirmed(true), .prompted("y"), .filesSelected([])]))
    case 84..<91:
      let trusted = chance(90)
      let frame = BridgeFrame(url: URL(string: trusted ? "https://app.example.com/" : "https://evil.com/"))
      guard chance(50) else { return .scriptMessageReceived(body: pageMessage(trusted: trusted), frame: frame) }
      let id = ReplyHandlerID(freshID())
      replyHandlers.insert(id)
      return .replyHandlerMessageReceived(id, body: pageMessage(trusted: trusted), frame: frame)
    case 91..<93:
      return state.toastMessage == nil ? .titleChanged(pick(["Home", nil])) : .toastShown
    case 93..<95:
      return downloadAction(state)
    case 95..<97: return .reload
    case 97..<99: return .errorDismissed
    default: return .accessTokenChanged(pick(["token-\(nextID)", nil, ""]))
    }
  }

  private mutating func pageMessage(trusted: Bool = true) -> JSONValue {
    switch random.next() % 5 {
    case 0, 1:
      toastCount += 1
      let text = "toast \(toastCount)"
      if trusted { acceptedToasts.append(text) }
      return ["type": "showToast", "callback": "cb", "data": ["message": .string(text)]]
    case 2: return ["type": "showToast", "callback": "cb", "data": ["message": "   "]]
    case 3: return ["type": "ready", "callback": "cb"]
    default: return ["type": "greeting", "callback": "alert(1)", "data": "</script>"]
    }
  }
}

extension WebViewFeature.Action {
  fileprivate var isActivation: Bool {
    if case .appBecameActive = self { return true }
    return false
  }
}
