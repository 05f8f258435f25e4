import Foundation
import JSON
import Testing

/// The settings of the Foundation coders the package writes and reads its own text with (action
/// log lines, configurations).
struct JSONCodersTests {
  @Test func nonFiniteNumbersAreWrittenAsStringsAndReadBack() throws {
    let text = try JSONCoders.text(of: [Double.infinity, -.infinity, 1])
    #expect(text == #"["Infinity","-Infinity",1]"#)
    #expect(try JSONCoders.decode([Double].self, from: text) == [.infinity, -.infinity, 1])
    #expect(try JSONCoders.decode([Double].self, from: try JSONCoders.text(of: [Double.nan])).first?.isNaN == true)
  }

  /// Only the whole spellings are numbers: a string that begins like one is a string, refused
  /// where a number is wanted.
  @Test func onlyTheExactSpellingsReadAsNonFiniteNumbers() throws {
    for text in [#"["Na"]"#, #"["Inf"]"#, #"["-Infinit"]"#] {
      #expect(throws: DecodingError.self) { try JSONCoders.decode([Double].self, from: text) }
    }
    #expect(try JSONCoders.decode(JSONValue.self, from: #"["Na","Inf","NaN"]"#).arrayValue?.prefix(2) == ["Na", "Inf"])
  }

  @Test func keysAreSortedAndSlashesLeftAlone() throws {
    #expect(try JSONCoders.text(of: ["b": "https://a.example/x", "a": "1"]) == #"{"a":"1","b":"https://a.example/x"}"#)
  }

  @Test func equalValuesAlwaysGiveTheSameText() throws {
    let members = Dictionary(uniqueKeysWithValues: (0..<64).map { ("key\($0)", $0) })
    let first = try JSONCoders.text(of: members)
    for _ in 0..<8 { #expect(try JSONCoders.text(of: Dictionary(uniqueKeysWithValues: members.shuffled())) == first) }
  }
}
