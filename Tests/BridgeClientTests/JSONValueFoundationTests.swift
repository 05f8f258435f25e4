import BridgeClient
import Foundation
import JSON
import Testing

struct JSONValueFoundationTests {
  @Test func booleanNSNumberBecomesBool() throws {
    #expect(try JSONValue(foundation: NSNumber(value: true)) == .bool(true))
    #expect(try JSONValue(foundation: NSNumber(value: false)) == .bool(false))
  }

  @Test func integerNSNumberOneStaysANumber() throws {
    #expect(try JSONValue(foundation: NSNumber(value: 1)) == .number(1))
    #expect(try JSONValue(foundation: NSNumber(value: 0)) == .number(0))
    #expect(try JSONValue(foundation: NSNumber(value: Int8(1))) == .number(1))
  }

  @Test func swiftScalarsConvert() throws {
    #expect(try JSONValue(foundation: true) == .bool(true))
    #expect(try JSONValue(foundation: 42) == .number(42))
    #expect(try JSONValue(foundation: 2.5) == .number(2.5))
    #expect(try JSONValue(foundation: "text") == .string("text"))
  }

  @Test func nsNullBecomesNull() throws {
    #expect(try JSONValue(foundation: NSNull()) == .null)
  }

  @Test func nsStringBecomesString() throws {
    #expect(try JSONValue(foundation: NSString(string: "héllo")) == .string("héllo"))
  }

  @Test func nsDateBecomesISO8601StringWithMilliseconds() throws {
    let date = NSDate(timeIntervalSince1970: 1_716_206_400.25)
    #expect(try JSONValue(foundation: date) == .string("2024-05-20T12:00:00.250Z"))
  }

  @Test func nestedFoundationContainersConvert() throws {
    let body = NSDictionary(dictionary: [
      "list": NSArray(array: [NSNumber(value: 1), NSNumber(value: true), NSNull(), "s"]),
      "object": NSDictionary(dictionary: ["inner": NSArray()]),
    ])
    let expected: JSONValue = ["list": [1, true, nil, "s"], "object": ["inner": []]]
    #expect(try JSONValue(foundation: body) == expected)
  }

  @Test func swiftContainersConvert() throws {
    let body: [String: Any] = ["a": [1, "two", ["three": false]] as [Any]]
    #expect(try JSONValue(foundation: body) == ["a": [1, "two", ["three": false]]])
  }

  @Test func unsupportedTypeNamesTheTypeAndPlace() {
    let body: [String: Any] = ["a": [1, NSObject()] as [Any]]
    #expect(throws: JSONValueError.unsupportedType(typeName: "NSObject", path: "$.a[1]")) {
      try JSONValue(foundation: body)
    }
  }

  @Test func nonStringKeyIsRejected() {
    let body = NSDictionary(dictionary: [NSNumber(value: 1): "x"])
    #expect {
      try JSONValue(foundation: body)
    } throws: { error in
      guard case .nonStringKey = error as? JSONValueError else { return false }
      return true
    }
  }

  /// A Swift `String` cannot hold a lone surrogate: one in a Foundation string arrives replaced.
  @Test func loneSurrogateInAFoundationStringArrivesAsTheReplacementCharacter() throws {
    let text = NSString(characters: [0x41, 0xD800, 0x42], length: 3)
    #expect(try JSONValue(foundation: ["s": text] as [String: Any]) == ["s": "A\u{FFFD}B"])
  }

  @Test func nonFiniteNumberIsRejected() {
    #expect(throws: JSONValueError.nonFiniteNumber(path: "$[0]")) {
      try JSONValue(foundation: [Double.nan])
    }
  }
}
