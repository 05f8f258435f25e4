/// Builds a ``JSONValue`` from scanned text: the one place JSON text becomes a value.
///
/// RFC 8259 within `limits`: a duplicate key is an error, a number too small for a `Double`
/// becomes zero (as `JSONSerialization` and `Double(_:)` read it), and strings, keys and the
/// count of values are bounded. An explicit stack, never recursion, so a value of any depth the
/// scan allowed is built without growing the call stack.
package enum TapeJSONValue {
  /// The value at `node` of a scan of `text`, or why there is none.
  package static func build(
    _ node: Int, nodes: RawStorage<TapeNode>, text: TextBytes, limits: JSONLimits
  ) throws(JSONValueError) -> JSONValue {
    var builder = Builder(nodes: nodes, text: text, limits: limits)
    return try builder.build(node)
  }
}

/// One build: the limits, and how many values have been counted so far.
private struct Builder {
  let nodes: RawStorage<TapeNode>
  let text: TextBytes
  let limits: JSONLimits
  var elements = 0

  /// An open array or object: the node of its next child, how many children are left, and
  /// what is built so far.
  struct Open {
    var isObject: Bool
    var next: Int
    var remaining: UInt32
    var elements: [JSONValue] = []
    var members: [String: JSONValue] = [:]
    /// The key of the member being built, and where it is in the text.
    var key = ""
    var keyOffset: UInt32 = 0

    /// The finished array or object, moved out rather than copied.
    consuming func value() -> JSONValue { isObject ? .object(members) : .array(elements) }
  }

  mutating func build(_ root: Int) throws(JSONValueError) -> JSONValue {
    var stack: [Open] = []
    var node = root
    while true {
      var value: JSONValue
      if let scalar = try scalar(node) {
        value = scalar
      } else {
        // One allocation for the usual few levels, rather than one per level.
        if stack.capacity == 0 { stack.reserveCapacity(8) }
        stack.append(Open(nodes[node], at: node))
        if let child = try nextChild(of: &stack[stack.count &- 1]) {
          node = child
          continue
        }
        value = stack.removeLast().value()
      }
      // Store the value in its container; a container it completes is stored in turn.
      while true {
        guard let top = stack.indices.last else { return value }
        if stack[top].isObject {
          guard stack[top].members.updateValue(value, forKey: stack[top].key) == nil else {
            throw .duplicateKey(stack[top].key, path: "byte \(stack[top].keyOffset)")
          }
        } else {
          stack[top].elements.append(value)
        }
        if let child = try nextChild(of: &stack[top]) {
          node = child
          break
        }
        value = stack.removeLast().value()
      }
    }
  }

  /// Moves `open` past its next child and returns the child's node, reading a member's key
  /// first; `nil` once every child is built.
  private mutating func nextChild(of open: inout Open) throws(JSONValueError) -> Int? {
    guard open.remaining > 0 else { return nil }
    open.remaining &-= 1
    var child = open.next
    if open.isObject {
      open.key = try string(child)
      open.keyOffset = nodes[child].start
      child &+= 1
    }
    open.next = Int(nodes[child].next)
    return child
  }

  /// The value of a scalar node; `nil` for an array or object, which is counted all the same.
  private mutating func scalar(_ node: Int) throws(JSONValueError) -> JSONValue? {
    elements &+= 1
    if elements > limits.maxElements { throw .tooManyElements(limit: limits.maxElements) }
    let value = nodes[node]
    switch value.kind {
    case .null:
      return .null
    case .true:
      return .bool(true)
    case .false:
      return .bool(false)
    case .number:
      let bytes = text.slice(Int(value.start), count: Int(value.count))
      guard let number = TapeScalars.double(bytes) else {
        throw .syntax(offset: Int(value.start), reason: "invalid number, or too large for a Double")
      }
      return .number(number)
    case .string:
      return .string(try string(node))
    case .array, .object:
      return nil
    }
  }

  /// The text of a string or key node, within the string limit.
  private func string(_ node: Int) throws(JSONValueError) -> String {
    let value = nodes[node]
    guard let string = TapeScalars.string(value, in: text) else {
      throw .syntax(
        offset: Int(value.start) &- 1,
        reason: "invalid string: a bad escape, a lone surrogate, a control character or invalid UTF-8")
    }
    if string.utf8.count > limits.maxStringLength { throw .stringTooLong(limit: limits.maxStringLength) }
    return string
  }
}

extension Builder.Open {
  /// The array or object `container`, at `node`, before its first child.
  init(_ container: TapeNode, at node: Int) {
    self.init(isObject: container.kind == .object, next: node &+ 1, remaining: container.count)
    // Not `reserveCapacity` on a dictionary, which the standard library runs unspecialised,
    // looking up its generic metadata on every call, once per object (`json-parser`).
    if isObject {
      members = [String: JSONValue](minimumCapacity: Int(container.count))
    } else {
      elements.reserveCapacity(Int(container.count))
    }
  }
}
