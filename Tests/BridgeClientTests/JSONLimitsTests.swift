import BridgeClient
import Foundation
import JSON
import Testing

struct JSONLimitsTests {
  @Test func tenThousandDeepTextIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONValueError.tooDeep(limit: JSONLimits.default.maxDepth)) {
      try JSONValue(jsonText: text)
    }
  }

  /// Swift containers: swift-corelibs-foundation bridges nested `NSArray`s recursively on access
  /// (Apple's Foundation does not), which would overflow inside Foundation before any limit applies.
  @Test func tenThousandDeepFoundationValueIsAnErrorNotACrash() async throws {
    let box = LargeStackBox()
    await box.onLargeStack { box in
      var value: Any = [Any]()
      for _ in 0..<10_000 { value = [value] as [Any] }
      box.value = value
    }
    let value = try #require(box.value)
    #expect(throws: JSONValueError.tooDeep(limit: JSONLimits.default.maxDepth)) {
      try JSONValue(foundation: value)
    }
    await box.onLargeStack { $0.value = nil }
  }

  @Test func deepNSArrayIsAnError() {
    var value: Any = NSArray()
    for _ in 0..<500 { value = NSArray(object: NSDictionary(object: value, forKey: "k" as NSString)) }
    #expect(throws: JSONValueError.tooDeep(limit: JSONLimits.default.maxDepth)) {
      try JSONValue(foundation: value)
    }
  }

  @Test func depthAtTheLimitIsAccepted() throws {
    let limits = JSONLimits(maxDepth: 3)
    #expect(try JSONValue(jsonText: "[[[1]]]", limits: limits) == [[[1]]])
    #expect(throws: JSONValueError.tooDeep(limit: 3)) {
      try JSONValue(jsonText: "[[[[1]]]]", limits: limits)
    }
  }

  @Test func emptyContainersCountTowardsDepth() {
    #expect(throws: JSONValueError.tooDeep(limit: 1)) {
      try JSONValue(foundation: [[String: Any]()], limits: JSONLimits(maxDepth: 1))
    }
  }

  @Test func deepNestingBelowARaisedLimitParsesAndWrites() throws {
    let depth = 1_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let value = try JSONValue(jsonText: text, limits: JSONLimits(maxDepth: depth))
    #expect(value.jsonText() == text)
  }

  @Test func textLargerThanMaxBytesIsRejected() {
    #expect(throws: JSONValueError.tooLarge(limit: 10)) {
      try JSONValue(jsonText: #"["0123456789"]"#, limits: JSONLimits(maxBytes: 10))
    }
  }

  @Test func foundationValueLargerThanMaxBytesIsRejected() {
    let body: [String: Any] = ["a": String(repeating: "x", count: 50), "b": String(repeating: "y", count: 50)]
    #expect(throws: JSONValueError.tooLarge(limit: 80)) {
      try JSONValue(foundation: body, limits: JSONLimits(maxBytes: 80))
    }
  }

  @Test func longStringIsRejectedInText() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(jsonText: #"["12345"]"#, limits: JSONLimits(maxStringLength: 4))
    }
  }

  @Test func longEscapedStringIsRejectedInText() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(jsonText: #"["\n\n\n\n\n"]"#, limits: JSONLimits(maxStringLength: 4))
    }
  }

  @Test func longStringIsRejectedInFoundationValue() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(foundation: ["12345"], limits: JSONLimits(maxStringLength: 4))
    }
  }

  @Test func longKeyIsRejectedInFoundationValue() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(foundation: ["12345": 1], limits: JSONLimits(maxStringLength: 4))
    }
  }

  @Test func stringLengthCountsUTF8Bytes() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(jsonText: #""한글""#, limits: JSONLimits(maxStringLength: 4))
    }
  }

  @Test func tooManyElementsInTextIsRejected() throws {
    let limits = JSONLimits(maxElements: 4)
    #expect(try JSONValue(jsonText: "[1,2,3]", limits: limits) == [1, 2, 3])
    #expect(throws: JSONValueError.tooManyElements(limit: 4)) {
      try JSONValue(jsonText: "[1,2,3,4]", limits: limits)
    }
  }

  @Test func tooManyElementsInFoundationValueIsRejected() {
    #expect(throws: JSONValueError.tooManyElements(limit: 4)) {
      try JSONValue(foundation: ["a": [1, 2, 3]] as [String: Any], limits: JSONLimits(maxElements: 4))
    }
  }

  @Test func defaultsSuitAPhone() {
    let limits = JSONLimits.default
    #expect(limits.maxDepth == 64)
    #expect(limits.maxBytes == 8 << 20)
    #expect(limits.maxStringLength == 4 << 20)
    #expect(limits.maxElements == 200_000)
  }
}
