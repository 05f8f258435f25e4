import Foundation
import JSON
import Testing

/// The package's one decoder, as plugins (`JSONValue.decode`) and configuration readers
/// (`JSONTextDecoder`) use it.
struct JSONDecodingTests {
  struct Sample: Codable, Equatable {
    var name: String
    var page: URL
    var scores: [Double]
    var nested: [String: [Int]]
    var note: String?
  }

  @Test func theTextDecoderReadsWhatJSONDecoderReads() throws {
    let text = #"{"name":"a\u00e9","page":"https://app.example.com/x","scores":[1,2.5,-0.125],"nested":{"k":[1,2]},"note":null}"#
    let ours = try JSONTextDecoder().decode(Sample.self, from: text)
    let foundation = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
    #expect(ours == foundation)
    #expect(try JSONTextDecoder().decode(Sample.self, from: Data(text.utf8)) == foundation)
  }

  @Test func theTextDecoderReadsNonFiniteNumbersAsLogsWriteThem() throws {
    let values = try JSONTextDecoder().decode([Double].self, from: #"["Infinity","-Infinity",1]"#)
    #expect(values == [.infinity, -.infinity, 1])
    #expect(try JSONTextDecoder().decode([Double].self, from: #"["NaN"]"#).first?.isNaN == true)
  }

  /// Only the whole spellings are numbers: a string that begins like one ("Na", "Inf") is a
  /// string, refused where a number is wanted.
  @Test func onlyTheExactSpellingsReadAsNonFiniteNumbers() throws {
    for text in [#"["Na"]"#, #"["Inf"]"#, #"["-Infinit"]"#] {
      #expect(throws: DecodingError.self) { try JSONTextDecoder().decode([Double].self, from: text) }
    }
    let value = try JSONTextDecoder().decode(JSONValue.self, from: #"["Na","Inf"]"#)
    #expect(value == ["Na", "Inf"])
  }

  /// A `JSONValue` inside a log line reads as `JSONDecoder` reads it with the log's settings.
  @Test func aJSONValueInTextKeepsTheFirstOfDuplicateKeysAndReadsNonFiniteNumbers() throws {
    let value = try JSONTextDecoder().decode(JSONValue.self, from: #"{"a":1,"b":{"c":"x","c":[2]},"a":"later","n":"Infinity"}"#)
    #expect(value == ["a": 1, "b": ["c": "x"], "n": .number(.infinity)])
  }

  @Test func theTextDecoderRefusesTextThatIsNotJSONAsJSONDecoderDoes() {
    #expect {
      try JSONTextDecoder().decode([Int].self, from: "[1,")
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription == "The given data was not valid JSON." && context.codingPath.isEmpty
    }
  }

  @Test func theTextDecoderNamesTheFieldThatDoesNotFit() {
    #expect {
      try JSONTextDecoder().decode(Sample.self, from: #"{"name":1,"page":"https://a.example","scores":[],"nested":{}}"#)
    } throws: { error in
      guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["name"]
    }
  }

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
}
