/// Why no script was built. Nothing was evaluated when one of these is thrown.
public enum JavaScriptError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
  /// A function path that is not `ident(.ident)*` of ASCII identifiers, is longer than 128
  /// characters, or names a reserved word. Carries the offending text and the rule it broke.
  case invalidFunctionPath(String, reason: String)
  /// A callback id that is neither an integer (within ±(2^53 − 1)) nor a string of 1–100
  /// characters from `A–Z a–z 0–9 . _ : -`.
  case invalidCallbackID(String, reason: String)
  /// A NaN or infinite number in the value to send; JSON and `JSON.parse` cannot carry it.
  case nonFiniteNumber

  /// What was refused and why; page-supplied text is shortened to 64 characters.
  public var description: String {
    switch self {
    case .invalidFunctionPath(let name, let reason):
      "Invalid JavaScript function path \(Self.excerpt(name)): \(reason)."
    case .invalidCallbackID(let id, let reason):
      "Invalid callback id \(Self.excerpt(id)): \(reason)."
    case .nonFiniteNumber:
      "The value contains NaN or an infinity, which cannot be sent to the page; send null or a string instead."
    }
  }

  /// Page-supplied text can be huge; keep log lines short.
  private static func excerpt(_ text: String) -> String {
    text.count > 64 ? String(text.prefix(64)).debugDescription + "…" : text.debugDescription
  }
}
