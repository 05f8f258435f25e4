import JSON

/// Stable, machine-readable reasons a request failed; the raw value is what the page receives.
///
/// New cases may be added; existing raw values never change, so page code can switch on them.
public enum BridgeErrorCode: String, Sendable, Codable, CaseIterable {
  /// No handler is registered for the action.
  case unknownAction = "UNKNOWN_ACTION"
  /// The payload does not have the shape the handler needs (the message names the field).
  case invalidPayload = "INVALID_PAYLOAD"
  /// The message exceeds a `JSONLimits` bound (size, string length, element count or depth).
  case payloadTooLarge = "PAYLOAD_TOO_LARGE"
  /// The handler threw; the message is the error's description.
  case handlerFailed = "HANDLER_FAILED"
  /// The message came from a frame or origin the configuration does not trust. Never sent to the
  /// page: such messages get no reply at all.
  case untrustedOrigin = "UNTRUSTED_ORIGIN"
  /// The message is not in the configured dialect (missing or mistyped action, invalid callback).
  case malformedMessage = "MALFORMED_MESSAGE"
  /// The handler's task was cancelled (for example the page went away) before it finished.
  case cancelled = "CANCELLED"
  /// The app's policy refuses the request (`openUrl` to a host outside the navigation
  /// allow-list); the message says what was refused.
  case notAllowed = "NOT_ALLOWED"
}
