extension JSONValue {
  /// Where the first NaN or infinity in this value is, as a path in the form of ``JSONValueError``
  /// paths (`$.data.items[2]`); `nil` when every number is finite.
  ///
  /// "First" is in document order with object keys sorted, so a value with several gives the same
  /// path on every run (the path reaches the page in an `INVALID_PAYLOAD` message). Never
  /// recurses. Builds a path for every value it visits: ask only when
  /// ``JSONLimits/check(_:)`` found a non-finite number.
  package var firstNonFiniteNumberPath: String? {
    var pending: [(value: JSONValue, path: String)] = [(self, "$")]
    while let (value, path) = pending.popLast() {
      switch value {
      case .number(let number) where !number.isFinite:
        return path
      case .array(let elements):
        pending += elements.indices.reversed().map { (elements[$0], "\(path)[\($0)]") }
      case .object(let members):
        pending += members.sorted { $0.key > $1.key }.map { ($0.value, "\(path).\($0.key)") }
      case .null, .bool, .number, .string:
        break
      }
    }
    return nil
  }
}
