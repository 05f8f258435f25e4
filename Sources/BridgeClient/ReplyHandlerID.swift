/// The host's number for one message a page posted to a reply handler (WebKit's
/// `WKScriptMessageHandlerWithReply`, installed under ``BridgeConfiguration/replyHandlerName``).
///
/// The host keeps WebKit's `replyHandler` under it; the message's ``ReplyRoute`` is
/// ``ReplyRoute/replyHandler(_:)`` with this id, and ``BridgeClient/reply(to:with:)`` answers
/// through ``BridgeClient/answer``, which settles the promise the page's `postMessage` returned.
public typealias ReplyHandlerID = HostID<BridgeRequest>

extension BridgeRequest: HostIDTag {
  package static var hostIDName: String { "reply handler" }
}
