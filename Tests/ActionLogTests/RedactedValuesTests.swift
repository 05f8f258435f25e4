import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// What a screen's redacted log shows in place of each secret: placeholders a support engineer
/// can still read (which token, which callback fields), and that keep the screen's decisions.
@MainActor
struct RedactedValuesTests {
  private let scratch = TemporaryFolder()

  private struct Recorded {
    var header: ActionLogHeader<WebViewFeature.State>
    var entries: [ActionLogEntry<WebViewFeature.State, WebViewFeature.Action>]
    var actions: [WebViewFeature.Action] { entries.map(\.action) }
    var calls: [WebViewCall] { entries.flatMap(\.calls).compactMap { try? $0.call.decode(WebViewCall.self, root: "call") } }
  }

  private func record(
    _ actions: [WebViewFeature.Action], userName: String? = "User SECRET Name",
    configuration: WebViewFeature.Configuration = RecordingSecretsTests.configuration,
    recordingWith recorderConfiguration: WebViewFeature.Configuration? = nil, metadata: [String: String] = [:]
  ) async throws -> Recorded {
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.date = .constant(Date(timeIntervalSince1970: 1_750_000_000))
      $0.appInfo = AppInfo(appVersion: "2.3.0", build: "412", osVersion: "17.5", device: "iPhone15,2", userName: userName)
    }
    let url = scratch.newFile("log.jsonl")
    let recorder = try ActionRecorder(
      screen: store, configuration: recorderConfiguration ?? configuration, destination: .file(url), checkpointInterval: 1,
      metadata: metadata)
    for action in actions { await store.send(action).finish() }
    try await recorder.flush()
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    var entries: [ActionLogEntry<WebViewFeature.State, WebViewFeature.Action>] = []
    while let entry = try reader.next() { entries.append(entry) }
    return Recorded(header: reader.header, entries: entries)
  }

  private static let storageKey = RecordingSecretsTests.configuration.sessionStorageKey
  private static let origins = RecordingSecretsTests.configuration.sessionOrigins.lists(RecordingSecretsTests.configuration.bridge)

  private static func sessionScript(_ token: String?) -> String {
    SessionScripts.script(token: token, storageKey: storageKey, origins: origins)
  }

  @Test func eachDistinctTokenHasItsOwnNumberInActionsAndStates() async throws {
    let recorded = try await record([.accessTokenChanged("t-one"), .accessTokenChanged("t-two"), .accessTokenChanged("t-one")])
    #expect(
      recorded.actions == [
        .accessTokenChanged("<redacted token 1>"), .accessTokenChanged("<redacted token 2>"),
        .accessTokenChanged("<redacted token 1>"),
      ])
    #expect(
      recorded.entries.map(\.checkpoint?.documentStartScripts) == [
        [Self.sessionScript("<redacted token 1>")], [Self.sessionScript("<redacted token 2>")],
        [Self.sessionScript("<redacted token 1>")],
      ])
  }

  @Test func signingOutIsWrittenAsItIs() async throws {
    let recorded = try await record([.accessTokenChanged("t-one"), .accessTokenChanged(""), .accessTokenChanged(nil)])
    #expect(recorded.actions == [.accessTokenChanged("<redacted token 1>"), .accessTokenChanged(""), .accessTokenChanged(nil)])
    #expect(recorded.entries.last?.checkpoint?.documentStartScripts == [Self.sessionScript(nil)])
  }

  @Test func theDeliveredScriptCarriesTheTokensPlaceholder() async throws {
    let home = RecordingSecretsTests.home
    let recorded = try await record([
      .load(home), .loadStarted(1, url: home), .loadCommitted(1, url: home), .accessTokenChanged("t-one"),
    ])
    #expect(recorded.calls.contains(.page(.script(Self.sessionScript("<redacted token 1>")))))
  }

  /// A recorder told another configuration than the reducer's cannot find the token: it writes
  /// no script rather than one that may hold it.
  @Test func aSessionScriptOfAnotherConfigurationIsWrittenAsThePlaceholder() async throws {
    var other = RecordingSecretsTests.configuration
    other.sessionStorageKey = "somethingElse"
    let recorded = try await record([.accessTokenChanged("t-one")], recordingWith: other)
    #expect(recorded.entries.first?.checkpoint?.documentStartScripts == [WebViewLogRedaction.placeholder])
  }

  @Test func aCookieValueTheScreenRefusesStaysOneItRefuses() async throws {
    let good = SessionCookie(name: "sid", value: "v1", domain: "app.example.com")
    let bad = SessionCookie(name: "bad", value: "a b", domain: "app.example.com")
    let recorded = try await record([.sessionCookiesChanged([good, bad])])
    guard case .sessionCookiesChanged(let cookies) = recorded.actions.first else {
      Issue.record("no sessionCookiesChanged entry")
      return
    }
    #expect(cookies.map(\.value) == [WebViewLogRedaction.placeholder, "<redacted, not a valid value>"])
    #expect(cookies.map { $0.problem == nil } == [true, false])
    #expect(cookies.map(\.id) == [good.id, bad.id])
  }

  @Test func onlyATypedAnswerIsRedacted() async throws {
    let prompt = { (id: DialogID) in WebViewFeature.Action.dialogRequested(JSDialog(id: id, kind: .prompt(defaultText: "Kim"), message: "Name?")) }
    let recorded = try await record([
      prompt(1), .dialogAnswered(1, .prompted("typed")), prompt(2), .dialogAnswered(2, .prompted("")), prompt(3),
      .dialogAnswered(3, .prompted(nil)),
    ])
    #expect(
      recorded.actions == [
        prompt(1), .dialogAnswered(1, .prompted(WebViewLogRedaction.placeholder)), prompt(2), .dialogAnswered(2, .prompted("")),
        prompt(3), .dialogAnswered(3, .prompted(nil)),
      ])
    #expect(
      recorded.calls == [
        .webView(.completeDialog(1, .prompted(WebViewLogRedaction.placeholder))), .webView(.completeDialog(2, .prompted(""))),
        .webView(.completeDialog(3, .prompted(nil))),
      ])
  }

  @Test func aCallbackKeepsItsShapeButNoValue() async throws {
    let callback = URL(string: "myapp://user:pw@signed-in/done?code=c-1&state=s-2&flag#frag")!
    let recorded = try await record([.signInFinished(.callback(callback)), .signInFinished(.cancelled)])
    let redacted = URL(string: "myapp://signed-in/done?code=redacted&state=redacted&flag#redacted")!
    #expect(
      recorded.actions == [
        .signInFinished(.callback(redacted)), .delegate(.signInFinished(.callback(redacted))), .signInFinished(.cancelled),
        .delegate(.signInFinished(.cancelled)),
      ])
  }

  @Test func theHeaderNamesNoUserAndNobodyStaysNobody() async throws {
    let named = try await record([])
    #expect(AppInfo(logMetadata: named.header.metadata)?.userName == WebViewLogRedaction.placeholder)
    let nobody = try await record([], userName: nil)
    #expect(AppInfo(logMetadata: nobody.header.metadata)?.userName == nil)
  }

  @Test func theHeadersConfigurationAndFactsWinOverTheAppsMetadata() async throws {
    let recorded = try await record([], metadata: ["ticket": "T-1", "appVersion": "spoofed", "configuration": "{}"])
    let expected = RecordingSecretsTests.configuration.logMetadata
    #expect(recorded.header.metadata["ticket"] == "T-1")
    #expect(recorded.header.metadata["appVersion"] == "2.3.0")
    for (key, value) in expected { #expect(recorded.header.metadata[key] == value, "\(key)") }
    #expect(recorded.header.schemaVersion == WebViewFeature.logSchema.version)
  }

  /// Its text may hold the secret anywhere, so the whole body goes; other unreadable bodies stay
  /// as the page sent them, for the refusal to be explained.
  @Test func anUnreadableMessageNamingASecretActionIsWrittenAsThePlaceholder() async throws {
    let frame = RecordingSecretsTests.frame
    let secret = #"{"type":"confirmPayment","callback":"bridge.callbacks.cb1","data":{"card":{"number":"4111"}},"data":1}"#
    let other = #"{"type":"getLocation","callback":"bridge.callbacks.cb2","x":1,"x":2}"#
    let recorded = try await record([
      .scriptMessageReceived(body: .string(secret), frame: frame), .scriptMessageReceived(body: .string(other), frame: frame),
    ])
    #expect(
      recorded.actions == [
        .scriptMessageReceived(body: .string(WebViewLogRedaction.placeholder), frame: frame),
        .scriptMessageReceived(body: .string(other), frame: frame),
      ])
  }

  @Test func aMessageOfAnActionWithoutSecretFieldsIsWrittenAsItIs() async throws {
    let frame = RecordingSecretsTests.frame
    let body: JSONValue = ["type": "getLocation", "data": ["card": ["number": "4111"]]]
    let text: JSONValue = .string(#"{"type":"getLocation","data":{"card":{"number":"4111"}}}"#)
    let recorded = try await record([.scriptMessageReceived(body: body, frame: frame), .scriptMessageReceived(body: text, frame: frame)])
    #expect(recorded.actions == [.scriptMessageReceived(body: body, frame: frame), .scriptMessageReceived(body: text, frame: frame)])
  }

  @Test func getUserInfoAnswersNobodyAsNull() async throws {
    let frame = RecordingSecretsTests.frame
    let recorded = try await record(
      [.scriptMessageReceived(body: ["type": "getUserInfo", "callback": "bridge.callbacks.cb1"], frame: frame)], userName: nil)
    guard case .page(.reply(_, _, let response)) = recorded.calls.first else {
      Issue.record("no reply was recorded")
      return
    }
    #expect(response.data?["name"] == .null)
  }
}
