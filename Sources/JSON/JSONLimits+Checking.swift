extension JSONLimits {
  /// The first limit `value` exceeds, measured the way ``JSONValue/init(foundation:limits:)``
  /// measures Foundation input; `nil` when `value` is within every limit.
  ///
  /// For values that did not come through a limited initialiser: built by a host, decoded from a
  /// log, or converted with other limits than the ones that apply now. Sizes are estimates as for
  /// Foundation input (a string or key costs its UTF-8 bytes plus quotes, a number 8 bytes, every
  /// value one more). Never recurses, so a value of any depth is checked safely; pure, so it can be
  /// called any number of times.
  public func violation(in value: JSONValue) -> JSONValueError? {
    check(value).violation
  }

  /// ``violation(in:)`` and whether `value` holds a NaN or an infinity, in one walk: a bridge
  /// message is checked for both on every call, and walking it twice showed in every action's cost.
  /// Once a limit is exceeded, the walk stops and `hasNonFiniteNumber` covers only what it saw.
  package func check(_ value: JSONValue) -> (violation: JSONValueError?, hasNonFiniteNumber: Bool) {
    var hasNonFiniteNumber = false
    var elements = 0
    var bytes = 0
    // Each pending value with the number of containers around it.
    var pending: [(value: JSONValue, depth: Int)] = [(value, 0)]
    while let (item, depth) = pending.popLast() {
      elements += 1
      if elements > maxElements { return (.tooManyElements(limit: maxElements), hasNonFiniteNumber) }
      bytes += 1
      switch item {
      case .null, .bool:
        break
      case .number(let number):
        hasNonFiniteNumber = hasNonFiniteNumber || !number.isFinite
        bytes += 8
      case .string(let string):
        let length = string.utf8.count
        if length > maxStringLength { return (.stringTooLong(limit: maxStringLength), hasNonFiniteNumber) }
        bytes += length + 2
      case .array(let children):
        if depth >= maxDepth { return (.tooDeep(limit: maxDepth), hasNonFiniteNumber) }
        pending.append(contentsOf: children.lazy.map { ($0, depth + 1) })
      case .object(let members):
        if depth >= maxDepth { return (.tooDeep(limit: maxDepth), hasNonFiniteNumber) }
        for (key, child) in members {
          let length = key.utf8.count
          if length > maxStringLength { return (.stringTooLong(limit: maxStringLength), hasNonFiniteNumber) }
          bytes += length + 3
          pending.append((child, depth + 1))
        }
      }
      if bytes > maxBytes { return (.tooLarge(limit: maxBytes), hasNonFiniteNumber) }
    }
    return (nil, hasNonFiniteNumber)
  }
}
