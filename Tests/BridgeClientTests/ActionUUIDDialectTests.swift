import BridgeClient
import Foundation
import Testing

/// Dialect 3: `{action, uuid, body}` answered with `nativeBridge.resolve(uuid, {...})`.
struct ActionUUIDDialectTests {
  let dialect = BridgeDialect.actionUUID()
  let uuid = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

  @Test func messageDecodesIntoARequest() throws {
    let body: [String: Any] = ["action": "loading", "uuid": uuid, "body": ["isShow": true]]
    let request = try Fixtures.decode(body, dialect).get()
    #expect(request.action == "loading")
    #expect(request.payload == ["isShow": true])
    #expect(request.replyRoute == .uuid(.string(uuid), replyFunction: BridgeDialect.defaultReplyFunction))
  }

  @Test func successReplyResolvesTheUUID() throws {
    let request = try Fixtures.decode(["action": "payment", "uuid": uuid], dialect).get()
    let script = try request.replyScript(.success("Paid", data: ["amount": 1200]))
    #expect(script == #"nativeBridge.resolve("\#(uuid)",{"data":{"amount":1200},"message":"Paid","success":true})"#)
  }

  @Test func failureReplyCarriesTheCode() throws {
    let request = try Fixtures.decode(["action": "payment", "uuid": uuid], dialect).get()
    let script = try request.replyScript(.failure(.invalidPayload, "payload.amount: expected Int"))
    #expect(
      script
        == #"nativeBridge.resolve("\#(uuid)",{"code":"INVALID_PAYLOAD","message":"payload.amount: expected Int","success":false})"#
    )
  }

  @Test func customReplyAndEventFunctionsAreUsed() throws {
    let custom = BridgeDialect.actionUUID(
      replyFunction: try JSFunctionPath(validating: "bridge.settle"),
      eventFunction: try JSFunctionPath(validating: "bridge.fire")
    )
    let request = try Fixtures.decode(["action": "a", "uuid": "u1"], custom).get()
    #expect(try request.replyScript(.success()) == #"bridge.settle("u1",{"message":"OK","success":true})"#)
    #expect(
      try custom.eventScript(name: "n", data: 1)
        == #"typeof bridge!=="undefined"&&bridge!==null&&typeof bridge.fire==="function"&&bridge.fire("n",1)"#)
  }

  @Test func hostileUUIDIsMalformedWithoutReply() throws {
    let error = try #require(Fixtures.decode(["action": "a", "uuid": "x\");alert(1);//"], dialect).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }

  @Test func eventGoesToTheEventFunction() throws {
    #expect(
      try dialect.eventScript(name: "ready", data: [:])
        == #"typeof nativeBridge!=="undefined"&&nativeBridge!==null&&typeof nativeBridge.emit==="function"&&nativeBridge.emit("ready",{})"#)
  }
}
