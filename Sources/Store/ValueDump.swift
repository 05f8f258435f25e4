import Foundation

/// A value reflected into a tree whose rendering is the same on every run.
///
/// `StateDiff` builds one of these per value and compares the trees; the tree is what makes the
/// output deterministic: dictionary entries and set members are sorted here, once, and every
/// node carries its single-line rendering so that equality checks are string comparisons.
struct ValueDump: Sendable {
  /// What a node holds: a finished piece of text, or children that are rendered recursively.
  enum Content: Sendable {
    case leaf(String)
    case composite(Composite)
  }

  /// The shape of a composite node; two nodes are compared child by child only when equal.
  enum Kind: Sendable, Equatable {
    case structure(String)
    case tuple
    case enumCase(String)
    case array
    case set
    case dictionary
  }

  /// How a child is introduced in its parent.
  enum Label: Sendable, Equatable {
    case field(String)
    case position(Int)
    case index(Int)
    case key(String)
    case member
    /// The one payload of an enum case: the case's name already says where it is.
    case payload
  }

  /// A node with children.
  struct Composite: Sendable {
    var kind: Kind
    var children: [Child]
  }

  /// One child of a composite node.
  struct Child: Sendable {
    var label: Label
    var value: ValueDump
  }

  let content: Content
  /// The whole subtree on one line; equal strings mean equal values as far as diffs go.
  let oneLine: String

  init(leaf text: String) {
    content = .leaf(text)
    oneLine = text
  }

  init(kind: Kind, children: [Child]) {
    let composite = Composite(kind: kind, children: children)
    content = .composite(composite)
    oneLine = composite.oneLine
  }

  /// Reflects `value`; class cycles are cut and shown as `TypeName(<cycle>)`.
  init(reflecting value: Any) {
    var ancestors: Set<ObjectIdentifier> = []
    self = ValueDump.make(value, ancestors: &ancestors)
  }

  /// The multi-line rendering with two-space indentation.
  var rendered: String {
    var lines: [String] = []
    appendLines(to: &lines, indent: "", prefix: "", suffix: "")
    return lines.joined(separator: "\n")
  }

  /// Appends the multi-line rendering, the first line after `prefix` and the last before `suffix`.
  func appendLines(to lines: inout [String], indent: String, prefix: String, suffix: String) {
    guard case .composite(let composite) = content, !composite.isSingleLine else {
      lines.append(indent + prefix + oneLine + suffix)
      return
    }
    lines.append(indent + prefix + composite.opening)
    let childIndent = indent + "  "
    for (offset, child) in composite.children.enumerated() {
      let comma = offset < composite.children.count - 1 ? "," : ""
      child.value.appendLines(
        to: &lines, indent: childIndent, prefix: child.label.multiLinePrefix, suffix: comma)
    }
    lines.append(indent + composite.closing + suffix)
  }
}

extension ValueDump.Composite {
  var opening: String {
    switch kind {
    case .structure(let name): "\(name)("
    case .tuple: "("
    case .enumCase(let name): ".\(name)("
    case .array, .dictionary: "["
    case .set: "Set(["
    }
  }

  var closing: String {
    switch kind {
    case .structure, .tuple, .enumCase: ")"
    case .array, .dictionary: "]"
    case .set: "])"
    }
  }

  /// Whether the node renders on a single line even in multi-line output.
  var isSingleLine: Bool {
    children.isEmpty || isInlineEnum
  }

  /// Enum payloads made only of leaves stay on one line: `.loaded(42)` reads better than three.
  var isInlineEnum: Bool {
    guard case .enumCase = kind else { return false }
    return children.allSatisfy {
      if case .leaf = $0.value.content { true } else { false }
    }
  }

  var oneLine: String {
    if children.isEmpty, kind == .dictionary { return "[:]" }
    let body = children.map { $0.label.oneLinePrefix + $0.value.oneLine }
    return opening + body.joined(separator: ", ") + closing
  }
}

extension ValueDump.Label {
  var multiLinePrefix: String {
    switch self {
    case .field(let name): "\(name): "
    case .index(let index): "[\(index)]: "
    case .key(let key): "\(key): "
    case .position, .member, .payload: ""
    }
  }

  /// Array indices are left out on one line, where the order already says them.
  var oneLinePrefix: String {
    if case .index = self { return "" }
    return multiLinePrefix
  }
}

// MARK: - Reflection

extension ValueDump {
  /// Modules whose `CustomStringConvertible` types are shown by their description, not their
  /// internals: their stored properties are private storage (and `Data` even holds a pointer).
  private static let describedModules: Set<Substring> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Dispatch",
  ]

  /// Hex for `Data` up to this many bytes; longer data shows its size and a checksum.
  private static let dataHexLimit = 64

  private static func make(_ value: Any, ancestors: inout Set<ObjectIdentifier>) -> ValueDump {
    if let custom = value as? any CustomRendering { return ValueDump(leaf: custom.renderedDescription) }
    if let text = knownLeaf(value) { return ValueDump(leaf: text) }
    // Checked by type: every Hashable value would cast to AnyHashable and recurse forever.
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return make(hashable.base, ancestors: &ancestors)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?:
      guard let wrapped = mirror.children.first else { return ValueDump(leaf: "nil") }
      return make(wrapped.value, ancestors: &ancestors)
    case .enum?:
      return makeEnum(value, mirror: mirror, ancestors: &ancestors)
    case .tuple?:
      return ValueDump(kind: .tuple, children: tupleChildren(mirror, ancestors: &ancestors))
    case .collection?:
      let children = mirror.children.enumerated().map { offset, child in
        Child(label: .index(offset), value: make(child.value, ancestors: &ancestors))
      }
      return ValueDump(kind: .array, children: children)
    case .set?:
      let members = mirror.children.map { make($0.value, ancestors: &ancestors) }
      let sorted = members.sorted { StateDiff.renderedOrder($0.oneLine, $1.oneLine) }
      return ValueDump(kind: .set, children: sorted.map { Child(label: .member, value: $0) })
    case .dictionary?:
      return makeDictionary(mirror, ancestors: &ancestors)
    default:
      return makeStructure(value, mirror: mirror, ancestors: &ancestors)
    }
  }

  private static func knownLeaf(_ value: Any) -> String? {
    switch value {
    case let string as String: string.debugDescription
    case let substring as Substring: String(substring).debugDescription
    case let character as Character: String(character).debugDescription
    case let date as Date:
      "Date(\(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
    case let url as URL: url.absoluteString
    case let uuid as UUID: "UUID(\(uuid.uuidString))"
    case let data as Data: describe(data)
    default: nil
    }
  }

  private static func describe(_ data: Data) -> String {
    guard data.count > dataHexLimit else {
      return "Data(\(data.count) bytes: \(data.map { hexByte($0) }.joined()))"
    }
    // FNV-1a rather than `Hasher`, whose seed changes every run.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "Data(\(data.count) bytes, fnv1a64: \(String(hash, radix: 16)))"
  }

  private static func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return byte < 16 ? "0" + digits : digits
  }

  private static func makeEnum(
    _ value: Any, mirror: Mirror, ancestors: inout Set<ObjectIdentifier>
  ) -> ValueDump {
    guard let payload = mirror.children.first, let caseName = payload.label else {
      // Without a payload the case name is only reachable through the default description,
      // so an enum with its own `description` is shown as `TypeName(description)`.
      if value is CustomStringConvertible || value is CustomDebugStringConvertible {
        return ValueDump(leaf: "\(typeName(of: value))(\(String(describing: value)))")
      }
      return ValueDump(leaf: ".\(String(describing: value))")
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children =
      payloadMirror.displayStyle == .tuple
      ? tupleChildren(payloadMirror, ancestors: &ancestors)
      : [Child(label: .payload, value: make(payload.value, ancestors: &ancestors))]
    return ValueDump(kind: .enumCase(caseName), children: children)
  }

  private static func tupleChildren(
    _ mirror: Mirror, ancestors: inout Set<ObjectIdentifier>
  ) -> [Child] {
    mirror.children.enumerated().map { offset, child in
      let label: Label =
        if let name = child.label, !name.hasPrefix(".") { .field(name) } else { .position(offset) }
      return Child(label: label, value: make(child.value, ancestors: &ancestors))
    }
  }

  private static func makeDictionary(
    _ mirror: Mirror, ancestors: inout Set<ObjectIdentifier>
  ) -> ValueDump {
    let entries = mirror.children.map { entry in
      let pair = Array(Mirror(reflecting: entry.value).children)
      let key = pair.first.map { make($0.value, ancestors: &ancestors).oneLine } ?? ""
      let value = pair.last.map { make($0.value, ancestors: &ancestors) } ?? ValueDump(leaf: "")
      return (key: key, value: value)
    }
    // Keys that render alike are ordered by value, so that no order is left to hashing.
    let sorted = entries.sorted { lhs, rhs in
      lhs.key != rhs.key
        ? StateDiff.renderedOrder(lhs.key, rhs.key) : StateDiff.renderedOrder(lhs.value.oneLine, rhs.value.oneLine)
    }
    return ValueDump(kind: .dictionary, children: sorted.map { Child(label: .key($0.key), value: $0.value) })
  }

  private static func makeStructure(
    _ value: Any, mirror: Mirror, ancestors: inout Set<ObjectIdentifier>
  ) -> ValueDump {
    let qualifiedName = String(reflecting: type(of: value))
    let module = qualifiedName.prefix { $0 != "." }
    if describedModules.contains(module),
      value is CustomStringConvertible || value is CustomDebugStringConvertible
    {
      let text = String(describing: value)
      return ValueDump(leaf: module == "Swift" ? text : "\(typeName(of: value))(\(text))")
    }
    let isClass = mirror.displayStyle == .class
    if !isClass, mirror.displayStyle != .struct, mirror.children.isEmpty {
      return ValueDump(leaf: String(describing: value))
    }
    if isClass {
      let identity = ObjectIdentifier(value as AnyObject)
      if ancestors.contains(identity) { return ValueDump(leaf: "\(typeName(of: value))(<cycle>)") }
      ancestors.insert(identity)
    }
    // A class's fields start with its root class's.
    let mirrors = sequence(first: mirror, next: \.superclassMirror).reversed()
    let fields = mirrors.flatMap(\.children).enumerated().map { offset, child in
      let label: Label = child.label.map { .field($0) } ?? .position(offset)
      return Child(label: label, value: make(child.value, ancestors: &ancestors))
    }
    if isClass { ancestors.remove(ObjectIdentifier(value as AnyObject)) }
    return ValueDump(kind: .structure(typeName(of: value)), children: fields)
  }

  /// The type's name as its user writes it: nested types qualified (`WebViewFeature.State`),
  /// module names and the compiler's placeholders for private contexts left out.
  static func typeName(of value: Any) -> String {
    typeName(qualified: String(reflecting: type(of: value)))
  }

  /// ``typeName(of:)`` for a name as `String(reflecting:)` writes it, e.g.
  /// `App_iOS.Box<App_iOS.Item>.Inner` → `Box<Item>.Inner`.
  static func typeName(qualified: String) -> String {
    let text = qualified.replacing(#/\(unknown context at [^)]*\)\./#, with: "")
    var result = ""
    var name = ""
    func flush() {
      // Every qualified name starts with its module; a name that starts with a dot is a member
      // of the generic type before it (`Box<Int>.Layer`), not qualified.
      if !name.hasPrefix("."), let dot = name.firstIndex(of: ".") {
        result += name[name.index(after: dot)...]
      } else {
        result += name
      }
      name = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        name.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
