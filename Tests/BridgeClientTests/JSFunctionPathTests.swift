import BridgeClient
import Foundation
import Testing

struct JSFunctionPathTests {
  @Test(arguments: [
    "callback", "onToastResult", "app.bridge.resolve", "_private", "$", "$jq.fn", "a1.b2_c3$",
    String(repeating: "a", count: 128),
  ])
  func validPathIsAccepted(_ path: String) throws {
    #expect(try JSFunctionPath(validating: path).rawValue == path)
  }

  @Test(arguments: [
    "", "alert(1)", "a.b()", "a;alert(1)", "a..b", ".a", "a.", "1abc", "a.1b", "١٢٣", "ｆｏｏ", "café",
    "a b", "a-b", "a[0]", "a['x']", "a\nb", "a/*x*/", "`x`", "a.__proto__", "__proto__",
    "x.constructor", "Object.prototype", "eval", "window.eval", "Function", "setTimeout",
    "this.x", "new", "a.delete", String(repeating: "a", count: 129), "a\u{2028}b", "a\u{0}",
  ])
  func hostilePathIsRejected(_ path: String) {
    #expect(throws: JavaScriptError.self) {
      try JSFunctionPath(validating: path)
    }
  }

  @Test func rejectionNamesTheBrokenRule() {
    #expect(throws: JavaScriptError.invalidFunctionPath("a..b", reason: "segment 2 is empty")) {
      try JSFunctionPath(validating: "a..b")
    }
  }

  @Test func appendingValidatesTheResult() throws {
    let base = try JSFunctionPath(validating: String(repeating: "a", count: 120))
    #expect(throws: JavaScriptError.self) { try base.appending("fromNative") }
    #expect(try JSFunctionPath(validating: "ns").appending("fromNative").rawValue == "ns.fromNative")
  }

  @Test func decodingRejectsInvalidPath() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(JSFunctionPath.self, from: Data(#""a;alert(1)""#.utf8))
    }
  }

  @Test func codableRoundTripKeepsThePath() throws {
    let path = try JSFunctionPath(validating: "nativeBridge.resolve")
    let data = try JSONEncoder().encode(path)
    #expect(String(decoding: data, as: UTF8.self) == #""nativeBridge.resolve""#)
    #expect(try JSONDecoder().decode(JSFunctionPath.self, from: data) == path)
  }
}
