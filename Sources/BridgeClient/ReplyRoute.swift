import JSON

/// Where the reply to a request goes: one case per ``BridgeDialect``, each carrying only validated
/// names and ids, so building the reply script can never run page-chosen code; and the reply
/// handler of a message posted to ``BridgeConfiguration/replyHandlerName``, which the host sets
/// (never the message body).
public enum ReplyRoute: Sendable, Equatable, Codable {
  /// Dialect 1: call the page function the request named, `callback({success, message, data?, code?})`.
  case callback(JSFunctionPath)
  /// Dialect 2: `namespace.fromNative(callbackId, isSuccess, args)`. `args` is the response data
  /// (`{}` when there is none) on success and `{code, message}` on failure.
  case callbackID(CallbackID, namespace: JSFunctionPath)
  /// Dialect 3: `replyFunction(uuid, {success, message, data?, code?})`.
  case uuid(CallbackID, replyFunction: JSFunctionPath)
  /// A message posted to the reply handler: the host calls the `replyHandler` WebKit gave it
  /// with ``HandlerReply``, settling the promise the page's `postMessage` returned.
  case replyHandler(ReplyHandlerID)

  /// The script that delivers `response` along this route; `nil` for ``replyHandler(_:)``,
  /// which is answered by calling the handler (``HandlerReply/init(_:)``), not by a script.
  ///
  /// Throws ``JavaScriptError/nonFiniteNumber`` when the response data holds NaN or an infinity,
  /// and ``JavaScriptError/invalidFunctionPath(_:reason:)`` when a dialect 2 namespace is too long to
  /// take `.fromNative`. Pure: call it as often as needed.
  public func script(for response: BridgeResponse) throws(JavaScriptError) -> String? {
    switch self {
    case .callback(let function):
      return try JavaScript.call(function, [response.wireObject])
    case .callbackID(let id, let namespace):
      var args: JSONValue = response.data ?? .object([:])
      if !response.success {
        var failure: [String: JSONValue] = [
          "code": .string((response.errorCode ?? .handlerFailed).rawValue),
          "message": .string(response.message),
        ]
        if let data = response.data { failure["data"] = data }
        args = .object(failure)
      }
      let function = try namespace.appending(BridgeDialect.wadReplyMember)
      return try JavaScript.call(function, [id.jsonValue, .bool(response.success), args])
    case .uuid(let id, let replyFunction):
      return try JavaScript.call(replyFunction, [id.jsonValue, response.wireObject])
    case .replyHandler:
      return nil
    }
  }

  /// Whether this is ``replyHandler(_:)``: the one route whose reply reaches only the document
  /// and frame that sent the message, whatever is on screen when it is sent (WebKit settles the
  /// promise that document holds). Every other route's reply is a script the host evaluates in
  /// the main frame's current document.
  public var isReplyHandler: Bool {
    if case .replyHandler = self { true } else { false }
  }
}
