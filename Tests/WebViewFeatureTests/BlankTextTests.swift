import Foundation
import Testing
import WebViewFeature

/// `showToast` refuses blank messages; `String.isBlank` must say "blank" exactly when Foundation's
/// trimming of `.whitespacesAndNewlines` would leave nothing, which it replaced.
struct BlankTextTests {
  @Test func everyScalarIsBlankExactlyWhenFoundationCountsItAsWhiteSpaceOrNewline() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      if text.isBlank != CharacterSet.whitespacesAndNewlines.contains(scalar) { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "scalars read differently: \(mismatches.map { String($0, radix: 16) })")
  }

  @Test(arguments: ["", " ", "\t\n\r", "\u{00A0}\u{2028}\u{3000}", " a ", "Saved", "\u{200B}", "\u{FEFF}", " \u{1F600} "])
  func textIsBlankExactlyWhenTrimmingLeavesNothing(_ text: String) {
    #expect(text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }
}
