import JSON

/// The fields of a plugin's requests and answers that hold secrets or personal data, which a
/// screen's action log replaces with a placeholder.
///
/// Each field is a key path: member names joined by dots, from the request's payload
/// (`"card.number"`) or from the answer's `data` (`"token"`). A path that meets an array applies
/// to each of its elements (`"cards.number"` names the number of every card). The value found
/// there, whatever its type, is written as a placeholder string; a missing field is left alone.
///
/// ```swift
/// try registry.register(
///   "pay", secretFields: SecretFields(payload: ["card.number", "card.cvc"], response: ["receiptToken"])
/// ) { request in … }
/// ```
public struct SecretFields: Sendable, Equatable {
  /// Key paths into a request's payload.
  public var payload: [String]
  /// Key paths into an answer's `data`.
  public var response: [String]

  /// Names the secret fields of one action's requests and answers.
  public init(payload: [String] = [], response: [String] = []) {
    self.payload = payload
    self.response = response
  }

  /// No field is secret.
  public static let none = SecretFields()

  /// `payload` with every field of ``payload`` replaced by `placeholder`.
  package func redacting(payload value: JSONValue, with placeholder: String) -> JSONValue {
    Self.redacting(value, at: payload, with: placeholder)
  }

  /// `answer` with every field of ``response`` in its data replaced by `placeholder`.
  package func redacting(response answer: BridgeResponse, with placeholder: String) -> BridgeResponse {
    guard let data = answer.data, !response.isEmpty else { return answer }
    var copy = answer
    copy.data = Self.redacting(data, at: response, with: placeholder)
    return copy
  }

  private static func redacting(_ value: JSONValue, at paths: [String], with placeholder: String) -> JSONValue {
    paths.reduce(value) { value, path in
      redacting(value, along: path.split(separator: ".", omittingEmptySubsequences: false)[...], with: placeholder)
    }
  }

  /// Descends along `keys`, through one level of array per key, so the depth is bounded by the
  /// path the app wrote, never by how deeply a hostile page nested its body.
  private static func redacting(
    _ value: JSONValue, along keys: ArraySlice<Substring>, with placeholder: String, inArray: Bool = false
  ) -> JSONValue {
    guard let key = keys.first else { return .string(placeholder) }
    switch value {
    case .object(var members):
      guard let member = members[String(key)] else { return value }
      members[String(key)] = redacting(member, along: keys.dropFirst(), with: placeholder)
      return .object(members)
    case .array(let elements) where !inArray:
      return .array(elements.map { redacting($0, along: keys, with: placeholder, inArray: true) })
    default:
      return value
    }
  }
}
