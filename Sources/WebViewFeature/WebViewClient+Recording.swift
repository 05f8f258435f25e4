import Foundation
import StoreRuntime

extension WebViewClient {
  /// A client that records every call, in order, and does nothing else: for tests.
  ///
  /// ```swift
  /// let (client, recorder) = WebViewClient.recording()
  /// // … TestStore(…) { $0.webView = client } …
  /// #expect(recorder.calls == [.decidePolicy(1, .allow)])
  /// ```
  public static func recording() -> (client: WebViewClient, recorder: WebViewClientRecorder) {
    let recorder = WebViewClientRecorder()
    return (WebViewClient { recorder.record($0) }, recorder)
  }
}

/// The calls a ``WebViewClient/recording()`` client received.
public final class WebViewClientRecorder: Sendable {
  private let storage = LockIsolated<[WebViewClient.Call]>([])

  init() {}

  /// Every call so far, oldest first.
  public var calls: [WebViewClient.Call] { storage.value }

  /// Returns the calls so far and forgets them, so that a test can check each step on its own.
  public func takeCalls() -> [WebViewClient.Call] {
    storage.withValue { calls in
      defer { calls.removeAll() }
      return calls
    }
  }

  func record(_ call: WebViewClient.Call) {
    storage.withValue { $0.append(call) }
  }
}
