import Foundation
import StoreRuntime
import WebViewFeature
import WebViewHost

/// A web view that records what the kit asks of it, for tests.
@MainActor
final class FakeWebView: WebViewDriving {
  enum Call: Equatable {
    case load(URL)
    case reload
    case goBack
    case goForward
    case evaluate(String)
    case openExternally(URL)
    case closeScreen
    /// Recorded once the cookies are stored.
    case setCookies([SessionCookie])
    /// Recorded once the cookies are gone.
    case deleteCookies([SessionCookie.ID])

    var isLoad: Bool { if case .load = self { true } else { false } }
  }

  var calls: [Call] = []
  var documentStartScripts: [[String]] = []
  /// When set, evaluating a script throws it (the page went away).
  var evaluationError: (any Error)?
  /// Called inside `load`, as `WKWebView.load` changes its `url` (key-value observed) at once.
  var onLoad: (@MainActor (URL) -> Void)?

  func load(_ url: URL) {
    calls.append(.load(url))
    onLoad?(url)
  }
  func reload() { calls.append(.reload) }
  func goBack() { calls.append(.goBack) }
  func goForward() { calls.append(.goForward) }
  func evaluateJavaScript(_ script: String) async throws {
    if let evaluationError { throw evaluationError }
    calls.append(.evaluate(script))
  }
  func openExternally(_ url: URL) { calls.append(.openExternally(url)) }
  func closeScreen() { calls.append(.closeScreen) }
  func setDocumentStartScripts(_ scripts: [String]) { documentStartScripts.append(scripts) }
  func setCookies(_ cookies: [SessionCookie]) async {
    await storeCookies()
    calls.append(.setCookies(cookies))
  }
  func deleteCookies(_ ids: [SessionCookie.ID]) async {
    await storeCookies()
    calls.append(.deleteCookies(ids))
  }

  /// While true, cookie changes wait for ``releaseCookies()``, as WebKit's network process keeps
  /// a caller waiting.
  var holdsCookies = false
  private var heldCookieChanges: [CheckedContinuation<Void, Never>] = []

  /// Lets every held cookie change finish.
  func releaseCookies() {
    holdsCookies = false
    let held = heldCookieChanges
    heldCookieChanges = []
    held.forEach { $0.resume() }
  }

  private func storeCookies() async {
    guard holdsCookies else { return await Task.yield() }
    await withCheckedContinuation { heldCookieChanges.append($0) }
  }

  /// The scripts evaluated so far.
  var scripts: [String] {
    calls.compactMap { if case .evaluate(let script) = $0 { script } else { nil } }
  }
}

/// A `WKNavigation` stand-in: only its identity matters.
final class FakeNavigation {}

/// Counts how often each WebKit handler was called, and with what.
@MainActor
final class HandlerLog {
  private(set) var answers: [String: [String]] = [:]

  /// A decision handler that records its answers under `name`.
  func decision(_ name: String) -> @MainActor @Sendable (WebKitPolicy) -> Void {
    { policy in self.answers[name, default: []].append(policy.rawValue) }
  }

  func alert(_ name: String) -> @MainActor @Sendable () -> Void {
    { self.answers[name, default: []].append("done") }
  }

  func confirm(_ name: String) -> @MainActor @Sendable (Bool) -> Void {
    { self.answers[name, default: []].append("\($0)") }
  }

  func prompt(_ name: String) -> @MainActor @Sendable (String?) -> Void {
    { self.answers[name, default: []].append($0.map { "\"\($0)\"" } ?? "nil") }
  }

  /// An open panel's handler, recording the names of the files it got, or `nil`.
  func files(_ name: String) -> @MainActor @Sendable ([URL]?) -> Void {
    { self.answers[name, default: []].append($0.map { $0.map(\.lastPathComponent).joined(separator: ",") } ?? "nil") }
  }

  /// A reply handler that records what settled its promise under `name`.
  func reply(_ name: String) -> @MainActor @Sendable (HandlerReply) -> Void {
    { self.answers[name, default: []].append(StateDiff.renderLine($0)) }
  }

  /// Whether every named handler was called exactly once.
  var everyHandlerCalledOnce: Bool { answers.values.allSatisfy { $0.count == 1 } }
}

/// Lets the store's effects (main-actor tasks) run to their end.
@MainActor
func settle() async {
  for _ in 0..<32 { await Task.yield() }
}
