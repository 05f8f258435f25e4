import Foundation
import JSON
import Testing

/// A plugin's payload decoded into its type (`JSONValue.decode`), and a handler's result
/// encoded (`JSONValue(encoding:)`), with a page's dates.
struct JSONDecodingTests {
  @Test func aPayloadNeverReadsANumberFromAString() {
    struct Reading: Decodable { var value: Double }
    #expect(throws: PayloadDecodingError(path: "payload.value", problem: "expected Double")) {
      try JSONValue.object(["value": "NaN"]).decode(Reading.self)
    }
  }

  @Test func aPayloadDateThatIsNeitherFormIsRefusedWithItsField() {
    struct Stamp: Decodable { var at: Date }
    #expect(throws: PayloadDecodingError(path: "payload.at", problem: "expected an ISO-8601 date string or milliseconds since 1970")) {
      try JSONValue.object(["at": "yesterday"]).decode(Stamp.self)
    }
  }

  @Test func aPayloadMissingAFieldNamesIt() {
    struct User: Decodable { var name: String; var age: Int }
    #expect(throws: PayloadDecodingError(path: "payload.user.age", problem: "missing")) {
      try JSONValue.object(["name": "a"]).decode(User.self, root: "payload.user")
    }
  }

  @Test func aPayloadDateIsReadFromMillisecondsSince1970OrISO8601() throws {
    struct Stamp: Decodable, Equatable { var at: Date }
    let expected = Stamp(at: Date(timeIntervalSince1970: 1_700_000_000.25))
    #expect(try JSONValue.object(["at": 1_700_000_000_250]).decode(Stamp.self) == expected)
    #expect(try JSONValue.object(["at": "2023-11-14T22:13:20.250Z"]).decode(Stamp.self) == expected)
    let whole = Stamp(at: Date(timeIntervalSince1970: 1_700_000_000))
    #expect(try JSONValue.object(["at": "2023-11-14T22:13:20Z"]).decode(Stamp.self) == whole)
  }

  @Test func anEncodedResultWritesDatesAsISO8601WithMilliseconds() throws {
    struct Stamp: Encodable { var at: Date }
    let value = try JSONValue(encoding: Stamp(at: Date(timeIntervalSince1970: 0.25)))
    #expect(value == ["at": "1970-01-01T00:00:00.250Z"])
  }

  @Test func anEncodedResultBeyondTheLimitsIsRefused() {
    #expect(throws: JSONValueError.stringTooLong(limit: 4)) {
      try JSONValue(encoding: ["too long"], limits: JSONLimits(maxStringLength: 4))
    }
  }
}
