/// Turns decoding errors into one-line reasons a person can act on.
package enum DecodingFailure {
  /// A reason naming the field that failed, e.g. `action.bridge: unknown case or changed payload …`.
  package static func describe(_ error: any Error) -> String {
    if let error = error as? ActionLogError { return error.description }
    if let unknown = error as? UnknownCaseError {
      let isAction = unknown.codingPath.count == 1 && unknown.codingPath[0].stringValue == "action"
      let what = isAction ? "unknown action case" : "\(path(unknown.codingPath)): unknown case"
      return "\(what) \"\(unknown.name)\": this build has no such case (recorded by another app version?)"
    }
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing field \"\(path(context.codingPath + [key]))\""
    case .valueNotFound(_, let context):
      return "\(path(context.codingPath)): null where a value is required"
    case .typeMismatch(let type, let context):
      return "\(location(context)): \(explain(context, expected: "\(type)"))"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return context.underlyingError.map { "not valid JSON: \($0)" } ?? "not valid JSON"
      }
      return "\(path(context.codingPath)): \(explain(context, expected: nil))"
    @unknown default:
      return "\(error)"
    }
  }

  private static func location(_ context: DecodingError.Context) -> String {
    context.codingPath.isEmpty ? "the line" : path(context.codingPath)
  }

  /// Failures under `action` are almost always an action this build does not know, so the
  /// reason says so instead of repeating the decoder's jargon alone.
  private static func explain(_ context: DecodingError.Context, expected: String?) -> String {
    let detail = context.debugDescription
    guard context.codingPath.first?.stringValue == "action" else {
      return expected.map { "expected \($0): \(detail)" } ?? detail
    }
    return "unknown action case or changed payload (\(detail)); was the log recorded by another app version?"
  }

  /// `a.b[2].c` for a coding path, `(root)` for an empty one; the replay tool uses it too.
  package static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue, key.stringValue.hasPrefix("Index") {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text.isEmpty ? "(root)" : text
  }
}
