import JSON

/// A call to the outside world that an effect made while the log was recorded (a web view
/// decision, a reply to the page), as a log line holds it.
///
/// ```json
/// {"call":{"webView":{"_0":{"decidePolicy":{"_0":2,"_1":"cancel"}}}},"cause":7}
/// ```
///
/// The call is kept in its encoded (`Codable`) form, because the log format does not know the
/// feature's call type; decode it with `call.decode(YourCall.self)`.
public struct RecordedCall: Sendable, Equatable {
  /// The sequence number of the entry whose action's effect made the call; `nil` when the
  /// effect was started before recording began.
  public var cause: Int?
  /// The call's encoded form.
  public var call: JSONValue

  /// Creates a recorded call.
  public init(cause: Int?, call: JSONValue) {
    self.cause = cause
    self.call = call
  }
}

extension RecordedCall: Codable {
  private enum CodingKeys: String, CodingKey {
    case call, cause
  }

  /// Decodes a call line: `call` is required, `cause` optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cause = try container.decodeIfPresent(Int.self, forKey: .cause)
    call = try container.decode(JSONValue.self, forKey: .call)
  }

  /// Encodes a call line; `cause` is left out when `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(call, forKey: .call)
    try container.encodeIfPresent(cause, forKey: .cause)
  }
}
