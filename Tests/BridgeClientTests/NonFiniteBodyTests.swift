import BridgeClient
import Foundation
import JSON
import Testing

/// A NaN or an infinity in a ready-made ``JSONValue`` body (built by a host, or read from a log)
/// is `INVALID_PAYLOAD` with its reply route, like the same number in Foundation input (regression:
/// such a body was accepted, and a reply echoing it could not be built, so the page never heard back).
struct NonFiniteBodyTests {
  private func decode(_ message: JSONValue) -> Result<BridgeRequest, BridgeMessageError> {
    BridgeMessage.decode(json: message, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(.typeCallback()))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumberIsInvalidPayloadWithItsReplyRoute(_ number: Double) throws {
    let error = try #require(decode(["type": "greeting", "callback": "cb", "data": ["n": .number(number)]]).failure)
    #expect(error.code == .invalidPayload)
    #expect(error.reason == JSONValueError.nonFiniteNumber(path: "$.data.n").description)
    #expect(error.replyRoute == .callback(try JSFunctionPath(validating: "cb")))
  }

  @Test func theSameNumberInFoundationInputGetsTheSameError() throws {
    let body: [String: Any] = ["type": "greeting", "callback": "cb", "data": ["n": Double.nan]]
    let viaFoundation = BridgeMessage.decode(
      body: body, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(.typeCallback()))
    let viaValue = decode(["type": "greeting", "callback": "cb", "data": ["n": .number(.nan)]])
    #expect(viaValue.failure == viaFoundation.failure)
  }

  @Test func theFirstOfSeveralIsNamedInSortedKeyAndIndexOrder() throws {
    let data: JSONValue = ["z": .number(.nan), "b": [1, ["y": .number(.infinity)], .number(.nan)], "a": [true]]
    let error = try #require(decode(["type": "greeting", "callback": "cb", "data": data]).failure)
    #expect(error.reason == JSONValueError.nonFiniteNumber(path: "$.data.b[1].y").description)
  }

  @Test func withoutAReplyRouteItIsDroppedWithoutOne() throws {
    let error = try #require(decode(["type": "greeting", "data": .number(.infinity)]).failure)
    #expect(error.code == .invalidPayload)
    #expect(error.replyRoute == nil)
  }

  @Test func aBodyOverTheLimitsIsPayloadTooLargeFirst() throws {
    var deep: JSONValue = .number(.nan)
    for _ in 0..<100 { deep = .array([deep]) }
    let error = try #require(decode(["type": "greeting", "callback": "cb", "data": deep]).failure)
    #expect(error.code == .payloadTooLarge)
  }

  @Test func finiteExtremesAreAccepted() throws {
    let data: JSONValue = [.number(.greatestFiniteMagnitude), .number(-.greatestFiniteMagnitude), .number(.leastNonzeroMagnitude)]
    #expect(try decode(["type": "greeting", "callback": "cb", "data": data]).get().payload == data)
  }
}
