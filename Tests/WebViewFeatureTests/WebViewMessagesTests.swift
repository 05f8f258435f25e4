import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// The messages table: complete tables, lenient and strict decoding, safe filling.
struct WebViewMessagesTests {
  /// A table as its encoded `[key: text]` object.
  static func entries(_ messages: WebViewMessages) throws -> [String: String] {
    try JSONDecoder().decode([String: String].self, from: JSONEncoder().encode(messages))
  }

  /// The `{name}` placeholders in `text`, sorted.
  static func placeholders(_ text: String) -> [String] {
    let pattern = /\{([A-Za-z]+)\}/
    return text.matches(of: pattern).map { String($0.output.1) }.sorted()
  }

  static func decode(_ json: String) throws -> WebViewMessages {
    try JSONDecoder().decode(WebViewMessages.self, from: Data(json.utf8))
  }

  @Test func theKoreanTableTranslatesEveryMessageWithTheSamePlaceholders() throws {
    let english = try Self.entries(.english)
    let korean = try Self.entries(.korean)
    #expect(english.count == 46)
    #expect(Set(korean.keys) == Set(english.keys))
    for (key, text) in english.sorted(by: { $0.key < $1.key }) {
      let translation = try #require(korean[key])
      #expect(translation != text, "\(key) is not translated")
      #expect(translation.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(key) has no Hangul")
      #expect(Self.placeholders(translation) == Self.placeholders(text), "\(key) changed its placeholders")
    }
  }

  @Test func aMissingOrNullMessageTakesItsEnglishText() throws {
    let decoded = try Self.decode(#"{"offline": "Sin conexión.", "timedOut": null}"#)
    var expected = WebViewMessages.english
    expected.offline = "Sin conexión."
    #expect(decoded == expected)
  }

  @Test func aTableWithTheOlderSharedReplyOKGivesItToEveryBuiltInReplyItDoesNotName() throws {
    let decoded = try Self.decode(#"{"replyOK": "Vale", "showToastReply": "Mostrando el aviso"}"#)
    var expected = WebViewMessages.english
    expected.userInfoReply = "Vale"
    expected.appVersionReply = "Vale"
    expected.openURLReply = "Vale"
    expected.showToastReply = "Mostrando el aviso"
    expected.closeReply = "Vale"
    expected.readyReply = "Vale"
    #expect(decoded == expected)
  }

  @Test func anEmptyObjectDecodesToEnglishAndUnknownKeysAreIgnored() throws {
    #expect(try Self.decode(#"{"someFutureMessage": "x"}"#) == .english)
  }

  @Test func everyTableRoundTripsThroughJSON() throws {
    for table in [WebViewMessages.english, .korean] {
      #expect(try JSONDecoder().decode(WebViewMessages.self, from: JSONEncoder().encode(table)) == table)
    }
  }

  @Test func aPlaceholderTheMessageDoesNotHaveIsRejectedNamingBoth() throws {
    do {
      _ = try Self.decode(#"{"hostNotAllowed": "{hots} kann nicht geöffnet werden."}"#)
      Issue.record("decoding did not throw")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "message hostNotAllowed uses {hots}, which it does not have (it has: {host})")
      #expect(context.codingPath.map(\.stringValue) == ["hostNotAllowed"])
    }
  }

  @Test func aPlaceholderInAMessageWithoutAnyIsRejected() throws {
    #expect(throws: DecodingError.self) { try Self.decode(#"{"offline": "Offline ({status})"}"#) }
  }

  @Test func aWrongTypeIsRejected() throws {
    #expect(throws: DecodingError.self) { try Self.decode(#"{"offline": 3}"#) }
  }

  @Test(arguments: [
    (LoadError.httpStatus(401), "이 페이지에 접근할 권한이 없습니다(HTTP 401)."),
    (.httpStatus(410), "페이지를 찾을 수 없습니다(HTTP 410)."),
    (.httpStatus(502), "서버에 문제가 발생했습니다(HTTP 502). 잠시 후 다시 시도하세요."),
    (.httpStatus(418), "페이지를 불러올 수 없습니다(HTTP 418)."),
    (.unsupportedContent(mimeType: nil), "이 콘텐츠(알 수 없는 형식)는 앱에서 표시할 수 없습니다."),
    (.hostNotAllowed("evil.com"), "evil.com은(는) 앱에서 열 수 없습니다."),
    (.hostNotAllowed(""), "이 주소는 앱에서 열 수 없습니다."),
    (.crashLoop(terminations: 4), "페이지가 4번 연속으로 멈췄습니다. 다시 시도를 눌러 다시 불러오세요."),
    (.other(""), "페이지를 불러올 수 없습니다."),
    (.other("Server said no"), "Server said no"),
  ])
  func koreanTextFillsInTheErrorsValues(error: LoadError, text: String) {
    #expect(WebViewMessages.korean.text(for: error) == text)
  }

  @Test func aFilledInValueIsNeverReadForPlaceholders() {
    var messages = WebViewMessages.english
    messages.hostNotAllowed = "{host} / {host}"
    #expect(messages.text(for: .hostNotAllowed("{host}.{count}")) == "{host}.{count} / {host}.{count}")
  }

  @Test func aPlaceholderOfAnotherMessageIsLeftAsWritten() {
    var messages = WebViewMessages.english
    messages.crashLoop = "{count} {host} { {count"
    #expect(messages.text(for: .crashLoop(terminations: 2)) == "2 {host} { {count")
  }

  @Test func controlCharactersInATranslationOrAValueAreReplaced() {
    var messages = WebViewMessages.english
    messages.hostNotAllowed = "\u{7}{host}"
    #expect(messages.text(for: .hostNotAllowed("a\u{0}b")) == "\u{FFFD}a\u{FFFD}b")
  }

  @Test func aPanelIsTitledWithTheHostOfTheFrameThatOpenedIt() {
    let frame = BridgeFrame(url: URL(string: "https://Pay.Example.com:8443/checkout"), isMainFrame: false)
    let dialog = JSDialog(id: 1, kind: .alert, message: "Paid", frame: frame)
    #expect(WebViewMessages.english.title(for: dialog) == "The page at pay.example.com says:")
    #expect(WebViewMessages.korean.title(for: dialog) == "pay.example.com 페이지의 메시지:")
  }

  @Test func aFileInputHasNoTitleWhoeverAsked() {
    let frame = BridgeFrame(url: URL(string: "https://pay.example.com/upload"), isMainFrame: true)
    let dialog = JSDialog(id: 1, kind: .fileInput(allowsMultipleSelection: false, allowsDirectories: false), message: "", frame: frame)
    #expect(WebViewMessages.english.title(for: dialog) == nil)
    #expect(WebViewMessages.korean.title(for: dialog) == nil)
  }

  @Test func aPanelWhoseOriginIsUnknownHasNoTitle() {
    let srcdoc = BridgeFrame(url: URL(string: "about:srcdoc"), isMainFrame: false)
    #expect(WebViewMessages.english.title(for: JSDialog(id: 1, kind: .alert, message: "x", frame: srcdoc)) == nil)
    #expect(WebViewMessages.english.title(for: JSDialog(id: 2, kind: .alert, message: "x")) == nil)
  }

  @Test func englishIsWhatLoadErrorDescribesItselfWith() {
    #expect(LoadError.offline.description == WebViewMessages.english.offline)
    #expect(LoadError.httpStatus(404).description == "The page was not found (HTTP 404).")
  }
}
