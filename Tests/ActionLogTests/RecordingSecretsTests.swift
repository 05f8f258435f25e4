import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// What leaves the device holds no secret: a signed-in session passes every secret the screen
/// knows of through every action that carries one, recorded by the documented production
/// recorder to every destination, and the bytes of every file it wrote are searched for each.
@MainActor
struct RecordingSecretsTests {
  private let scratch = TemporaryFolder()

  /// Each fixture secret, with the redaction that keeps it out.
  static let secrets: [(text: String, kind: WebViewLogRedaction.Secret)] = [
    ("tok1-SECRET-7f3a9", .accessToken),
    ("tok2-SECRET-b81c0", .accessToken),
    ("cookie-SECRET-5150", .cookieValues),
    ("bad cookie-SECRET;value", .cookieValues),
    ("prompt-SECRET-answer", .promptText),
    ("mismatch-SECRET-answer", .promptText),
    ("passport-SECRET-scan.png", .selectedFiles),
    ("mismatch-SECRET-file.pdf", .selectedFiles),
    ("mina-SECRET-user", .credentials),
    ("pass-SECRET-word", .credentials),
    ("empty-user-SECRET-pw", .credentials),
    ("User SECRET Name", .userName),
    ("code-SECRET-4242", .signInCallbacks),
    ("state-SECRET-77", .signInCallbacks),
    ("frag-SECRET-9", .signInCallbacks),
    ("4111-SECRET-1111", .pluginFields),
    ("cvc-SECRET-987", .pluginFields),
    ("text-SECRET-4000", .pluginFields),
    ("handler-SECRET-4001", .pluginFields),
    ("receipt-SECRET-42", .pluginFields),
  ]

  static let home = URL(string: "https://app.example.com/home")!
  static let frame = BridgeFrame(url: home, isMainFrame: true)

  static var configuration: WebViewFeature.Configuration {
    var plugins = PluginRegistry()
    try? plugins.register(
      "confirmPayment", secretFields: SecretFields(payload: ["card.number", "card.cvc"], response: ["receipt.token"])
    ) { _ in
      .success("Paid", data: ["receipt": ["token": "receipt-SECRET-42", "amount": 12_000]])
    }
    return WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["app.example.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])),
      plugins: plugins, sessionStorageKey: "accessToken",
      credentials: CredentialPolicy(askedHosts: HostAllowList(["intranet.example.com"])))
  }

  static func payment(_ number: String, callback: String) -> JSONValue {
    ["type": "confirmPayment", "callback": .string(callback), "data": ["card": ["number": .string(number), "cvc": "cvc-SECRET-987"]]]
  }

  /// A session that carries every secret of ``secrets``, each through the action that brings it.
  static let session: [WebViewFeature.Action] = [
    .accessTokenChanged("tok1-SECRET-7f3a9"),
    .sessionCookiesChanged([
      SessionCookie(name: "sid", value: "cookie-SECRET-5150", domain: "app.example.com"),
      SessionCookie(name: "bad", value: "bad cookie-SECRET;value", domain: "app.example.com"),
    ]),
    .load(home),
    .navigationRequested(1, NavigationRequest(url: home, type: .other)),
    .loadStarted(1, url: home),
    .loadCommitted(1, url: home),
    .loadFinished(1),
    // The document on screen gets the new token at once, in a script the log records.
    .accessTokenChanged("tok2-SECRET-b81c0"),
    .scriptMessageReceived(body: ["type": "ready", "callback": "bridge.callbacks.cb0"], frame: frame),
    .scriptMessageReceived(body: payment("4111-SECRET-1111", callback: "bridge.callbacks.cb1"), frame: frame),
    .scriptMessageReceived(
      body: .string(payment("text-SECRET-4000", callback: "bridge.callbacks.cb2").jsonText()), frame: frame),
    .replyHandlerMessageReceived(7, body: payment("handler-SECRET-4001", callback: "unused"), frame: frame),
    .scriptMessageReceived(body: ["type": "getUserInfo", "callback": "bridge.callbacks.cb3"], frame: frame),
    .dialogRequested(JSDialog(id: 1, kind: .prompt(defaultText: nil), message: "Your name?")),
    .dialogAnswered(1, .prompted("prompt-SECRET-answer")),
    .dialogRequested(JSDialog(id: 2, kind: .confirm, message: "Leave?")),
    .dialogAnswered(2, .prompted("mismatch-SECRET-answer")),
    .dialogAnswered(2, .confirmed(true)),
    .dialogRequested(JSDialog(id: 3, kind: .fileInput(allowsMultipleSelection: false, allowsDirectories: false), message: "")),
    .dialogAnswered(3, .filesSelected([URL(fileURLWithPath: "/a.png"), URL(fileURLWithPath: "/Users/mina/mismatch-SECRET-file.pdf")])),
    .dialogAnswered(3, .filesSelected([URL(fileURLWithPath: "/Users/mina/passport-SECRET-scan.png")])),
    .dialogRequested(
      JSDialog(
        id: 4, kind: .credentials(AuthenticationRequest(host: "intranet.example.com", port: 443, realm: "Staff", method: .basic, isSecure: true)),
        message: "")),
    .dialogAnswered(4, .credentialsProvided(Credentials(user: "", password: "empty-user-SECRET-pw"))),
    .dialogAnswered(4, .credentialsProvided(Credentials(user: "mina-SECRET-user", password: "pass-SECRET-word"))),
    .signInFinished(.callback(URL(string: "myapp://signed-in?code=code-SECRET-4242&state=state-SECRET-77#frag-SECRET-9")!)),
    .accessTokenChanged(nil),
    .sessionCookiesChanged([]),
  ]

  private func makeStore() -> Store<WebViewFeature.State, WebViewFeature.Action> {
    Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Self.configuration)) {
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.date = .constant(Date(timeIntervalSince1970: 1_750_000_000))
      $0.appInfo = AppInfo(appVersion: "2.3.0", build: "412", osVersion: "17.5", device: "iPhone15,2", userName: "User SECRET Name")
    }
  }

  /// Records ``session`` to `destination`; every effect has finished when it returns.
  private func record(
    to destination: ActionRecorder<WebViewFeature.State, WebViewFeature.Action>.Destination,
    redaction: WebViewLogRedaction = .all
  ) async throws -> ActionRecorder<WebViewFeature.State, WebViewFeature.Action> {
    let store = makeStore()
    let recorder = try ActionRecorder(
      screen: store, configuration: Self.configuration, destination: destination, checkpointInterval: 1,
      redaction: redaction)
    for action in Self.session { await store.send(action).finish() }
    try await recorder.flush()
    return recorder
  }

  /// Every file under the scratch folder, the recovered flight recordings' logs written beside
  /// their rings first.
  private func writtenBytes() throws -> [(name: String, bytes: Data)] {
    let rings = FlightRecording.files(in: flightFolder)
    for ring in rings {
      try FlightRecording(contentsOf: ring).log.write(to: ring.appendingPathExtension("recovered.jsonl"))
    }
    let files = FileManager.default.enumerator(at: scratch.url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
    #expect(files.count(where: { $0.pathExtension == "wvflight" }) == rings.count)
    return try files.filter { !$0.hasDirectoryPath }.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
  }

  private func leaks(keeping kept: Set<WebViewLogRedaction.Secret> = []) throws -> [String] {
    let files = try writtenBytes()
    #expect(!files.isEmpty)
    return Self.secrets.filter { !kept.contains($0.kind) }.flatMap { secret in
      files.filter { $0.bytes.range(of: Data(secret.text.utf8)) != nil }.map { "\(secret.text) in \($0.name)" }
    }
  }

  private var flightFolder: URL { scratch.url.appendingPathComponent("flight", isDirectory: true) }

  nonisolated private static let destinations: [String] = ["file", "rotatingFile", "memory", "flightRecorder"]

  private func destination(_ name: String) -> ActionRecorder<WebViewFeature.State, WebViewFeature.Action>.Destination {
    switch name {
    case "file": .file(scratch.newFile("log.jsonl"))
    case "rotatingFile": .rotatingFile(scratch.newFile("log.jsonl"), maxBytes: 4_000, keepingFiles: 50)
    case "memory": .memory(keepingLast: 100, flushingTo: scratch.newFile("bug.jsonl"))
    default: .flightRecorder(folder: flightFolder, fileSize: 1 << 18)
    }
  }

  @Test(arguments: destinations)
  func noSecretIsInAnyFileTheRecorderWrote(destination name: String) async throws {
    _ = try await record(to: destination(name))
    #expect(try leaks() == [])
  }

  @Test func theRotatingLogReallyRotated() async throws {
    _ = try await record(to: destination("rotatingFile"))
    #expect(try writtenBytes().count > 3)
  }

  /// The scan can fail: keeping a secret puts it in the files, and only that one.
  @Test(arguments: WebViewLogRedaction.Secret.allCases)
  func keepingASecretIsOneLineAndKeepsOnlyIt(_ kept: WebViewLogRedaction.Secret) async throws {
    _ = try await record(to: destination("flightRecorder"), redaction: .keeping([kept]))
    #expect(try leaks(keeping: [kept]) == [])
    let files = try writtenBytes()
    for secret in Self.secrets where secret.kind == kept {
      #expect(files.contains { $0.bytes.range(of: Data(secret.text.utf8)) != nil }, "\(secret.text) was not kept")
    }
  }

  @Test(arguments: destinations)
  func theRedactedLogReplaysToEveryCheckpoint(destination name: String) async throws {
    _ = try await record(to: destination(name))
    let logs = try writtenBytes().filter { $0.name.hasSuffix(".jsonl") }
    try #require(!logs.isEmpty)
    for log in logs {
      let url = scratch.newFile("replayed-" + log.name)
      try log.bytes.write(to: url)
      let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
      let appInfo = try #require(AppInfo(logMetadata: reader.header.metadata))
      let replayer = try withDependencies {
        $0.appInfo = appInfo
      } operation: {
        try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: Self.configuration))
      }
      while let step = try replayer.next() {
        #expect(step.verification != .diverged, "\(log.name) line \(step.line): \(step.divergence ?? "")")
      }
      try FileManager.default.removeItem(at: url)
    }
  }

  /// Nothing is redacted that the app kept: the actions are written as they were sent, and the
  /// states hold the token's script.
  @Test func keepingEverythingWritesTheSessionAsItWas() async throws {
    let url = scratch.newFile("kept.jsonl")
    _ = try await record(to: .file(url), redaction: .keeping(Set(WebViewLogRedaction.Secret.allCases)))
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    var external: [WebViewFeature.Action] = []
    var answers: [BridgeRequest] = []
    var first: WebViewFeature.State?
    while let entry = try reader.next() {
      if entry.origin == .external { external.append(entry.action) }
      if case .pluginResponded(let request, _) = entry.action { answers.append(request) }
      if first == nil { first = entry.checkpoint }
    }
    #expect(external == Self.session)
    #expect(answers.map { $0.payload["card"]?["number"] } == ["4111-SECRET-1111", "text-SECRET-4000", "handler-SECRET-4001"])
    let configuration = Self.configuration
    let script = SessionScripts.script(
      token: "tok1-SECRET-7f3a9", storageKey: configuration.sessionStorageKey,
      origins: configuration.sessionOrigins.lists(configuration.bridge))
    #expect(first?.documentStartScripts == [script])
  }

  /// Whatever the app keeps, the log still replays to its checkpoints.
  @Test(arguments: WebViewLogRedaction.Secret.allCases)
  func aLogKeepingOneSecretStillReplays(_ kept: WebViewLogRedaction.Secret) async throws {
    let url = scratch.newFile("kept.jsonl")
    _ = try await record(to: .file(url), redaction: .keeping([kept]))
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    let appInfo = try #require(AppInfo(logMetadata: reader.header.metadata))
    let replayer = try withDependencies {
      $0.appInfo = appInfo
    } operation: {
      try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: Self.configuration))
    }
    while let step = try replayer.next() {
      #expect(step.verification == .matched, "line \(step.line): \(step.divergence ?? "")")
    }
  }
}
