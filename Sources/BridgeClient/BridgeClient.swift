import JSON
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
///
/// Messages posted to a reply handler (``BridgeConfiguration/replyHandlerName``) are answered
/// through ``answer`` instead, which `WebViewHost`'s client implements with the `replyHandler`
/// WebKit gave it.
public struct BridgeClient: Sendable {
  /// Evaluates one script in the page's main frame. Scripts come only from ``JavaScript``.
  public var evaluate: @Sendable (String) async throws -> Void
  /// Settles the promise of the message the host numbered `id` with `reply`, by calling the
  /// `replyHandler` WebKit gave the host for it.
  public var answer: @Sendable (_ id: ReplyHandlerID, _ reply: HandlerReply) async throws -> Void
  /// Sees every reply and event the methods below send, before its script is built, on the
  /// caller's actor and in the caller's task; `nil` by default.
  ///
  /// For capturing what the page was told (an action log does, through `WebViewCall.capture`):
  /// because it runs before any hop to another executor, the calls of concurrent effects reach
  /// it in the order the effects made them. A reply whose script cannot be built is seen here
  /// and then throws.
  public var willSend: (@Sendable (BridgeCall) -> Void)?

  /// Creates a client around an evaluation function and, for messages posted to a reply
  /// handler, an answering one; without it such a message's reply throws
  /// ``BridgeClientError/cannotAnswerReplyHandler(_:)``.
  public init(
    evaluate: @escaping @Sendable (String) async throws -> Void,
    answer: @escaping @Sendable (_ id: ReplyHandlerID, _ reply: HandlerReply) async throws -> Void = { id, _ in
      throw BridgeClientError.cannotAnswerReplyHandler(id)
    }
  ) {
    self.evaluate = evaluate
    self.answer = answer
    willSend = nil
  }

  /// Sends `response` along the request's reply route and returns the script sent.
  ///
  /// Returns `nil` without evaluating anything when the request asked for no reply, or when it
  /// was posted to the reply handler: then ``answer`` gets the ``HandlerReply``. Throws a
  /// ``JavaScriptError`` (nothing sent) when the response cannot be written, or whatever
  /// ``evaluate`` or ``answer`` throws. The script is built off the caller's actor.
  @discardableResult
  public nonisolated(nonsending) func reply(to request: BridgeRequest, with response: BridgeResponse) async throws -> String? {
    guard let route = request.replyRoute else { return nil }
    return try await deliver(.reply(action: request.action, route: route, response: response), route, response)
  }

  /// Sends the failure reply for a message that could not be decoded, so the page's promise
  /// settles. Returns `nil` without evaluating anything when the message had no usable route,
  /// or when it was posted to the reply handler (answered through ``answer``).
  @discardableResult
  public nonisolated(nonsending) func reply(to error: BridgeMessageError) async throws -> String? {
    guard let route = error.replyRoute else { return nil }
    return try await deliver(.rejectionReply(route: route, response: error.response), route, error.response)
  }

  private nonisolated(nonsending) func deliver(_ call: BridgeCall, _ route: ReplyRoute, _ response: BridgeResponse)
    async throws -> String?
  {
    willSend?(call)
    if case .replyHandler(let id) = route {
      try await answer(id, HandlerReply(response))
      return nil
    }
    return try await Self.send(call, evaluate: evaluate) { () throws(JavaScriptError) in try route.script(for: response) }
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
  /// knows they are not scripts of their own. `Script` is `String?` for a reply, whose route
  /// may have no script (the reply handler's, answered before this), `String` for an event.
  @concurrent
  private static func send<Script: StringOrNone>(
    _ call: BridgeCall, evaluate: @escaping @Sendable (String) async throws -> Void,
    script make: @escaping @Sendable () throws(JavaScriptError) -> Script
  ) async throws -> Script {
    let script = try make()
    guard let text = script.text else { return script }
    try await BridgeCall.$inProgress.withValue(call) {
      try await evaluate(text)
    }
    return script
  }

  /// Accepts every script and answer and does nothing: for previews and screens without a page.
  public static let noop = BridgeClient(evaluate: { _ in }, answer: { _, _ in })

  /// A client that reports an issue for every script and answer, naming the dependency: the
  /// test value, so a test that did not override `\.bridgeClient` fails where its step made the
  /// call.
  public static let unimplemented = BridgeClient(
    evaluate: { script in
      reportIssueAtUserLocation(
        """
        \\.bridgeClient was used without an override: BridgeClient.evaluate was called (script: \
        \(script.prefix(120))). Override it, e.g. $0.bridgeClient = BridgeClient.recording().client.
        """
      )
    },
    answer: { id, reply in
      reportIssueAtUserLocation(
        """
        \\.bridgeClient was used without an override: BridgeClient.answer was called (\(id), \
        \(StateDiff.renderLine(reply))). Override it, e.g. $0.bridgeClient = BridgeClient.recording().client.
        """
      )
    })

  /// A client that records every script and answer, in order, instead of sending it.
  public static func recording() -> (client: BridgeClient, recorder: BridgeScriptRecorder) {
    let recorder = BridgeScriptRecorder()
    let client = BridgeClient(
      evaluate: { script in recorder.record(script) },
      answer: { id, reply in recorder.record(id, reply) })
    return (client, recorder)
  }
}

/// A script, or no script: what ``BridgeClient``'s sending path returns for an event and for
/// a reply.
protocol StringOrNone: Sendable {
  var text: String? { get }
}

extension String: StringOrNone {
  var text: String? { self }
}

extension Optional: StringOrNone where Wrapped == String {
  var text: String? { self }
}

/// The scripts a ``BridgeClient/recording()`` client was asked to evaluate, and its answers to
/// reply handlers.
public final class BridgeScriptRecorder: Sendable {
  private let storage = LockIsolated<(scripts: [String], answers: [(id: ReplyHandlerID, reply: HandlerReply)])>(([], []))

  init() {}

  /// Every script so far, oldest first.
  public var scripts: [String] { storage.value.scripts }

  /// Every answer to a reply handler so far, oldest first.
  public var answers: [(id: ReplyHandlerID, reply: HandlerReply)] { storage.value.answers }

  func record(_ script: String) {
    storage.withValue { $0.scripts.append(script) }
  }

  func record(_ id: ReplyHandlerID, _ reply: HandlerReply) {
    storage.withValue { $0.answers.append((id, reply)) }
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
