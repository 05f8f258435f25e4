import BridgeClient
import Foundation
import StoreRuntime
import Testing

struct BridgeClientTests {
  let request = BridgeRequest(
    action: "ping", replyRoute: .callbackID(.integer(1), namespace: BridgeDialect.defaultNamespace),
    frame: Fixtures.trustedFrame)

  @Test func recordingCapturesScriptsInOrder() async throws {
    let (client, recorder) = BridgeClient.recording()
    try await client.reply(to: request, with: .success())
    try await client.emit(event: "resume", data: ["at": 1], dialect: .wadInterface())
    try await client.evaluate("custom()")
    #expect(
      recorder.scripts == [
        #"wadInterface.fromNative(1,true,{})"#,
        #"typeof wadInterface!=="undefined"&&wadInterface!==null&&typeof wadInterface.fromNativeEvent==="function"&&wadInterface.fromNativeEvent("resume",{"at":1})"#,
        "custom()",
      ])
  }

  @Test func replyReturnsTheScriptItSent() async throws {
    let (client, _) = BridgeClient.recording()
    #expect(try await client.reply(to: request, with: .success()) == #"wadInterface.fromNative(1,true,{})"#)
  }

  @Test func replyWithoutRouteEvaluatesNothing() async throws {
    let (client, recorder) = BridgeClient.recording()
    let silent = BridgeRequest(action: "log", frame: Fixtures.trustedFrame)
    #expect(try await client.reply(to: silent, with: .success()) == nil)
    #expect(recorder.scripts.isEmpty)
  }

  @Test func unsendableReplyThrowsAndEvaluatesNothing() async {
    let (client, recorder) = BridgeClient.recording()
    await #expect(throws: JavaScriptError.nonFiniteNumber) {
      try await client.reply(to: request, with: .success(data: .number(.infinity)))
    }
    #expect(recorder.scripts.isEmpty)
  }

  @Test func messageErrorWithRouteIsAnswered() async throws {
    let (client, recorder) = BridgeClient.recording()
    let error = BridgeMessageError(code: .payloadTooLarge, reason: "big", replyRoute: request.replyRoute)
    try await client.reply(to: error)
    #expect(recorder.scripts == [#"wadInterface.fromNative(1,false,{"code":"PAYLOAD_TOO_LARGE","message":"big"})"#])
  }

  @Test func messageErrorWithoutRouteIsNotAnswered() async throws {
    let (client, recorder) = BridgeClient.recording()
    try await client.reply(to: BridgeMessageError(code: .untrustedOrigin, reason: "evil"))
    #expect(recorder.scripts.isEmpty)
  }

  @Test func evaluateErrorsPropagate() async {
    struct Gone: Error, Equatable {}
    let client = BridgeClient { _ in throw Gone() }
    await #expect(throws: Gone()) {
      try await client.emit(event: "e", dialect: .typeCallback())
    }
  }

  @Test func testValueReportsAnIssueNamingEvaluate() async throws {
    let issues = LockIsolated<[ReportedIssue]>([])
    let client = DependencyValues(context: .test).bridgeClient
    try await IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      try await client.evaluate("x()")
    }
    #expect(issues.value.count == 1)
    #expect(issues.value.first?.message.contains("BridgeClient.evaluate") == true)
  }

  @Test func overriddenDependencyIsUsed() async throws {
    let (recording, recorder) = BridgeClient.recording()
    var values = DependencyValues(context: .test)
    values.bridgeClient = recording
    try await values.bridgeClient.evaluate("y()")
    #expect(recorder.scripts == ["y()"])
  }

  @Test func noopAcceptsScriptsWithoutIssues() async throws {
    let issues = LockIsolated<[ReportedIssue]>([])
    try await IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      try await BridgeClient.noop.evaluate("z()")
    }
    #expect(issues.value.isEmpty)
  }
}
