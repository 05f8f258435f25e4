import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature

/// Values a host can legally send that an action log must still record and replay.
@MainActor
struct AdversarialActionLogTests {
  private let scratch = TemporaryFolder()
  /// Regression: `JSONEncoder` refuses non-finite numbers by default, so a host that forwarded
  /// WebKit's `estimatedProgress` unchecked (NaN or ±infinity) made the recorder fail and lose
  /// the rest of the log. Logs now spell them as strings.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteProgressIsRecordedAndReplays(_ progress: Double) async throws {
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature()) {
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_750_000_000) }
      $0.webView = .noop
      $0.bridgeClient = .noop
    }
    let url = scratch.newFile("session.jsonl")
    let recorder = try ActionRecorder(store: store, feature: "WebViewFeature", destination: .file(url), checkpointInterval: 1)
    store.send(.loadStarted(1, url: URL(string: "https://example.com/")))
    store.send(.progressChanged(progress))
    store.send(.loadFinished(1))
    try await recorder.flush()
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url)
    let replayer = try ActionLogReplayer(reader: reader, reducer: WebViewFeature())
    var actions: [WebViewFeature.Action] = []
    while let step = try replayer.next() {
      #expect(step.verification == .matched)
      actions.append(step.entry.action)
    }
    #expect(actions.count == 3)
    guard actions.count == 3, case .progressChanged(let replayed) = actions[1] else {
      Issue.record("the progress action did not come back: \(actions)")
      return
    }
    #expect(replayed.isNaN ? progress.isNaN : replayed == progress)
  }
}
