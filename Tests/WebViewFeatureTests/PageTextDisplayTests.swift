import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Text a page controls reaches the user only without control characters: each one (C0, DEL, C1)
/// becomes U+FFFD, except line feeds and tabs; CR LF and a lone CR become a line feed.
@MainActor
struct PageTextDisplayTests {
  /// Every control character but line feed and tab, and the replacement each one gets.
  nonisolated static let controls = String(
    String.UnicodeScalarView(
      (0x00...0x9F as ClosedRange<UInt32>).compactMap(Unicode.Scalar.init).filter {
        $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" && $0 != "\r"
      }))
  nonisolated static let replaced = String(repeating: "\u{FFFD}", count: controls.unicodeScalars.count)

  @Test(arguments: [
    (LoadError.hostNotAllowed("a\(controls)b"), "a\(replaced)b cannot be opened in the app."),
    (.unsupportedContent(mimeType: "text/\(controls)"), "This content (text/\(replaced)) cannot be shown in the app."),
    (.other("Failed\(controls)."), "Failed\(replaced)."),
  ])
  func errorMessageReplacesEveryControlCharacterFromThePage(_ error: LoadError, _ message: String) {
    #expect(error.description == message)
  }

  /// The quick check that lets plain text through untouched must see each kind on its own.
  @Test(arguments: ["\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}"])
  func aSingleControlCharacterOfAnyKindIsReplaced(_ control: String) {
    #expect(LoadError.other("a\(control)b").description == "a\u{FFFD}b")
  }

  @Test func lineBreaksAndTabsStayAndCarriageReturnsBecomeLineFeeds() {
    #expect(LoadError.other("\na\nb\tc\r\nd\re\r").description == "\na\nb\tc\nd\ne\n")
  }

  /// U+00A0–U+00BF share the lead byte 0xC2 with the C1 controls; they and space are text.
  @Test func textBesideTheControlRangesIsKept() {
    let text = " ~\u{A0}°±¿ é 한국어 \u{200F}"
    #expect(LoadError.other(text).description == text)
  }

  /// Regression: the NUL that Foundation decodes from `%00` reached `errorMessage`.
  @Test func blockedAddressWithAnEncodedNULIsNamedAsWritten() async throws {
    let h = Harness(Fixture.loadedPage)
    let url = try #require(URL(string: "https://example.com%00.evil.com/"))
    await h.send(.navigationRequested(1, NavigationRequest(url: url, type: .linkActivated))) {
      $0.show(.hostNotAllowed("example.com%00.evil.com"))
    }
    #expect(h.store.state.errorMessage == "example.com%00.evil.com cannot be opened in the app.")
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    await h.finish()
  }

  @Test func toastIsShownWithoutControlCharacters() async throws {
    let h = Harness(Fixture.loadedPage)
    let body = Fixture.message("showToast", data: ["message": .string("Saved\u{0}!\u{1B}[2J")])
    await h.send(.scriptMessageReceived(body: body, frame: Fixture.mainFrame)) { $0.toastMessage = "Saved\u{FFFD}!\u{FFFD}[2J" }
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    await h.finish()
  }

  @Test func queuedToastIsShownWithoutControlCharacters() async throws {
    var state = Fixture.loadedPage
    state.toastMessage = "First"
    let h = Harness(state)
    let body = Fixture.message("showToast", data: ["message": .string("Second\u{7}")])
    await h.send(.scriptMessageReceived(body: body, frame: Fixture.mainFrame)) { $0.queuedToasts = ["Second\u{FFFD}"] }
    #expect(h.page.scripts == [try Fixture.reply(.success())])
    await h.finish()
  }

  @Test func dialogIsShownWithoutControlCharacters() async {
    let h = Harness(Fixture.loadedPage)
    let dialog = JSDialog(id: 1, kind: .prompt(defaultText: "Mi\u{8}na"), message: "Line 1\nName\u{0}?")
    await h.send(.dialogRequested(dialog)) {
      $0.dialogs = [JSDialog(id: 1, kind: .prompt(defaultText: "Mi\u{FFFD}na"), message: "Line 1\nName\u{FFFD}?")]
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func titleIsShownWithoutControlCharacters() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.titleChanged("Inbox\u{0}\u{9B}(3)")) { $0.title = "Inbox\u{FFFD}\u{FFFD}(3)" }
    await h.finish()
  }
}

/// The quick check in front of the exact one: titles arrive on every load, and text without a
/// control character must come back as it is, not rebuilt scalar by scalar.
@Suite struct DisplayableQuickCheckTests {
  @Test func textWithoutAControlCharacterComesBackWithoutACopy() {
    let title = String(repeating: "Título 한국어 ", count: 8)
    let shown = UserFacingText.displayable(title)
    #expect(shown == title)
    let storage = { (text: String) in text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
    #expect(storage(shown) != nil)
    #expect(storage(shown) == storage(title))
  }

  @Test func everyASCIIControlButLineFeedAndTabIsReplaced() {
    for value in UInt8(0)..<0x80 where value != 0x0D {
      let text = String(decoding: [UInt8(ascii: "a"), value], as: UTF8.self)
      let isReplaced = (value < 0x20 || value == 0x7F) && value != 0x0A && value != 0x09
      #expect(UserFacingText.displayable(text) == (isReplaced ? "a\u{FFFD}" : text), "byte \(value)")
    }
  }

  /// Every C1 control is 0xC2 followed by 0x80–0x9F; other characters starting with 0xC2 are
  /// flagged too and then kept by the exact check.
  @Test func c1ControlsAreReplacedAndOtherCharactersLeadingWithTheSameByteAreKept() {
    #expect(UserFacingText.displayable("a\u{85}") == "a\u{FFFD}")
    #expect(UserFacingText.displayable("a\u{9F}") == "a\u{FFFD}")
    #expect(UserFacingText.displayable("a\u{A0}") == "a\u{A0}")
    #expect(UserFacingText.displayable("aé") == "aé")
    #expect(UserFacingText.displayable("") == "")
  }
}
