import JSON

/// One decoded call from the page: what to do, with what, where to answer, and who asked.
public struct BridgeRequest: Sendable, Equatable, Codable {
  /// The action name (`type` in dialect 1, `action` in dialects 2 and 3).
  public var action: String
  /// The request's data (`data`, `actionArgs` or `body`); `.null` when the page sent none.
  public var payload: JSONValue
  /// Where to send the reply; `nil` when the page did not ask for one.
  public var replyRoute: ReplyRoute?
  /// The frame the message came from.
  public var frame: BridgeFrame

  /// Creates a request.
  public init(action: String, payload: JSONValue = .null, replyRoute: ReplyRoute? = nil, frame: BridgeFrame) {
    self.action = action
    self.payload = payload
    self.replyRoute = replyRoute
    self.frame = frame
  }

  /// The script that delivers `response` to the page, or `nil` when the page asked for no reply.
  ///
  /// Throws ``JavaScriptError`` when `response` cannot be sent (NaN/infinity in its data); nothing
  /// should be evaluated then.
  public func replyScript(_ response: BridgeResponse) throws(JavaScriptError) -> String? {
    try replyRoute?.script(for: response)
  }
}
