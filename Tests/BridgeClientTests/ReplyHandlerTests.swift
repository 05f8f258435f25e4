import BridgeClient
import Foundation
import JSON
import StoreRuntime
import Testing

/// Messages posted to the reply handler (`BridgeConfiguration.replyHandlerName`): the host's id
/// is their route, whatever their body says, and every refusal carries it, so the page's promise
/// always settles.
struct ReplyHandlerDecodingTests {
  let configuration = Fixtures.configuration(.typeCallback())

  private func decode(_ body: Any, frame: BridgeFrame = Fixtures.trustedFrame) -> Result<BridgeRequest, BridgeMessageError> {
    BridgeMessage.decode(body: body, frame: frame, configuration: configuration, replyHandler: 7)
  }

  @Test func theRouteIsTheReplyHandlerWhateverTheBodyNames() throws {
    let request = try decode(["type": "greeting", "callback": "cb", "data": ["a": NSNumber(value: 1)]] as [String: Any]).get()
    #expect(request.replyRoute == .replyHandler(7))
    #expect(request.action == "greeting")
    #expect(request.payload == ["a": 1])
  }

  @Test func aCallbackNameThatCouldNotBeCalledDoesNotMatter() throws {
    let request = try decode(["type": "greeting", "callback": "alert(1)"] as [String: Any]).get()
    #expect(request.replyRoute == .replyHandler(7))
  }

  @Test func anUntrustedFrameIsRefusedAlongTheReplyHandler() {
    let evil = BridgeFrame(url: URL(string: "https://evil.com/"), isMainFrame: true)
    let error = decode(["type": "greeting"] as [String: Any], frame: evil).failure
    #expect(error?.code == .untrustedOrigin)
    #expect(error?.replyRoute == .replyHandler(7))
  }

  @Test func aBodyThatIsNotAnObjectIsRefusedAlongTheReplyHandler() {
    let error = decode(NSNumber(value: 3)).failure
    #expect(error?.code == .malformedMessage)
    #expect(error?.replyRoute == .replyHandler(7))
  }

  @Test(arguments: [
    (#"{"data":null}"#, BridgeErrorCode.malformedMessage),
    ("[1]", .malformedMessage),
    (#"{"type":"#, .invalidPayload),
    (#"{"type":"a","data":""# + String(repeating: "x", count: JSONLimits.default.maxStringLength + 1) + #""}"#, .payloadTooLarge),
  ])
  func aTextBodyThatCannotBeReadIsRefusedAlongTheReplyHandler(body: String, code: BridgeErrorCode) {
    let error = decode(body).failure
    #expect(error?.code == code)
    #expect(error?.replyRoute == .replyHandler(7))
  }

  @Test func aJSONBodyOverTheLimitsIsRefusedAlongTheReplyHandler() {
    let big = JSONValue.string(String(repeating: "x", count: JSONLimits.default.maxStringLength + 1))
    let error = BridgeMessage.decode(
      json: ["type": "a", "callback": "cb", "data": big], frame: Fixtures.trustedFrame, configuration: configuration,
      replyHandler: 7
    ).failure
    #expect(error?.code == .payloadTooLarge)
    #expect(error?.replyRoute == .replyHandler(7))
  }

  @Test func withoutAReplyHandlerTheBodysRouteCountsAsBefore() throws {
    let request = try BridgeMessage.decode(
      json: ["type": "greeting", "callback": "cb"], frame: Fixtures.trustedFrame, configuration: configuration
    ).get()
    #expect(request.replyRoute == .callback(try JSFunctionPath(validating: "cb")))
  }

  @Test func theReplyHandlerHasNoScript() throws {
    #expect(try ReplyRoute.replyHandler(7).script(for: .success()) == nil)
  }
}

/// What settles the page's promise: a value, or an error text that carries the code.
struct HandlerReplyTests {
  @Test func aSuccessResolvesWithItsData() throws {
    #expect(try HandlerReply(.success("Hi", data: ["a": [1, "b"]])) == .resolve(["a": [1, "b"]]))
  }

  @Test func aSuccessWithoutDataResolvesWithNull() throws {
    #expect(try HandlerReply(.success("OK")) == .resolve(.null))
  }

  @Test func aFailureRejectsWithItsCodeAndMessage() throws {
    #expect(try HandlerReply(.failure(.unknownAction, "No handler.")) == .reject("UNKNOWN_ACTION: No handler."))
  }

  @Test func aFailureWithoutACodeRejectsAsHandlerFailed() throws {
    #expect(try HandlerReply(BridgeResponse(success: false, message: "Broke.")) == .reject("HANDLER_FAILED: Broke."))
  }

  @Test func dataWithNaNIsRefused() {
    #expect(throws: JavaScriptError.nonFiniteNumber) { try HandlerReply(.success(data: ["x": [.number(.nan)]])) }
  }

  @Test func webKitGetsFoundationObjectsAndNoErrorForAValue() throws {
    let arguments = HandlerReply.resolve(["flag": true, "n": 1.5, "s": "텍스트", "none": nil, "list": [false]]).replyHandlerArguments
    #expect(arguments.errorMessage == nil)
    let object = try #require(arguments.reply as? NSDictionary)
    #expect(object["flag"] as? NSNumber == NSNumber(value: true))
    #expect(object["n"] as? NSNumber == NSNumber(value: 1.5))
    #expect(object["s"] as? String == "텍스트")
    #expect(object["none"] is NSNull)
    #expect((object["list"] as? NSArray)?.firstObject as? NSNumber == NSNumber(value: false))
    #expect(try JSONValue(foundation: object) == ["flag": true, "n": 1.5, "s": "텍스트", "none": nil, "list": [false]])
  }

  @Test func webKitGetsNoValueAndTheTextForARejection() {
    let arguments = HandlerReply.reject("CANCELLED: Gone.").replyHandlerArguments
    #expect(arguments.reply == nil)
    #expect(arguments.errorMessage == "CANCELLED: Gone.")
  }
}

/// `BridgeClient` answers a reply handler's message through `answer`, never with a script.
struct ReplyHandlerClientTests {
  let request = BridgeRequest(action: "greeting", payload: ["a": 1], replyRoute: .replyHandler(4), frame: Fixtures.trustedFrame)

  @Test func aReplyGoesToAnswerAndNoScriptIsEvaluated() async throws {
    let (client, recorder) = BridgeClient.recording()
    #expect(try await client.reply(to: request, with: .success(data: ["a": 1])) == nil)
    #expect(recorder.scripts.isEmpty)
    #expect(recorder.answers.map(\.id) == [4])
    #expect(recorder.answers.map(\.reply) == [.resolve(["a": 1])])
  }

  @Test func aRefusalGoesToAnswer() async throws {
    let (client, recorder) = BridgeClient.recording()
    try await client.reply(to: BridgeMessageError(code: .untrustedOrigin, reason: "evil", replyRoute: .replyHandler(5)))
    #expect(recorder.answers.map(\.id) == [5])
    #expect(recorder.answers.map(\.reply) == [.reject("UNTRUSTED_ORIGIN: This page may not talk to the app.")])
  }

  @Test func willSendSeesTheReplyAlongTheReplyHandler() async throws {
    let seen = LockIsolated<[BridgeCall]>([])
    var (client, _) = BridgeClient.recording()
    client.willSend = { call in seen.withValue { $0.append(call) } }
    try await client.reply(to: request, with: .success())
    #expect(seen.value == [.reply(action: "greeting", route: .replyHandler(4), response: .success())])
    #expect(seen.value.first?.renderedDescription == #"reply to greeting via reply handler #4: success "OK""#)
  }

  @Test func anUnsendableReplyThrowsAndAnswersNothing() async {
    let (client, recorder) = BridgeClient.recording()
    await #expect(throws: JavaScriptError.nonFiniteNumber) {
      try await client.reply(to: request, with: .success(data: .number(.infinity)))
    }
    #expect(recorder.answers.isEmpty)
  }

  @Test func aClientMadeWithoutAnswerThrowsNamingTheMessage() async {
    let client = BridgeClient { _ in }
    await #expect(throws: BridgeClientError.cannotAnswerReplyHandler(4)) {
      try await client.reply(to: request, with: .success())
    }
    #expect(BridgeClientError.cannotAnswerReplyHandler(4).description.contains("reply handler #4"))
  }

  @Test func theTestValueReportsAnIssueNamingAnswer() async throws {
    let issues = LockIsolated<[ReportedIssue]>([])
    let client = DependencyValues(context: .test).bridgeClient
    try await IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      try await client.reply(to: request, with: .success())
    }
    #expect(issues.value.count == 1)
    #expect(issues.value.first?.message.contains("BridgeClient.answer was called (reply handler #4") == true)
  }

  @Test func noopAnswersNothingAndThrowsNothing() async throws {
    #expect(try await BridgeClient.noop.reply(to: request, with: .success()) == nil)
  }
}

/// The reply handler's name is configuration, recorded with it in action logs.
struct ReplyHandlerNameTests {
  @Test func aConfigurationWrittenBeforeTheNameExistedHasNone() throws {
    let configuration = try JSONDecoder().decode(BridgeConfiguration.self, from: Data(#"{"handlerName":"app"}"#.utf8))
    #expect(configuration.replyHandlerName == nil)
    #expect(BridgeConfiguration().replyHandlerName == nil)
  }

  @Test func theNameSurvivesARoundTrip() throws {
    let configuration = BridgeConfiguration(replyHandlerName: "appReply")
    let decoded = try JSONDecoder().decode(BridgeConfiguration.self, from: JSONEncoder().encode(configuration))
    #expect(decoded.replyHandlerName == "appReply")
  }
}
