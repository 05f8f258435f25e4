import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// Messages to the reply handler (`WKScriptMessageHandlerWithReply`): WebKit's `replyHandler`
/// kept under a `ReplyHandlerID` until the reducer answers, and called exactly once.
extension WebViewHost {
  /// `userContentController(_:didReceive:replyHandler:)`: a message to the reply handler
  /// (`BridgeConfiguration.replyHandlerName`). Keeps `replyHandler` until the reducer answers and
  /// sends `replyHandlerMessageReceived`, or `scriptMessageRejected` (with the reply handler's
  /// route) when the body cannot be converted.
  ///
  /// `replyHandler` is called exactly once: with the reply, or, when the screen is torn down, its
  /// store released or its web view replaced first, with the `CANCELLED` failure
  /// (`WebViewMessages.replyHandlerUnanswered`). `WebViewCoordinator` gives it WebKit's
  /// `(Any?, String?)` block through `HandlerReply.replyHandlerArguments`.
  package func didReceive(
    _ message: some HostScriptMessage, replyHandler: @escaping @MainActor @Sendable (HandlerReply) -> Void
  ) {
    let id = keepReplyHandler(replyHandler)
    let frame = message.messageFrame
    let unanswered = { self.answerReplyHandler(id, self.unansweredReply) }
    do {
      let body = try JSONValue(foundation: message.messageBody, limits: configuration.bridge.limits)
      deliver(.replyHandlerMessageReceived(id, body: body, frame: frame), orAnswer: unanswered)
    } catch {
      if case .failure(let rejected) = BridgeMessage.decode(
        body: message.messageBody, frame: frame, configuration: configuration.bridge, replyHandler: id)
      {
        deliver(.scriptMessageRejected(rejected), orAnswer: unanswered)
      }
    }
  }

  /// A message to the reply handler whose body the engine delivered as JSON (the devhost's
  /// page shim): keeps `replyHandler` as ``didReceive(_:replyHandler:)`` does and sends
  /// `replyHandlerMessageReceived`.
  package func didReceive(
    json body: JSONValue, frame: BridgeFrame, replyHandler: @escaping @MainActor @Sendable (HandlerReply) -> Void
  ) {
    let id = keepReplyHandler(replyHandler)
    deliver(
      .replyHandlerMessageReceived(id, body: body, frame: frame),
      orAnswer: { self.answerReplyHandler(id, self.unansweredReply) })
  }

  func answerReplyHandler(_ id: ReplyHandlerID, _ reply: HandlerReply) {
    guard let entry = replyHandlers.take(id) else {
      return diagnose(.unknownAnswer("answer(\(id), \(StateDiff.renderLine(reply)))"))
    }
    entry.handler(reply)
  }

  /// What a reply handler gets when nobody answers.
  var unansweredReply: HandlerReply {
    .failure(.cancelled, configuration.messages.replyHandlerUnanswered)
  }

  private func keepReplyHandler(_ handler: @escaping @MainActor @Sendable (HandlerReply) -> Void) -> ReplyHandlerID {
    let id = ReplyHandlerID(nextReplyHandlerID)
    nextReplyHandlerID += 1
    replyHandlers.insert(.init(id: id, fallback: unansweredReply, handler: handler))
    return id
  }
}
