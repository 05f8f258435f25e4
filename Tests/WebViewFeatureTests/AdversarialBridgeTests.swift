import BridgeClient
import Foundation
import JSON
import StoreRuntime
import Testing
import WebViewFeature

/// Hostile page input through the whole reducer (TestStore, recording web view and bridge), with
/// the safe result each case must end in. Unit-level tables for the same inputs live in
/// BridgeClientTests; these check what actually reaches the page and the host.
@MainActor
struct AdversarialBridgeTests {
  private func receive(_ body: JSONValue, frame: BridgeFrame = Fixture.mainFrame) -> Action {
    .scriptMessageReceived(body: body, frame: frame)
  }

  /// The error of the single dropped-message diagnostic in `calls`, if that is all there is.
  private func dropped(_ calls: [WebViewClient.Call]) -> BridgeMessageError? {
    guard calls.count == 1, case .diagnose(.messageDropped(let error)) = calls[0] else { return nil }
    return error
  }

  // MARK: Payload strings: echoed back byte for byte, never breaking out of the literal

  nonisolated static let hostilePayloads: [(name: String, text: String)] = [
    ("quotes", #"'"'`"); alert(1); ("#),
    ("backslashes", #"\\\"\u2028\n\\"#),
    ("line and paragraph separators", "a\u{2028}b\u{2029}c"),
    ("every control character", String((0..<0x20).map { Character(Unicode.Scalar($0)!) }) + "\u{7F}"),
    ("closing script tag", "</script><script>alert(1)</script>"),
    ("html comment", "<!-- <script> -->"),
    ("non-BMP and combining", "😀𝄞👩‍👩‍👧 e\u{301} \u{FEFF}"),
    ("replacement character where a lone surrogate was", String(decoding: [0xD800 as UInt16, 0x41], as: UTF16.self)),
    ("a megabyte of breakers", String(repeating: "</script>\u{2028}\"\\\u{0}😀", count: 1 << 16)),
  ]

  @Test(arguments: hostilePayloads.indices)
  func hostilePayloadIsEchoedExactlyAsData(_ index: Int) async throws {
    let text = Self.hostilePayloads[index].text
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("greeting", data: .string(text))))
    let script = try #require(h.page.scripts.first)
    #expect(h.page.scripts.count == 1)
    #expect(script == (try Fixture.reply(.success("Hello from native", data: .string(text)))))
    for breaker in ["<", ">", "\u{2028}", "\u{2029}", "\n", "\r", "\u{0}"] {
      #expect(!script.contains(breaker), "raw \(breaker.debugDescription) in the script")
    }
    let argument = try #require(script.hasPrefix("cb(") && script.hasSuffix(")") ? script.dropFirst(3).dropLast() : nil)
    let echoed = try JSONValue(jsonText: String(argument), limits: JSONLimits(maxBytes: 64 << 20, maxStringLength: 64 << 20))
    #expect(echoed["data"]?.stringValue?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
    await h.finish()
  }

  /// Regression: a JSON-text body that was refused got no reply even when it named a valid route.
  nonisolated static let refusedTextBodies: [(name: String, text: String, code: String)] = [
    ("lone surrogate escape", #"{"type":"greeting","callback":"cb","data":"\ud800"}"#, "INVALID_PAYLOAD"),
    (
      "10,000-deep payload",
      #"{"type":"greeting","callback":"cb","data":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}",
      "PAYLOAD_TOO_LARGE"
    ),
  ]

  @Test(arguments: refusedTextBodies.indices)
  func refusedTextBodyNamingACallbackIsAnswered(_ index: Int) async throws {
    let (name, text, code) = Self.refusedTextBodies[index]
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(.string(text)))
    #expect(h.page.scripts.count == 1, "\(name)")
    #expect(h.page.scripts.first?.hasPrefix(#"cb({"code":"\#(code)","#) == true, "\(name)")
    #expect(h.web.calls.isEmpty, "\(name)")
    await h.finish()
  }

  // MARK: Callback names and ids: a hostile one gets no script at all

  nonisolated static let hostileCallbackNames = [
    "alert(1)", "cb;alert(1)", "", String(repeating: "a", count: JSFunctionPath.maxLength + 1), "cb١", "ｃｂ",
    "a.constructor", "eval", "window.eval", "__proto__.x", "1cb", "cb</script>", "window['x']", "cb\u{2028}",
    "cb.", ".cb", "a..b", "new", "setTimeout",
  ]

  @Test(arguments: hostileCallbackNames)
  func hostileCallbackNameIsDroppedWithoutAnyScript(_ name: String) async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("greeting", data: "hi", callback: name)))
    let error = try #require(dropped(h.web.calls))
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  nonisolated static let hostileCallbackIDs: [JSONValue] = [
    "1);alert(1);//", "", .string(String(repeating: "7", count: CallbackID.maxLength + 1)), "١٢٣", "٣", "12\u{2028}",
    "</script>", 1.5, 9_007_199_254_740_992, -9_007_199_254_740_992, true, [1], ["id": 1],
  ]

  @Test(arguments: hostileCallbackIDs)
  func hostileCallbackIDIsDroppedWithoutAnyScript(_ id: JSONValue) async throws {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(dialect: .wadInterface()))
    await h.send(receive(["action": "appVersion", "callbackId": id]))
    let error = try #require(dropped(h.web.calls))
    #expect(error.code == .malformedMessage)
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test(arguments: [
    (JSONValue.number(9_007_199_254_740_991), "9007199254740991"), (-9_007_199_254_740_991, "-9007199254740991"),
    ("A-z_0.9:-", #""A-z_0.9:-""#),
  ])
  func extremeValidCallbackIDIsSentBackAsALiteral(_ id: JSONValue, literal: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Fixture.configuration(dialect: .wadInterface()))
    await h.send(receive(["action": "appVersion", "callbackId": id]))
    #expect(h.page.scripts == ["wadInterface.fromNative(\(literal),true,{\"version\":\"2.3.0\"})"])
    await h.finish()
  }

  // MARK: Malformed bodies: dropped with a diagnostic, or answered with an error when routable

  nonisolated static let unroutableBodies: [(name: String, body: JSONValue, code: BridgeErrorCode)] = [
    ("text that is not JSON", "not json", .invalidPayload),
    ("JSON text of a string", #""a string""#, .malformedMessage),
    ("number", 1, .malformedMessage),
    ("array", [1, 2], .malformedMessage),
    ("null", nil, .malformedMessage),
    ("empty object", [:], .malformedMessage),
    ("10,000-deep JSON text", .string(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)), .payloadTooLarge),
    ("text over the size limit", .string(#"{"type":"greeting","data":""# + String(repeating: "x", count: 9 << 20) + #""}"#), .payloadTooLarge),
  ]

  @Test(arguments: unroutableBodies.indices)
  func unroutableBodyIsDroppedWithADiagnostic(_ index: Int) async throws {
    let (name, body, code) = Self.unroutableBodies[index]
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(body))
    let error = try #require(dropped(h.web.calls), "\(name)")
    #expect(error.code == code, "\(name)")
    #expect(h.page.scripts.isEmpty, "\(name)")
    await h.finish()
  }

  @Test func routableMessageWithoutTypeIsAnsweredWithMalformedMessage() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(["callback": "cb", "data": 1]))
    let script = try #require(h.page.scripts.first)
    #expect(script.hasPrefix(#"cb({"code":"MALFORMED_MESSAGE","#))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  /// Regression: a ready-made body was not measured against the configured limits.
  @Test func deepBodyBuiltByTheHostIsAnsweredWithPayloadTooLarge() async throws {
    var deep: JSONValue = .null
    for _ in 0..<10_000 { deep = .array([deep]) }
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("greeting", data: deep)))
    #expect(h.page.scripts.count == 1)
    #expect(h.page.scripts.first?.hasPrefix(#"cb({"code":"PAYLOAD_TOO_LARGE","#) == true)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  /// Regression: a NaN or an infinity in a body the host built (or a log replayed) got no reply at
  /// all, only `replyNotDelivered`, so the page waited for its timeout.
  nonisolated static let nonFiniteBodies: [(name: String, body: JSONValue, path: String)] = [
    ("NaN in a payload the action echoes", Fixture.message("greeting", data: .number(.nan)), "$.data"),
    (
      "infinity deep in a payload the action ignores",
      Fixture.message("appVersion", data: ["a": [1, ["b": .number(.infinity)]]]), "$.data.a[1].b"
    ),
    ("-infinity in a field no dialect reads", ["type": "getUserInfo", "callback": "cb", "x": .number(-.infinity)], "$.x"),
    ("NaN for an unknown action", Fixture.message("launchRockets", data: [.number(.nan)]), "$.data[0]"),
  ]

  @Test(arguments: nonFiniteBodies.indices)
  func nonFiniteNumberAnywhereInARoutableBodyIsAnsweredWithInvalidPayload(_ index: Int) async throws {
    let (name, body, path) = Self.nonFiniteBodies[index]
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(body))
    let reason = JSONValueError.nonFiniteNumber(path: path).description
    #expect(h.page.scripts == [try Fixture.reply(.failure(.invalidPayload, reason))], "\(name)")
    #expect(h.web.calls.isEmpty, "\(name)")
    await h.finish()
  }

  @Test func nonFiniteNumberInABodyWithoutARouteIsDroppedWithADiagnostic() async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("greeting", data: .number(.nan), callback: nil)))
    let error = try #require(dropped(h.web.calls))
    #expect(error == BridgeMessageError(code: .invalidPayload, reason: JSONValueError.nonFiniteNumber(path: "$.data").description))
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func deepNSArrayBodyDecodedByTheHostIsAnsweredWithPayloadTooLarge() async throws {
    let box = LargeStackBody()
    box.build(depth: 10_000)
    let result = BridgeMessage.decode(body: box.body, frame: Fixture.mainFrame, configuration: Fixture.configuration().bridge)
    box.release()
    guard case .failure(let error) = result else { Issue.record("a 10,000-deep body was accepted"); return }
    let h = Harness(Fixture.loadedPage)
    await h.send(.scriptMessageRejected(error))
    #expect(h.page.scripts.count == 1)
    #expect(h.page.scripts.first?.hasPrefix(#"cb({"code":"PAYLOAD_TOO_LARGE","#) == true)
    await h.finish()
  }

  @Test func theConfiguredLimitsApplyToABodyTheHostBuilt() async throws {
    var configuration = Fixture.configuration()
    configuration.bridge.limits = JSONLimits(maxDepth: 4)
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(receive(Fixture.message("greeting", data: [[[[nil]]]])))
    let reason = JSONValueError.tooDeep(limit: 4).description
    #expect(h.page.scripts == [try Fixture.reply(.failure(.payloadTooLarge, reason))])
    await h.finish()
  }

  // MARK: Plugins: only messages that passed every check

  /// Each case: a message for the plugin `spy` that one check refuses (limits: depth 4).
  nonisolated static let refusedBeforeThePlugin: [(check: String, body: JSONValue, frame: BridgeFrame)] = [
    ("origin", Fixture.message("spy"), BridgeFrame(url: Fixture.evil)),
    ("sub-frame", Fixture.message("spy"), BridgeFrame(url: Fixture.home, isMainFrame: false)),
    ("limits", Fixture.message("spy", data: [[[[nil]]]]), Fixture.mainFrame),
    ("non-finite number", Fixture.message("spy", data: ["n": .number(.infinity)]), Fixture.mainFrame),
    ("reply route", Fixture.message("spy", callback: "alert(1)"), Fixture.mainFrame),
    ("JSON text", .string(#"{"type":"spy","callback":"cb","data":"\ud800"}"#), Fixture.mainFrame),
  ]

  @Test(arguments: refusedBeforeThePlugin.indices)
  func aPluginNeverSeesAMessageACheckRefused(_ index: Int) async throws {
    let (check, body, frame) = Self.refusedBeforeThePlugin[index]
    let calls = LockIsolated(0)
    var plugins = PluginRegistry()
    try plugins.register("spy") { _ in
      calls.withValue { $0 += 1 }
      return .success()
    }
    var configuration = Fixture.configuration(plugins: plugins)
    configuration.bridge.limits = JSONLimits(maxDepth: 4)
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(receive(body, frame: frame))
    #expect(calls.value == 0, "\(check)")
    await h.finish()
  }

  // MARK: Origins: nothing from an untrusted frame reaches a handler or the page

  nonisolated static let untrustedFrames: [BridgeFrame] = [
    BridgeFrame(url: URL(string: "https://example.com.evil.com/")), BridgeFrame(url: URL(string: "https://evilexample.com/")),
    BridgeFrame(url: URL(string: "https://example.com@evil.com/")), BridgeFrame(url: URL(string: "https://evil.com\\@example.com/")),
    BridgeFrame(url: URL(string: "http://example.com%2f@evil.com/")), BridgeFrame(url: Fixture.home, isMainFrame: false),
    BridgeFrame(url: nil), BridgeFrame(url: URL(string: "file:///app/index.html")), BridgeFrame(url: URL(string: "about:blank")),
    BridgeFrame(url: URL(string: "data:text/html,<script>x</script>")),
  ]

  @Test(arguments: untrustedFrames)
  func messageFromAnUntrustedFrameIsDroppedBeforeAnythingElse(_ frame: BridgeFrame) async throws {
    let h = Harness(Fixture.loadedPage)
    await h.send(receive(Fixture.message("showToast", data: ["message": "pwned"]), frame: frame))
    await h.send(receive(.string("not even JSON"), frame: frame))
    #expect(h.web.calls.count == 2)
    for call in h.web.calls {
      guard case .diagnose(.messageDropped(let error)) = call else { Issue.record("unexpected \(call)"); continue }
      #expect(error.code == .untrustedOrigin)
      #expect(error.replyRoute == nil)
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }
}

/// Builds and releases a deeply nested Foundation body on a thread with a large stack: nested
/// Foundation containers release their children recursively.
private final class LargeStackBody: @unchecked Sendable {
  var body: Any = NSNull()

  func build(depth: Int) {
    onLargeStack {
      var value: Any = NSArray()
      for _ in 0..<depth { value = NSArray(object: value) }
      self.body = ["type": "greeting", "callback": "cb", "data": value] as [String: Any]
    }
  }

  func release() {
    onLargeStack { self.body = NSNull() }
  }

  private func onLargeStack(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work()
      done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    done.wait()
  }
}
