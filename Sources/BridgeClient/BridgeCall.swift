import JSON
import StoreRuntime

/// What one script sent to the page through ``BridgeClient`` means: a reply, an event, or a
/// script evaluated as it is.
///
/// Action logs record these (tied to the action whose effect sent them) and the replay shows
/// them, so a support engineer sees what the page was answered, not only that a script ran.
public enum BridgeCall: Sendable, Equatable, Codable {
  /// ``BridgeClient/reply(to:with:)``: `response` to a request for `action`, along `route`.
  case reply(action: String, route: ReplyRoute, response: BridgeResponse)
  /// ``BridgeClient/reply(to:)``: the failure reply to a message that could not be decoded.
  case rejectionReply(route: ReplyRoute, response: BridgeResponse)
  /// ``BridgeClient/emit(event:data:dialect:)``: the native event `name` with `data`.
  case event(name: String, data: JSONValue)
  /// ``BridgeClient/evaluate`` called directly with this script (the session script, say).
  case script(String)

  /// The call a ``BridgeClient`` method is making while its script is evaluated; `nil` while a
  /// script is evaluated directly, so a recording `evaluate` records only scripts of its own
  /// (``BridgeClient/willSend`` saw the others).
  @TaskLocal package static var inProgress: BridgeCall?
}

extension BridgeCall: CustomRendering {
  /// One line for the replay timeline: `reply to greeting via bridge.callbacks.cb2: success
  /// "Hello from native", data {"from":"web"}`, `event networkChange {"isOnline":true}`.
  public var renderedDescription: String {
    switch self {
    case .reply(let action, let route, let response):
      "reply to \(action) via \(Self.text(of: route)): \(Self.text(of: response))"
    case .rejectionReply(let route, let response):
      "failure reply to a rejected message via \(Self.text(of: route)): \(Self.text(of: response))"
    case .event(let name, let data):
      "event \(name) \(data.jsonText())"
    case .script(let script):
      "script \(script)"
    }
  }
}

extension BridgeCall {
  /// The page function a reply goes to, with the request's id when the dialect has one:
  /// `bridge.callbacks.cb2`, `wadInterface.fromNative, id 7`, `nativeBridge.resolve, id "a1"`;
  /// `reply handler #3` for a message posted to the reply handler.
  private static func text(of route: ReplyRoute) -> String {
    switch route {
    case .callback(let function):
      function.rawValue
    case .callbackID(let id, let namespace):
      "\(namespace.rawValue).\(BridgeDialect.wadReplyMember), id \(id.jsonValue.jsonText())"
    case .uuid(let id, let replyFunction):
      "\(replyFunction.rawValue), id \(id.jsonValue.jsonText())"
    case .replyHandler(let id):
      id.description
    }
  }

  /// `success "OK"`, `success "OK", data {"a":1}`, `error UNKNOWN_ACTION "No handler …"`.
  private static func text(of response: BridgeResponse) -> String {
    var text = response.success ? "success" : "error"
    if let code = response.errorCode { text += " " + code.rawValue }
    text += " " + JSONValue.string(response.message).jsonText()
    if let data = response.data { text += ", data \(data.jsonText())" }
    return text
  }
}
