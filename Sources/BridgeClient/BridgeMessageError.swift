/// Why a script message did not become a ``BridgeRequest``: a value for the host to log.
///
/// When ``replyRoute`` is known, reply with ``response`` (``replyScript()``) so the page's promise
/// settles; when it is `nil` the message is dropped. Untrusted origins get a route only through
/// the reply handler (``ReplyRoute/replyHandler(_:)``), which settles the sender's own promise and
/// runs no script; their ``response`` says nothing of the configuration.
public struct BridgeMessageError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
  /// The machine-readable reason.
  public var code: BridgeErrorCode
  /// What was wrong, for logs and for the page's error message.
  public var reason: String
  /// Where a failure reply can go, when the message named a valid one.
  public var replyRoute: ReplyRoute?

  /// Creates an error.
  public init(code: BridgeErrorCode, reason: String, replyRoute: ReplyRoute? = nil) {
    self.code = code
    self.reason = reason
    self.replyRoute = replyRoute
  }

  /// The failure response the page should get: the ``reason``, except for an untrusted sender,
  /// which learns only that it may not talk to the app (the reason, for the developer, names the
  /// trust settings).
  public var response: BridgeResponse {
    .failure(code, code == .untrustedOrigin ? Self.untrustedResponse : reason)
  }

  /// What an untrusted sender is told.
  static let untrustedResponse = "This page may not talk to the app."

  /// The failure reply script, or `nil` when there is no route and the message is dropped.
  public func replyScript() throws(JavaScriptError) -> String? {
    try replyRoute?.script(for: response)
  }

  /// The code, whether a reply goes out, and the reason, for logs.
  public var description: String {
    let disposition = replyRoute == nil ? "dropped, no reply route" : "failure reply sent"
    return "Bridge message rejected (\(code.rawValue), \(disposition)): \(reason)"
  }
}
