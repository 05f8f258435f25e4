import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// A screen configured with `messages: .korean` shows and answers in Korean.
@MainActor
struct LocalisedMessagesTests {
  private var korean: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.messages = .korean
    return configuration
  }

  private func receive(_ body: JSONValue) -> Action {
    .scriptMessageReceived(body: body, frame: Fixture.mainFrame)
  }

  @Test func aLoadFailureIsShownInTheConfiguredLanguage() async {
    var loading = State()
    loading.currentLoad = 1
    loading.isLoading = true
    let h = Harness(loading, configuration: korean)
    await h.send(.loadFailedBeforeCommit(1, .url(-1009))) {
      $0.currentLoad = nil
      $0.isLoading = false
      $0.error = .offline
      $0.errorMessage = "오프라인 상태인 것 같습니다. 연결을 확인한 후 다시 시도하세요."
    }
    await h.finish()
  }

  @Test func aBlockedNavigationNamesTheHostInTheConfiguredLanguage() async {
    let h = Harness(Fixture.loadedPage, configuration: korean)
    await h.send(.navigationRequested(2, NavigationRequest(url: Fixture.evil, type: .linkActivated))) {
      $0.error = .hostNotAllowed("evil.com")
      $0.errorMessage = "evil.com은(는) 앱에서 열 수 없습니다."
    }
    #expect(h.web.calls == [.decidePolicy(2, .cancel)])
    await h.send(.errorDismissed) {
      $0.error = nil
      $0.errorMessage = nil
    }
    await h.finish()
  }

  @Test func theCrashLoopIsShownInTheConfiguredLanguage() async {
    var configuration = korean
    configuration.recovery = .init(maxAutomaticReloads: 0, window: 60)
    var state = Fixture.loadedPage
    state.isActive = true
    let h = Harness(state, configuration: configuration)
    await h.send(.processTerminated) {
      $0.progress = 0
      $0.title = nil
      $0.isPageReady = false
      $0.recentTerminations = [Fixture.start]
      $0.automaticReloadsStopped = true
      $0.error = .crashLoop(terminations: 1)
      $0.errorMessage = "페이지가 1번 연속으로 멈췄습니다. 다시 시도를 눌러 다시 불러오세요."
    }
    await h.finish()
  }

  @Test(
    arguments: [
      ("greeting", JSONValue.null, BridgeResponse.success("네이티브에서 보내는 인사입니다", data: .null)),
      ("ready", .null, .success("확인")),
      ("appVersion", .null, .success("확인", data: ["version": "2.3.0"])),
      ("launchRockets", .null, .failure(.unknownAction, #"\#u{22}launchRockets\#u{22} 액션을 처리할 핸들러가 없습니다."#)),
      ("showToast", ["message": " "], .failure(.invalidPayload, "showToast에는 data.message(비어 있지 않은 문자열)가 필요합니다.")),
      ("openUrl", ["url": "ftp://x"], .failure(.invalidPayload, "openUrl에는 data.url(절대 http(s) URL)이 필요합니다.")),
      ("openUrl", ["url": "https://evil.com/phish"], .failure(.notAllowed, "evil.com은(는) 앱에서 열 수 없습니다.")),
    ] as [(String, JSONValue, BridgeResponse)])
  func builtInRepliesSpeakTheConfiguredLanguage(action: String, data: JSONValue, response: BridgeResponse) async throws {
    let h = Harness(Fixture.loadedPage, configuration: korean)
    await h.send(receive(Fixture.message(action, data: data)))
    #expect(h.page.scripts == [try Fixture.reply(response)])
    await h.finish()
  }

  @Test func aResponseThatCannotBeSentIsReplacedInTheConfiguredLanguage() async throws {
    let h = Harness(Fixture.loadedPage, configuration: korean)
    await h.send(.pluginResponded(try Fixture.request("measure"), .success(data: ["ratio": .number(.infinity)])))
    let reason = "\(JavaScriptError.nonFiniteNumber)"
    #expect(h.web.calls == [.diagnose(.replyNotDelivered(action: "measure", reason: reason))])
    let failure = BridgeResponse.failure(.handlerFailed, "응답을 페이지로 보낼 수 없습니다: \(reason)")
    #expect(h.page.scripts == [try Fixture.reply(failure)])
    await h.finish()
  }
}
