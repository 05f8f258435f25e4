import JSON

/// The answer native code gives to one request.
///
/// On the wire (dialects 1 and 3) it becomes `{success, message, data?, code?}`; `data` is left out
/// when `nil`, `code` is the ``BridgeErrorCode`` raw value and is present only on failure.
public struct BridgeResponse: Sendable, Equatable, Codable {
  /// Whether the request was handled successfully.
  public var success: Bool
  /// A human-readable message for the page (and its logs).
  public var message: String
  /// The result, if any. `.null` and `nil` differ: `.null` is sent as `null`, `nil` is left out.
  public var data: JSONValue?
  /// Why the request failed; `nil` on success.
  public var errorCode: BridgeErrorCode?

  /// Creates a response.
  public init(success: Bool, message: String, data: JSONValue? = nil, errorCode: BridgeErrorCode? = nil) {
    self.success = success
    self.message = message
    self.data = data
    self.errorCode = errorCode
  }

  /// A successful response.
  public static func success(_ message: String = "OK", data: JSONValue? = nil) -> Self {
    Self(success: true, message: message, data: data)
  }

  /// A failed response with a machine-readable code.
  public static func failure(_ code: BridgeErrorCode, _ message: String) -> Self {
    Self(success: false, message: message, errorCode: code)
  }

  /// The `{success, message, data?, code?}` object sent to the page.
  public var wireObject: JSONValue {
    var object: [String: JSONValue] = ["success": .bool(success), "message": .string(message)]
    if let data { object["data"] = data }
    if let errorCode { object["code"] = .string(errorCode.rawValue) }
    return .object(object)
  }

  private enum CodingKeys: String, CodingKey {
    case success, message, data, errorCode
  }

  /// Decodes a response; a present `data: null` stays `.null` (synthesised decoding would make it
  /// `nil`), so recorded actions replay exactly.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    success = try container.decode(Bool.self, forKey: .success)
    message = try container.decode(String.self, forKey: .message)
    // An `if` rather than `?:`, where a bare `nil` would become the literal `JSONValue.null`.
    if container.contains(.data) {
      data = try container.decode(JSONValue.self, forKey: .data)
    } else {
      data = .none
    }
    errorCode = try container.decodeIfPresent(BridgeErrorCode.self, forKey: .errorCode)
  }

  /// Encodes the response; `data` is left out when `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(success, forKey: .success)
    try container.encode(message, forKey: .message)
    if let data { try container.encode(data, forKey: .data) }
    try container.encodeIfPresent(errorCode, forKey: .errorCode)
  }
}
