import BridgeClient
import Foundation
import JSON
import Testing

/// Limits apply to bodies that arrive as a ready-made ``JSONValue`` too (regression: before,
/// `BridgeMessage.decode(json:)` skipped them, so a host that converted bodies with other limits,
/// or not at all, let oversized or deeply nested payloads through to handlers).
struct AdversarialJSONValueLimitsTests {
  static let small = JSONLimits(maxDepth: 4, maxBytes: 200, maxStringLength: 50, maxElements: 20)

  static func nested(_ depth: Int) -> JSONValue {
    var value: JSONValue = .null
    for _ in 0..<depth { value = .array([value]) }
    return value
  }

  /// Each case: a dialect 1 `data` payload and the limit it breaks.
  static let oversized: [(name: String, data: JSONValue, error: JSONValueError)] = [
    ("nested five deep", nested(5), .tooDeep(limit: 4)),
    ("10,000-deep nesting", nested(10_000), .tooDeep(limit: 4)),
    ("long string", .string(String(repeating: "x", count: 51)), .stringTooLong(limit: 50)),
    ("long key", .object([String(repeating: "k", count: 51): .null]), .stringTooLong(limit: 50)),
    ("many elements", .array(Array(repeating: .bool(true), count: 30)), .tooManyElements(limit: 20)),
    ("many bytes", .array(Array(repeating: .string(String(repeating: "y", count: 40)), count: 6)), .tooLarge(limit: 200)),
  ]

  @Test(arguments: oversized.indices)
  func oversizedValueIsPayloadTooLargeWithItsReplyRoute(_ index: Int) throws {
    let (name, data, expected) = Self.oversized[index]
    let message: JSONValue = ["type": "greeting", "callback": "cb", "data": data]
    let result = BridgeMessage.decode(
      json: message, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(.typeCallback(), limits: Self.small))
    let error = try #require(result.failure, "\(name) was accepted")
    #expect(error.code == .payloadTooLarge)
    #expect(error.reason == expected.description)
    #expect(error.replyRoute == .callback(try JSFunctionPath(validating: "cb")))
  }

  @Test func limitsMeasureTheSameValueTheSameWayAsFoundationInput() throws {
    let body: [String: Any] = ["a": ["b": [1, 2, "three"]], "c": NSNull(), "d": true]
    let value = try JSONValue(foundation: body)
    for limits in [JSONLimits(maxDepth: 2), JSONLimits(maxBytes: 40), JSONLimits(maxElements: 7), JSONLimits(maxStringLength: 4)] {
      let viaFoundation = Result { () throws(JSONValueError) in try JSONValue(foundation: body, limits: limits) }
      #expect(limits.violation(in: value) == viaFoundation.failure, "\(limits)")
    }
  }

  @Test func valueWithinTheLimitsIsDecoded() throws {
    let message: JSONValue = ["type": "greeting", "callback": "cb", "data": Self.nested(2)]
    let result = BridgeMessage.decode(
      json: message, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(.typeCallback(), limits: Self.small))
    #expect(try result.get().payload == Self.nested(2))
  }

  @Test func oversizedValueWithAHostileCallbackIsMalformedWithoutRoute() throws {
    let message: JSONValue = ["type": "greeting", "callback": "alert(1)", "data": Self.nested(10)]
    let result = BridgeMessage.decode(
      json: message, frame: Fixtures.trustedFrame, configuration: Fixtures.configuration(.typeCallback(), limits: Self.small))
    let error = try #require(result.failure)
    #expect(error.code == .malformedMessage)
    #expect(error.replyRoute == nil)
  }

  @Test func untrustedOversizedValueIsRefusedForItsOriginFirst() throws {
    let frame = BridgeFrame(url: URL(string: "https://evil.com/"))
    let message: JSONValue = ["type": "greeting", "callback": "cb", "data": Self.nested(10)]
    let result = BridgeMessage.decode(
      json: message, frame: frame, configuration: Fixtures.configuration(.typeCallback(), limits: Self.small))
    #expect(result.failure?.code == .untrustedOrigin)
  }
}
