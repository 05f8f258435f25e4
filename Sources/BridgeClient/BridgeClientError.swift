/// Why a ``BridgeClient`` could not send a reply.
public enum BridgeClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The client was made without an ``BridgeClient/answer`` closure, so the message posted to
  /// the reply handler under this id cannot be answered.
  case cannotAnswerReplyHandler(ReplyHandlerID)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .cannotAnswerReplyHandler(let id):
      "This BridgeClient was made without `answer`, so \(id) cannot be answered: make it with BridgeClient(evaluate:answer:), or use WebViewHost's bridgeClient, which answers WebKit's reply handlers."
    }
  }
}
