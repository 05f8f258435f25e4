import Foundation

/// Turns what `WKScriptMessage.body` carries into a ``JSONValue`` with an explicit stack, enforcing
/// ``JSONLimits``.
struct FoundationConverter {
  private let limits: JSONLimits
  private var elementCount = 0
  private var estimatedBytes = 0
  private var stack: [Frame] = []

  /// One open array or dictionary. A struct, so `built…` can grow in place on the stack.
  private struct Frame {
    var items: [Any] = []
    var entries: [(key: String, value: Any)] = []
    var isObject: Bool
    var next = 1
    var builtArray: [JSONValue] = []
    var builtObject: [String: JSONValue] = [:]
  }

  /// The class of `NSNumber(value: true)`: `__NSCFBoolean` on Apple platforms and in
  /// swift-corelibs-foundation. It keeps Booleans apart from the integers 0 and 1, which
  /// `as? Bool` would not.
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  static func convert(_ root: Any, limits: JSONLimits) throws(JSONValueError) -> JSONValue {
    var converter = FoundationConverter(limits: limits)
    return try converter.convert(root)
  }

  private init(limits: JSONLimits) {
    self.limits = limits
  }

  private mutating func convert(_ root: Any) throws(JSONValueError) -> JSONValue {
    var item = root
    while true {
      var value: JSONValue
      try countValue()
      switch try classify(item) {
      case .scalar(let scalar):
        value = scalar
      case .array(let items):
        guard stack.count < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth) }
        if let first = items.first {
          stack.append(Frame(items: items, isObject: false))
          item = first
          continue
        }
        value = .array([])
      case .object(let entries):
        guard stack.count < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth) }
        if let first = entries.first {
          try countKey(first.key)
          stack.append(Frame(entries: entries, isObject: true))
          item = first.value
          continue
        }
        value = .object([:])
      }
      // Store the finished value in its container; a container that is now full finishes too.
      attaching: while let top = stack.indices.last {
        let position = stack[top].next
        if stack[top].isObject {
          let key = stack[top].entries[position - 1].key
          guard stack[top].builtObject.updateValue(value, forKey: key) == nil else {
            throw .duplicateKey(key, path: path())
          }
          if position < stack[top].entries.count {
            let entry = stack[top].entries[position]
            try countKey(entry.key)
            stack[top].next += 1
            item = entry.value
            break attaching
          }
          value = .object(stack.removeLast().builtObject)
        } else {
          stack[top].builtArray.append(value)
          if position < stack[top].items.count {
            stack[top].next += 1
            item = stack[top].items[position]
            break attaching
          }
          value = .array(stack.removeLast().builtArray)
        }
      }
      if stack.isEmpty { return value }
    }
  }

  private enum Node {
    case scalar(JSONValue)
    case array([Any])
    case object([(key: String, value: Any)])
  }

  /// What `item` is. Swift values and Foundation objects are told apart first, because casting a
  /// Swift collection to a Foundation class (or, in swift-corelibs-foundation, a Foundation
  /// collection to a Swift one) converts the whole nested structure, recursively.
  private mutating func classify(_ item: Any) throws(JSONValueError) -> Node {
    if type(of: item) is AnyObject.Type {
      if item is NSNull { return .scalar(.null) }
      if let array = item as? NSArray { return .array(Array(array)) }
      if let dictionary = item as? NSDictionary { return .object(try entries(of: dictionary)) }
    } else {
      if let array = item as? [Any] { return .array(array) }
      if let dictionary = item as? [String: Any] { return .object(Array(dictionary)) }
      if let dictionary = item as? [AnyHashable: Any] {
        let key = dictionary.keys.first { !($0.base is String) }
        throw .nonStringKey(typeName: key.map { String(describing: type(of: $0.base)) } ?? "AnyHashable", path: path())
      }
    }
    if let string = item as? String {
      try checkLength(string)
      try count(bytes: string.utf8.count + 2)
      return .scalar(.string(string))
    }
    if let date = item as? Date {
      let text = Self.dateFormat.format(date)
      try count(bytes: text.utf8.count + 2)
      return .scalar(.string(text))
    }
    if let number = item as? NSNumber {
      if ObjectIdentifier(type(of: number)) == Self.booleanClass {
        return .scalar(.bool(number.boolValue))
      }
      let value = number.doubleValue
      guard value.isFinite else { throw .nonFiniteNumber(path: path()) }
      try count(bytes: 8)
      return .scalar(.number(value))
    }
    throw .unsupportedType(typeName: String(describing: type(of: item)), path: path())
  }

  private func entries(of dictionary: NSDictionary) throws(JSONValueError) -> [(key: String, value: Any)] {
    var entries: [(key: String, value: Any)] = []
    entries.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      guard let key = key as? String else {
        throw .nonStringKey(typeName: String(describing: type(of: key)), path: path())
      }
      entries.append((key, value))
    }
    return entries
  }

  /// Every value costs one element and, as an estimate, one byte of punctuation.
  private mutating func countValue() throws(JSONValueError) {
    elementCount += 1
    guard elementCount <= limits.maxElements else { throw .tooManyElements(limit: limits.maxElements) }
    try count(bytes: 1)
  }

  private mutating func countKey(_ key: String) throws(JSONValueError) {
    try checkLength(key)
    try count(bytes: key.utf8.count + 3)
  }

  private mutating func count(bytes: Int) throws(JSONValueError) {
    estimatedBytes += bytes
    guard estimatedBytes <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
  }

  private func checkLength(_ string: String) throws(JSONValueError) {
    guard string.utf8.count <= limits.maxStringLength else {
      throw .stringTooLong(limit: limits.maxStringLength)
    }
  }

  /// Where the value being converted sits, e.g. `$.user.tags[2]`.
  private func path() -> String {
    var path = "$"
    for frame in stack {
      if frame.isObject {
        path += "." + frame.entries[frame.next - 1].key
      } else {
        path += "[\(frame.next - 1)]"
      }
    }
    return path
  }
}
