import Foundation
import StoreRuntime

extension WebViewClient {
  /// One call the reducer made of the web view, as a ``WebViewClientRecorder`` keeps it.
  public enum Call: Equatable, Sendable, Codable {
    /// ``WebViewClient/load``
    case load(URL)
    /// ``WebViewClient/reload``
    case reload
    /// ``WebViewClient/decidePolicy``
    case decidePolicy(NavigationID, WebKitPolicy)
    /// ``WebViewClient/decideResponse``
    case decideResponse(NavigationID, WebKitPolicy)
    /// ``WebViewClient/completeDialog``
    case completeDialog(DialogID, DialogResult)
    /// ``WebViewClient/openExternally``
    case openExternally(URL)
    /// ``WebViewClient/closeScreen``
    case closeScreen
    /// ``WebViewClient/diagnose``
    case diagnose(WebViewDiagnostic)
  }

  /// A client that records every call, in order, and does nothing else: for tests.
  ///
  /// ```swift
  /// let (client, recorder) = WebViewClient.recording()
  /// // … TestStore(…) { $0.webView = client } …
  /// #expect(recorder.calls == [.decidePolicy(1, .allow)])
  /// ```
  public static func recording() -> (client: WebViewClient, recorder: WebViewClientRecorder) {
    let recorder = WebViewClientRecorder()
    let client = WebViewClient(
      load: { recorder.record(.load($0)) },
      reload: { recorder.record(.reload) },
      decidePolicy: { recorder.record(.decidePolicy($0, $1)) },
      decideResponse: { recorder.record(.decideResponse($0, $1)) },
      completeDialog: { recorder.record(.completeDialog($0, $1)) },
      openExternally: { recorder.record(.openExternally($0)) },
      closeScreen: { recorder.record(.closeScreen) },
      diagnose: { recorder.record(.diagnose($0)) }
    )
    return (client, recorder)
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
