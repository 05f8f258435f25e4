import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// A screen's recorder with the cookie sanitisers writes no session cookie value, and its log
/// still replays to the states it recorded.
@MainActor
struct CookieRedactionTests {
  private let scratch = TemporaryFolder()

  @Test func noValueReachesTheLogAndTheLogStillReplays() async throws {
    let configuration = WebViewFeature.Configuration(navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])))
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
      $0.webView = .noop
      $0.bridgeClient = .noop
      $0.date = .constant(Date(timeIntervalSince1970: 1_750_000_000))
    }
    let url = scratch.newFile("cookies.jsonl")
    let recorder = try ActionRecorder(
      store: store, feature: "WebViewFeature", destination: .file(url), checkpointInterval: 1,
      sanitizer: .redactingCookieValues, capturingCalls: WebViewCall.capture, callSanitizer: WebViewCall.redactCookieValues)
    let cookie = SessionCookie(name: "sid", value: "hunter2", domain: "app.example.com")
    await store.send(.sessionCookiesChanged([cookie])).finish()
    await store.send(.sessionCookiesChanged([])).finish()
    try await recorder.flush()

    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("hunter2"))
    #expect(text.contains(SessionCookie.redactedValue))

    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url, feature: "WebViewFeature")
    let replayer = try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: configuration))
    var steps = 0
    while let step = try replayer.next() {
      #expect(step.verification == .matched, "\(step.divergence ?? "")")
      steps += 1
    }
    #expect(steps == 2)
  }
}
