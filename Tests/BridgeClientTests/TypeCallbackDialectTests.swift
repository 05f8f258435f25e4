import BridgeClient
import Foundation
import Testing

/// Dialect 1: `{type, callback, data}` answered with `callback({success, message, data})`.
struct TypeCallbackDialectTests {
  let dialect = BridgeDialect.typeCallback()

  @Test func messageDecodesIntoARequest() throws {
    let body: [String: Any] = ["type": "showToast", "callback": "onToastResult", "data": ["message": "Saved"]]
    let request = try Fixtures.decode(body, dialect).get()
    #expect(request.action == "showToast")
    #expect(request.payload == ["message": "Saved"])
    #expect(request.replyRoute == .callback(try JSFunctionPath(validating: "onToastResult")))
    #expect(request.frame == Fixtures.trustedFrame)
  }

  @Test func successReplyCallsTheCallbackWithTheResponse() throws {
    let request = try Fixtures.decode(["type": "greeting", "callback": "app.onResult"], dialect).get()
    let script = try request.replyScript(.success("Hi", data: ["text": "안녕"]))
    #expect(script == #"app.onResult({"data":{"text":"안녕"},"message":"Hi","success":true})"#)
  }

  @Test func failureReplyCarriesTheCode() throws {
    let request = try Fixtures.decode(["type": "nope", "callback": "cb"], dialect).get()
    let script = try request.replyScript(.failure(.unknownAction, "No handler"))
    #expect(script == #"cb({"code":"UNKNOWN_ACTION","message":"No handler","success":false})"#)
  }

  @Test func messageWithoutCallbackNeedsNoReply() throws {
    let request = try Fixtures.decode(["type": "log", "data": "x"], dialect).get()
    #expect(request.replyRoute == nil)
    #expect(try request.replyScript(.success()) == nil)
  }

  @Test func nullCallbackMeansNoReply() throws {
    let request = try Fixtures.decode(["type": "log", "callback": NSNull()], dialect).get()
    #expect(request.replyRoute == nil)
  }

  @Test func missingDataIsNull() throws {
    #expect(try Fixtures.decode(["type": "ping"], dialect).get().payload == .null)
  }

  @Test func jsonTextBodyIsAccepted() throws {
    let request = try Fixtures.decode(#"{"type":"ping","callback":"cb","data":[1]}"#, dialect).get()
    #expect(request.action == "ping")
    #expect(request.payload == [1])
  }

  @Test(arguments: ["alert(document.cookie)", "a;b", "x.constructor", "", "١٢٣"])
  func hostileCallbackIsMalformedWithoutReply(_ callback: String) throws {
    let error = try #require(Fixtures.decode(["type": "ping", "callback": callback], dialect).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
    #expect(try error.replyScript() == nil)
  }

  @Test func nonStringCallbackIsMalformed() throws {
    let error = try #require(Fixtures.decode(["type": "ping", "callback": 12], dialect).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }

  @Test func missingTypeIsMalformedButStillAnswered() throws {
    let error = try #require(Fixtures.decode(["callback": "cb", "data": 1], dialect).failure)
    #expect(error.code == .malformedMessage)
    let script = try #require(try error.replyScript())
    #expect(script.hasPrefix(#"cb({"code":"MALFORMED_MESSAGE","#))
  }

  @Test func eventGoesToTheEventFunction() throws {
    let script = try dialect.eventScript(name: "appStateChange", data: ["isActive": true])
    #expect(
      script
        == #"typeof nativeBridge!=="undefined"&&nativeBridge!==null&&typeof nativeBridge.emit==="function"&&nativeBridge.emit("appStateChange",{"isActive":true})"#
    )
  }

  @Test func customEventFunctionIsUsed() throws {
    let custom = BridgeDialect.typeCallback(eventFunction: try JSFunctionPath(validating: "onNative"))
    #expect(try custom.eventScript(name: "e", data: nil) == #"typeof onNative==="function"&&onNative("e",null)"#)
  }
}
