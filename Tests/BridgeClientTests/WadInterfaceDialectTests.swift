import BridgeClient
import Foundation
import JSON
import Testing

/// Dialect 2: `{callbackId, action, actionArgs}` answered with `wadInterface.fromNative(...)`.
struct WadInterfaceDialectTests {
  let dialect = BridgeDialect.wadInterface()
  let namespace = BridgeDialect.defaultNamespace

  @Test func messageWithNumericIDDecodes() throws {
    let body: [String: Any] = ["callbackId": 7, "action": "appVersion", "actionArgs": ["a": 1]]
    let request = try Fixtures.decode(body, dialect).get()
    #expect(request.action == "appVersion")
    #expect(request.payload == ["a": 1])
    #expect(request.replyRoute == .callbackID(.integer(7), namespace: namespace))
  }

  @Test func uppercaseIDSpellingAndStringIDAreAccepted() throws {
    let request = try Fixtures.decode(["callbackID": "cb-9", "action": "close"], dialect).get()
    #expect(request.replyRoute == .callbackID(.string("cb-9"), namespace: namespace))
  }

  @Test func successReplyPassesDataAsArgs() throws {
    let request = try Fixtures.decode(["callbackId": 7, "action": "appVersion"], dialect).get()
    let script = try request.replyScript(.success(data: ["version": "1.0.0"]))
    #expect(script == #"wadInterface.fromNative(7,true,{"version":"1.0.0"})"#)
  }

  @Test func successWithoutDataPassesEmptyObject() throws {
    let request = try Fixtures.decode(["callbackId": "x1", "action": "close"], dialect).get()
    #expect(try request.replyScript(.success()) == #"wadInterface.fromNative("x1",true,{})"#)
  }

  @Test func failureReplyPassesCodeAndMessage() throws {
    let request = try Fixtures.decode(["callbackId": 3, "action": "pay"], dialect).get()
    let script = try request.replyScript(.failure(.handlerFailed, "boom"))
    #expect(script == #"wadInterface.fromNative(3,false,{"code":"HANDLER_FAILED","message":"boom"})"#)
  }

  @Test func customNamespaceIsUsed() throws {
    let custom = BridgeDialect.wadInterface(namespace: try JSFunctionPath(validating: "app.native"))
    let request = try Fixtures.decode(["callbackId": 1, "action": "a"], custom).get()
    #expect(try request.replyScript(.success()) == #"app.native.fromNative(1,true,{})"#)
  }

  @Test func eventGoesToFromNativeEvent() throws {
    let script = try dialect.eventScript(name: "appStateChange", data: ["isActive": false])
    #expect(
      script
        == #"typeof wadInterface!=="undefined"&&wadInterface!==null&&typeof wadInterface.fromNativeEvent==="function"&&wadInterface.fromNativeEvent("appStateChange",{"isActive":false})"#
    )
  }

  @Test(arguments: [
    JSONValue.string("1);alert(1"), .string("</script>"), .string(String(repeating: "9", count: 101)),
    .number(1.5), .bool(true), .object(["id": 1]),
  ])
  func invalidIDIsMalformedWithoutReply(_ id: JSONValue) throws {
    let body: JSONValue = ["callbackId": id, "action": "a"]
    let error = try #require(Fixtures.decode(body.jsonText(), dialect).failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }

  @Test func missingActionIsAnsweredWithMalformedMessage() throws {
    let error = try #require(Fixtures.decode(["callbackId": 5, "actionArgs": [:] as [String: Any]], dialect).failure)
    let script = try #require(try error.replyScript())
    #expect(script.hasPrefix(#"wadInterface.fromNative(5,false,{"code":"MALFORMED_MESSAGE","#))
  }
}
