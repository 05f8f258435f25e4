import StoreRuntime

/// Sends scripts to the page: the one dependency through which native code talks to JavaScript.
///
/// It holds no WebKit type. The app builds the live value from its `WKWebView`:
///
/// ```swift
/// import WebKit
///
/// extension BridgeClient {
///   @MainActor
///   static func live(_ webView: WKWebView) -> BridgeClient {
///     BridgeClient { @MainActor [weak webView] script in
///       guard let webView else { return }
///       // callAsyncJavaScript runs the script as a function body, so its `undefined` result is
///       // fine. The async form of evaluateJavaScript throws (or, on old iOS, traps) when the
///       // expression's result has no Foundation form; if you use evaluateJavaScript, use the
///       // completion-handler form and ignore the result.
///       _ = try await webView.callAsyncJavaScript(script, contentWorld: .page)
///     }
///   }
/// }
///
/// // In the view controller, once the web view exists:
/// withDependencies { $0.bridgeClient = .live(webView) } operation: { /* create the store */ }
/// ```
///
/// Scripts evaluated before the page's bridge script has run are lost; queue replies and events
/// until the page says it is ready, and re-arm the queue for every new document.
public struct BridgeClient: Sendable {
  /// Evaluates one script in the page's main frame. Scripts come only from ``JavaScript``.
  public var evaluate: @Sendable (String) async throws -> Void
  /// Sees every reply and event the methods below send, before its script is built, on the
  /// caller's actor and in the caller's task; `nil` by default.
  ///
  /// For capturing what the page was told (an action log does, through `WebViewCall.capture`):
  /// because it runs before any hop to another executor, the calls of concurrent effects reach
  /// it in the order the effects made them. A reply whose script cannot be built is seen here
  /// and then throws.
  public var willSend: (@Sendable (BridgeCall) -> Void)?

  /// Creates a client around an evaluation function.
  public init(evaluate: @escaping @Sendable (String) async throws -> Void) {
    self.evaluate = evaluate
    willSend = nil
  }

  /// Sends `response` along the request's reply route and returns the script sent.
  ///
  /// Returns `nil` without evaluating anything when the request asked for no reply. Throws a
  /// ``JavaScriptError`` (nothing evaluated) when the response cannot be written, or whatever
  /// ``evaluate`` throws. The script is built off the caller's actor.
  @discardableResult
  public nonisolated(nonsending) func reply(to request: BridgeRequest, with response: BridgeResponse) async throws -> String? {
    guard let route = request.replyRoute else { return nil }
    let call = BridgeCall.reply(action: request.action, route: route, response: response)
    willSend?(call)
    return try await Self.send(call, evaluate: evaluate) { () throws(JavaScriptError) in try route.script(for: response) }
  }

  /// Sends the failure reply for a message that could not be decoded, so the page's promise
  /// settles. Returns `nil` without evaluating anything when the message had no usable route.
  @discardableResult
  public nonisolated(nonsending) func reply(to error: BridgeMessageError) async throws -> String? {
    guard let route = error.replyRoute else { return nil }
    let call = BridgeCall.rejectionReply(route: route, response: error.response)
    willSend?(call)
    return try await Self.send(call, evaluate: evaluate) { () throws(JavaScriptError) in try route.script(for: error.response) }
  }

  /// Sends the native event `event` with `data` in `dialect` and returns the script sent.
  ///
  /// Throws a ``JavaScriptError`` (nothing evaluated) when `data` holds NaN or an infinity, or
  /// whatever ``evaluate`` throws. The script is built off the caller's actor.
  @discardableResult
  public nonisolated(nonsending) func emit(event: String, data: JSONValue = .null, dialect: BridgeDialect) async throws -> String {
    let call = BridgeCall.event(name: event, data: data)
    willSend?(call)
    return try await Self.send(call, evaluate: evaluate) { () throws(JavaScriptError) in try dialect.eventScript(name: event, data: data) }
  }

  /// Builds the script of `call` off the caller's actor (a large reply is real work) and
  /// evaluates it with ``BridgeCall/inProgress`` set, so that a client recording its scripts
  /// knows they are not scripts of their own.
  @concurrent
  private static func send(
    _ call: BridgeCall, evaluate: @escaping @Sendable (String) async throws -> Void,
    script: @escaping @Sendable () throws(JavaScriptError) -> String
  ) async throws -> String {
    let script = try script()
    try await BridgeCall.$inProgress.withValue(call) {
      try await evaluate(script)
    }
    return script
  }

  /// Accepts every script and does nothing: for previews and screens without a page.
  public static let noop = BridgeClient { _ in }

  /// A client that reports an issue for every script, naming the dependency: the test value,
  /// so a test that did not override `\.bridgeClient` fails where its step made the call.
  public static let unimplemented = BridgeClient { script in
    reportIssueAtUserLocation(
      """
      \\.bridgeClient was used without an override: BridgeClient.evaluate was called (script: \
      \(script.prefix(120))). Override it, e.g. $0.bridgeClient = BridgeClient.recording().client.
      """
    )
  }

  /// A client that records every script, in order, instead of evaluating it.
  public static func recording() -> (client: BridgeClient, recorder: BridgeScriptRecorder) {
    let recorder = BridgeScriptRecorder()
    return (BridgeClient { script in recorder.record(script) }, recorder)
  }
}

/// The scripts a ``BridgeClient/recording()`` client was asked to evaluate.
public final class BridgeScriptRecorder: Sendable {
  private let storage = LockIsolated<[String]>([])

  init() {}

  /// Every script so far, oldest first.
  public var scripts: [String] { storage.value }

  func record(_ script: String) {
    storage.withValue { $0.append(script) }
  }
}

private enum BridgeClientKey: DependencyKey {
  static let liveValue = BridgeClient { _ in
    reportIssueAtUserLocation(
      """
      BridgeClient.evaluate has no live implementation. Set DependencyValues.bridgeClient to a \
      BridgeClient that evaluates scripts in your WKWebView (see BridgeClient's documentation).
      """
    )
  }

  static let testValue = BridgeClient.unimplemented
}

extension DependencyValues {
  /// The client that sends scripts to the page.
  public var bridgeClient: BridgeClient {
    get { self[BridgeClientKey.self] }
    set { self[BridgeClientKey.self] = newValue }
  }
}
