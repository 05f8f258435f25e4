import BridgeClient
import Foundation
import JSON
import Testing

/// Each error code a decoded message can produce, and how it reaches the page.
struct BridgeMessageErrorTests {
  @Test func errorCodesHaveStableWireNames() {
    let names = BridgeErrorCode.allCases.map(\.rawValue)
    #expect(
      names == [
        "UNKNOWN_ACTION", "INVALID_PAYLOAD", "PAYLOAD_TOO_LARGE", "HANDLER_FAILED", "UNTRUSTED_ORIGIN",
        "MALFORMED_MESSAGE", "CANCELLED", "NOT_ALLOWED",
      ])
  }

  @Test func bodyOverTheSizeLimitIsAnsweredWithPayloadTooLarge() throws {
    let body: [String: Any] = ["type": "upload", "callback": "cb", "data": String(repeating: "x", count: 200)]
    let error = try #require(Fixtures.decode(body, .typeCallback(), limits: JSONLimits(maxBytes: 100)).failure)
    #expect(error.code == .payloadTooLarge)
    let script = try #require(try error.replyScript())
    #expect(script.hasPrefix(#"cb({"code":"PAYLOAD_TOO_LARGE","#))
  }

  @Test func tooDeepBodyIsPayloadTooLarge() throws {
    var data: Any = NSArray()
    for _ in 0..<100 { data = NSArray(object: data) }
    let body: [String: Any] = ["action": "a", "uuid": "u", "body": data]
    let error = try #require(Fixtures.decode(body, .actionUUID()).failure)
    #expect(error.code == .payloadTooLarge)
    #expect(error.replyRoute == .uuid(.string("u"), replyFunction: BridgeDialect.defaultReplyFunction))
  }

  @Test func unsupportedValueInBodyIsInvalidPayloadWithReply() throws {
    let body: [String: Any] = ["callbackId": 4, "action": "a", "actionArgs": ["x": NSObject()]]
    let error = try #require(Fixtures.decode(body, .wadInterface()).failure)
    #expect(error.code == .invalidPayload)
    #expect(error.replyRoute == .callbackID(.integer(4), namespace: BridgeDialect.defaultNamespace))
  }

  @Test func nonObjectBodyIsMalformedAndDropped() throws {
    let error = try #require(Fixtures.decode([1, 2], .typeCallback()).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }

  @Test func invalidJSONTextBodyIsDroppedWithAReason() throws {
    let error = try #require(Fixtures.decode("{not json", .typeCallback()).failure)
    #expect(error.code == .invalidPayload)
    #expect(error.reason.contains("Invalid JSON"))
    #expect(error.replyRoute == nil)
  }

  @Test func nonStringActionIsMalformed() throws {
    let error = try #require(Fixtures.decode(["action": 5, "uuid": "u"], .actionUUID()).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute != nil)
  }

  @Test func overlongActionIsMalformed() throws {
    let action = String(repeating: "a", count: BridgeMessage.maxActionLength + 1)
    let error = try #require(Fixtures.decode(["type": action], .typeCallback()).failure)
    #expect(error.code == .malformedMessage)
  }

  @Test(arguments: ["", String(repeating: "é", count: 129)])
  func emptyOrOverlongActionIsAnsweredWhenTheRouteIsValid(_ action: String) throws {
    let error = try #require(Fixtures.decode(["type": action, "callback": "cb"], .typeCallback()).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == .callback(try JSFunctionPath(validating: "cb")))
  }

  @Test func actionOfExactlyTheMaximumLengthInBytesIsAccepted() throws {
    let action = String(repeating: "é", count: BridgeMessage.maxActionLength / 2)
    #expect(try Fixtures.decode(["type": action], .typeCallback()).get().action == action)
  }

  @Test func descriptionSaysWhetherTheMessageWasDropped() {
    let dropped = BridgeMessageError(code: .malformedMessage, reason: "bad")
    #expect(dropped.description == "Bridge message rejected (MALFORMED_MESSAGE, dropped, no reply route): bad")
  }
}
