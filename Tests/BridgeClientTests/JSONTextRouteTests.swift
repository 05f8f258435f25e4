import BridgeClient
import Foundation
import JSON
import Testing

/// A body posted as JSON text (`postMessage(JSON.stringify(…))`) that is refused is still answered
/// along the route its top-level fields name (regression: the route was read only from object
/// bodies, so a text body over the limits or with a lone surrogate left the page waiting).
struct JSONTextRouteTests {
  static let small = JSONLimits(maxDepth: 4, maxBytes: 300, maxStringLength: 50, maxElements: 20)
  static let cb = ReplyRoute.callback(try! JSFunctionPath(validating: "cb"))

  private func decode(_ text: String, _ dialect: BridgeDialect = .typeCallback()) -> BridgeMessageError? {
    Fixtures.decode(text, dialect, limits: Self.small).failure
  }

  /// Each case: a refused text body naming callback `cb`, and the code of its failure reply.
  static let refusedWithARoute: [(name: String, text: String, code: BridgeErrorCode)] = [
    ("over the byte limit", #"{"callback":"cb","type":"up","data":""# + String(repeating: "x", count: 400) + #""}"#, .payloadTooLarge),
    (
      "10,000 deep", #"{"type":"a","data":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + #","callback":"cb"}"#,
      .payloadTooLarge
    ),
    (
      "too many elements", #"{"type":"a","callback":"cb","data":["# + Array(repeating: "1", count: 30).joined(separator: ",") + "]}", .payloadTooLarge
    ),
    (
      "arrays and objects nested 140 deep",
      #"{"type":"a","data":"# + String(repeating: #"[{"k":"#, count: 70) + "1" + String(repeating: "}]", count: 70)
        + #","callback":"cb"}"#, .payloadTooLarge
    ),
    ("a long string", #"{"type":"a","callback":"cb","data":""# + String(repeating: "y", count: 60) + #""}"#, .payloadTooLarge),
    ("a lone surrogate", #"{"type":"a","callback":"cb","data":"\ud800"}"#, .invalidPayload),
    ("a duplicate key in the payload", #"{"type":"a","callback":"cb","data":{"k":1,"k":2}}"#, .invalidPayload),
    ("a number out of range", #"{"type":"a","callback":"cb","data":1e999}"#, .invalidPayload),
    ("the route key escaped", #"{"type":"a","callb\u0061ck":"cb","data":"\udc00"}"#, .invalidPayload),
  ]

  @Test(arguments: refusedWithARoute.indices)
  func refusedTextBodyIsAnsweredAlongItsRoute(_ index: Int) throws {
    let (name, text, code) = Self.refusedWithARoute[index]
    let error = try #require(decode(text), "\(name)")
    #expect(error.code == code, "\(name)")
    #expect(error.replyRoute == Self.cb, "\(name)")
  }

  /// The route is the one the same fields give in an object body.
  @Test(arguments: [
    (BridgeDialect.wadInterface(), #"{"action":"a","callbackId":7,"actionArgs":"\ud800"}"#, ["action": "a", "callbackId": 7] as JSONValue),
    (.wadInterface(), #"{"action":"a","callbackID":"x.1","actionArgs":"\ud800"}"#, ["action": "a", "callbackID": "x.1"] as JSONValue),
    (.actionUUID(), #"{"action":"a","uuid":"u-1","body":"\ud800"}"#, ["action": "a", "uuid": "u-1"] as JSONValue),
  ])
  func routeIDsAreReadInTheOtherDialectsToo(_ dialect: BridgeDialect, text: String, fields: JSONValue) throws {
    let expected = try BridgeMessage.decode(
      json: fields, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(dialect)
    ).get().replyRoute
    #expect(expected != nil)
    #expect(decode(text, dialect)?.replyRoute == expected)
  }

  /// Each case: a refused text body whose route cannot be known, so no reply can go out.
  static let refusedWithoutARoute: [(name: String, text: String)] = [
    ("not JSON", "callback=cb"),
    ("cut short", #"{"type":"a","callback":"cb","data":"\ud800""#),
    ("not an object", #"["cb","\ud800"]"#),
    ("an array that reads as an object without its first byte", #"["type":"a","callback":"cb","data":"\ud800"}"#),
    ("text after the object", #"{"type":"a","callback":"cb","data":"\ud800"} x"#),
    ("a broken nested value", #"{"type":"a","callback":"cb","data":[1 2],"x":"\ud800"}"#),
    ("two callbacks", #"{"type":"a","callback":"cb","callback":"other","data":"\ud800"}"#),
    ("a callback that is not a string", #"{"type":"a","callback":{"f":"cb"},"data":"\ud800"}"#),
    ("a callback that is code", #"{"type":"a","callback":"alert(1)","data":"\ud800"}"#),
    ("no callback", #"{"type":"a","data":"\ud800"}"#),
  ]

  @Test(arguments: refusedWithoutARoute.indices)
  func refusedTextBodyWithoutAUsableRouteIsDropped(_ index: Int) throws {
    let (name, text) = Self.refusedWithoutARoute[index]
    let error = try #require(decode(text), "\(name)")
    #expect(error.replyRoute == nil, "\(name)")
  }

  @Test func aTextBodyWithinTheLimitsIsStillDecodedWhole() throws {
    let request = try Fixtures.decode(#"{"type":"a","callback":"cb","data":[1,{"b":null}]}"#, .typeCallback(), limits: Self.small).get()
    #expect(request.payload == [1, ["b": nil]])
    #expect(request.replyRoute == Self.cb)
  }
}
