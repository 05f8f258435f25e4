import BridgeClient
import Foundation
import JSON
import Testing

struct CallbackIDTests {
  @Test(arguments: [
    (JSONValue.number(7), CallbackID.integer(7)),
    (.number(-3), .integer(-3)),
    (.number(9_007_199_254_740_991), .integer(9_007_199_254_740_991)),
    (.string("cb_12"), .string("cb_12")),
    (.string("6F9619FF-8B86-D011-B42D-00C04FC964FF"), .string("6F9619FF-8B86-D011-B42D-00C04FC964FF")),
    (.string("a.b:c-d_e"), .string("a.b:c-d_e")),
  ])
  func validIDIsAccepted(_ value: JSONValue, _ expected: CallbackID) throws {
    #expect(try CallbackID(validating: value) == expected)
  }

  @Test(arguments: [
    JSONValue.number(1.5), .number(9_007_199_254_740_992), .string(""),
    .string(String(repeating: "a", count: 101)), .string("a b"), .string("a'b"), .string("1);alert(1"),
    .string("١٢٣"), .string("</script>"), .bool(true), .null, .array([1]), .object(["id": 1]),
  ])
  func hostileIDIsRejected(_ value: JSONValue) {
    #expect(throws: JavaScriptError.self) {
      try CallbackID(validating: value)
    }
  }

  @Test func stringIDOfMaximumLengthIsAccepted() throws {
    let id = String(repeating: "z", count: 100)
    #expect(try CallbackID(validating: id) == .string(id))
  }

  @Test(arguments: [CallbackID.integer(42), .string("cb-1")])
  func codableRoundTripKeepsTheID(_ id: CallbackID) throws {
    let data = try JSONEncoder().encode(id)
    #expect(try JSONDecoder().decode(CallbackID.self, from: data) == id)
  }

  @Test func decodingRejectsInvalidID() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CallbackID.self, from: Data(#""x);alert(1)""#.utf8))
    }
  }
}
