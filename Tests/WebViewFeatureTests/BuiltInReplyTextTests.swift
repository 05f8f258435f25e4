import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// Each built-in action answers with a sentence of its own from the messages table, as seed
/// 004's app answers `showToast` with "토스트를 표시합니다".
@MainActor
struct BuiltInReplyTextTests {
  /// A table whose every built-in reply says which one it is.
  static var messages: WebViewMessages {
    var messages = WebViewMessages.korean
    messages.userInfoReply = "사용자 정보입니다"
    messages.appVersionReply = "앱 버전입니다"
    messages.openURLReply = "새 화면에서 엽니다"
    messages.showToastReply = "토스트를 표시합니다"
    messages.closeReply = "화면을 닫습니다"
    messages.readyReply = "준비되었습니다"
    return messages
  }

  static func harness() -> Harness {
    var configuration = Fixture.configuration()
    configuration.messages = messages
    return Harness(Fixture.loadedPage, configuration: configuration)
  }

  static func message(_ action: String, data: JSONValue? = nil) -> Action {
    .scriptMessageReceived(body: Fixture.message(action, data: data), frame: Fixture.mainFrame)
  }

  @Test func showToastAnswersWithItsOwnSentence() async throws {
    let h = Self.harness()
    await h.send(Self.message("showToast", data: ["message": "저장되었습니다"])) { $0.toastMessage = "저장되었습니다" }
    #expect(h.page.scripts == [try Fixture.reply(.success("토스트를 표시합니다"))])
    await h.finish()
  }

  @Test func openUrlAnswersWithItsOwnSentence() async throws {
    let h = Self.harness()
    await h.send(Self.message("openUrl", data: ["url": "https://app.example.com/next"])) {
      $0.urlToOpen = Fixture.url("https://app.example.com/next")
    }
    #expect(h.page.scripts == [try Fixture.reply(.success("새 화면에서 엽니다"))])
    await h.finish()
  }

  @Test(arguments: ["pop", "close"])
  func closingAnswersWithItsOwnSentenceBeforeTheScreenCloses(action: String) async throws {
    let h = Self.harness()
    await h.send(Self.message(action))
    #expect(h.page.scripts == [try Fixture.reply(.success("화면을 닫습니다"))])
    #expect(h.web.calls == [.closeScreen])
    await h.finish()
  }

  @Test func readyAnswersWithItsOwnSentence() async throws {
    let h = Self.harness()
    await h.send(Self.message("ready"))
    #expect(h.page.scripts == [try Fixture.reply(.success("준비되었습니다"))])
    await h.finish()
  }

  @Test func getUserInfoAnswersWithItsOwnSentence() async throws {
    let h = Self.harness()
    await h.send(Self.message("getUserInfo"))
    let data: JSONValue = ["name": "Mina", "device": "iPhone15,2", "osVersion": "17.5"]
    #expect(h.page.scripts == [try Fixture.reply(.success("사용자 정보입니다", data: data))])
    await h.finish()
  }

  @Test func bothVersionActionsAnswerWithTheVersionSentence() async throws {
    let h = Self.harness()
    await h.send(Self.message("appVersion"))
    await h.send(Self.message("getAppVersion"))
    let full: JSONValue = ["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"]
    #expect(
      h.page.scripts == [
        try Fixture.reply(.success("앱 버전입니다", data: ["version": "2.3.0"])),
        try Fixture.reply(.success("앱 버전입니다", data: full)),
      ])
    await h.finish()
  }
}
