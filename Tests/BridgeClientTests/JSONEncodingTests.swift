import Foundation
import JSON
import Testing

/// The package's one encoder (`JSONTextEncoder`), with Foundation's `JSONEncoder` as the oracle.
struct JSONEncodingTests {
  enum Event: Codable, Equatable {
    case opened(URL, at: Date)
    case closed
    case progress(Double, Float)
  }

  struct Sample: Codable, Equatable {
    var name = "a/é \"q\" \u{1}\n"
    var count = -42
    var big = Int64.max
    var huge = UInt64.max
    var small = Int8.min
    var flag = true
    var note: String?
    var scores: [Double] = [1, 2.5, -0.125, 1e-7, 123_456_789.125]
    var ratio: Float = 0.1
    var page = URL(string: "https://app.example.com/a/b?c=d")!
    var bytes = Data([0, 1, 254, 255])
    var when = Date(timeIntervalSinceReferenceDate: 12.5)
    var byName = ["zeta": 1, "Alpha": 2, "beta": 3]
    var byNumber = [10: "ten", 2: "two"]
    var events: [Event] = [.opened(URL(string: "https://x.example")!, at: Date(timeIntervalSinceReferenceDate: 1)), .closed, .progress(0.5, 2)]
    var amount = Decimal(string: "12.345")!
  }

  private static func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func itWritesWhatJSONEncoderWritesWithSortedKeys() throws {
    let ours = try JSONTextEncoder().encodeToString(Sample())
    #expect(ours == (try Self.foundation(Sample())))
    #expect(try JSONTextEncoder().encode(Sample()) == Data(ours.utf8))
  }

  @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
    let numbers: [Double] = [1, 0.5, -0.0, 1e-7, 6e16, 9_007_199_254_740_991, 123_456.789, 1e300, -2.5e-300]
    let text = try JSONTextEncoder().encodeToString(numbers)
    #expect(text == "[1,0.5,-0,1e-07,6e+16,9007199254740991,123456.789,1e+300,-2.5e-300]")
    #expect(text == (try Self.foundation(numbers)))
    let floats: [Float] = [1, 0.1, -0.0, 1e30, 16_777_216, 3.25e-20]
    #expect(try JSONTextEncoder().encodeToString(floats) == "[1,0.1,-0,1e+30,16777216,3.25e-20]")
    #expect(try JSONTextEncoder().encodeToString(floats) == (try Self.foundation(floats)))
  }

  @Test func whatItWritesTheDecoderReadsBack() throws {
    let text = try JSONTextEncoder().encodeToString(Sample())
    #expect(try JSONTextDecoder().decode(Sample.self, from: text) == Sample())
  }

  @Test func integersAreWrittenExactlyEvenBeyondWhatADoubleHolds() throws {
    let text = try JSONTextEncoder().encodeToString([Int64.min, 9_007_199_254_740_993])
    #expect(text == "[-9223372036854775808,9007199254740993]")
    #expect(try JSONTextEncoder().encodeToString([UInt64.max]) == "[18446744073709551615]")
  }

  @Test func aNonFiniteNumberIsRefusedNamingItsPlace() throws {
    struct Scores: Encodable { var scores: [Double] }
    #expect {
      try JSONTextEncoder().encode(Scores(scores: [1, .nan]))
    } throws: { error in
      guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["scores", "Index 1"]
        && context.debugDescription.contains("not a number JSON can hold")
    }
  }

  @Test func nonFiniteNumbersCanBeWrittenAsTheStringsTheDecoderReads() throws {
    let encoder = JSONTextEncoder(nonFiniteNumbers: .asStrings)
    let text = try encoder.encodeToString([Double.infinity, -Double.infinity, 1])
    #expect(text == #"["Infinity","-Infinity",1]"#)
    #expect(try JSONTextDecoder().decode([Double].self, from: text) == [.infinity, -.infinity, 1])
    #expect(try encoder.encodeToString([Float.nan]) == #"["NaN"]"#)
  }

  @Test func datesCanBeWrittenAsISO8601WithMilliseconds() throws {
    let encoder = JSONTextEncoder(dates: .iso8601WithMilliseconds)
    #expect(try encoder.encodeToString([Date(timeIntervalSince1970: 0.25)]) == #"["1970-01-01T00:00:00.250Z"]"#)
    #expect(try JSONTextEncoder().encodeToString([Date(timeIntervalSinceReferenceDate: 0.25)]) == "[0.25]")
  }

  /// Keys are sorted with Swift's `String` ordering, as documented, not by their bytes (where
  /// `JSONEncoder` differs): "a" with a combining acute accent is "á" (U+00E1), after "à"
  /// (U+00E0), though its bytes (61 CC 81) come before "à"'s (C3 A0).
  @Test func keysAreSortedWithStringOrderingNotByTheirBytes() throws {
    let value: JSONValue = .object(["a\u{301}": 2, "\u{E0}": 1])
    let expected = "{\"\u{E0}\":1,\"a\u{301}\":2}"
    #expect(value.jsonText() == expected)
    #expect(try JSONTextEncoder().encodeToString(value) == expected)
  }

  /// As with `JSONEncoder`, a key encoded twice keeps the value encoded last.
  @Test func aKeyEncodedTwiceKeepsTheLastValue() throws {
    struct Twice: Encodable {
      enum Key: CodingKey { case a, b }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .b)
        try container.encode("first", forKey: .a)
        try container.encode("last", forKey: .a)
      }
    }
    #expect(try JSONTextEncoder().encodeToString(Twice()) == #"{"a":"last","b":1}"#)
    #expect(try Self.foundation(Twice()) == #"{"a":"last","b":1}"#)
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObjectInsideAndRefusedAtTheTop() throws {
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
    #expect(try JSONTextEncoder().encodeToString(["x": Nothing()]) == #"{"x":{}}"#)
    #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(Nothing()) }
  }

  /// A nested container handed out earlier still writes into its place after its parent moved
  /// on, and a super encoder's value lands under `super`, as `JSONEncoder` writes them.
  @Test func nestedContainersAndSuperEncodersWriteIntoTheirPlaceWhenUsedLater() throws {
    struct Late: Encodable {
      enum Key: CodingKey { case inner, list, after }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try container.encode(3, forKey: .after)
        try inner.encode("late", forKey: .after)
        try list.encode(1)
        var nestedInList = list.nestedContainer(keyedBy: Key.self)
        try nestedInList.encode(true, forKey: .after)
        var parent = container.superEncoder().singleValueContainer()
        try parent.encode("base")
        var element = list.superEncoder().singleValueContainer()
        try element.encode(2)
      }
    }
    let expected = #"{"after":3,"inner":{"after":"late"},"list":[1,{"after":true},2],"super":"base"}"#
    #expect(try JSONTextEncoder().encodeToString(Late()) == expected)
    #expect(try Self.foundation(Late()) == expected)
  }
}
