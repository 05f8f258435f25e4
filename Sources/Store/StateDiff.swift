/// One changed leaf between two values, as listed by ``StateDiff/changes(from:to:)``.
///
/// Values are single-line renderings (`Page(title: "a", url: nil)`), so a change prints as
/// `path: old -> new` on one line however deep the value is.
public struct StateChange: Sendable, Equatable, Codable {
  /// Where the change is: `page.title`, `toastQueue[1]`, `headers["Accept"]`, `""` for the root.
  ///
  /// Enum payloads are reached through the case name: `load.loaded` for `.loaded(42)`,
  /// `dialog.alert.message` for `.alert(message:)`. Set members are reported at the set's path.
  public var path: String
  /// The old value rendered on one line; `nil` when the path did not exist before (an
  /// inserted array element, an added dictionary key or set member). An `Optional` that was
  /// `nil` is the text `"nil"`, not `nil`.
  public var old: String?
  /// The new value rendered on one line; `nil` when the path was removed.
  public var new: String?

  /// Creates a change.
  public init(path: String, old: String?, new: String?) {
    self.path = path
    self.old = old
    self.new = new
  }
}

/// Deterministic rendering and comparison of any value, for test failures and action logs.
///
/// Values are read with `Mirror`: structs, classes (superclass fields first, cycles cut),
/// enums, tuples, optionals (shown unwrapped, or `nil`), arrays, sets and dictionaries.
/// Dictionary entries and set members are sorted by rendering (numbers by value), so output is
/// byte-for-byte the same on every run. Strings are quoted and escaped; `Date` is ISO 8601 in
/// UTC to the millisecond, `URL`, `UUID` and `Data` show their contents, and other standard
/// library and Foundation types show their `description`. Two values that render alike count
/// as equal here even when `==` disagrees (dates a fraction of a millisecond apart, say).
public enum StateDiff {
  /// Renders `value` on several lines with two-space indentation, e.g. `Page(\n  title: "a"\n)`.
  ///
  /// Pure and safe to call repeatedly or concurrently. An enum case without payload whose
  /// type has its own `description` shows as `TypeName(description)`, because Swift offers no
  /// other public way to name the case.
  public static func render(_ value: Any) -> String {
    ValueDump(reflecting: value).rendered
  }

  /// Renders `value` on one line, as failure messages and the replay timeline show actions:
  /// `.load(URL(https://example.com))`.
  public static func renderLine(_ value: Any) -> String {
    ValueDump(reflecting: value).oneLine
  }

  /// A type's name as renderings show it, from the name `String(reflecting:)` gives (testing
  /// support): module names and the compiler's private-context placeholders left out.
  package static func typeName(qualified: String) -> String {
    ValueDump.typeName(qualified: qualified)
  }

  /// Lists the leaf-level changes from `old` to `new`; empty when they render identically.
  ///
  /// Order is deterministic: fields in declaration order, array elements by index, dictionary
  /// keys and set members sorted. A changed enum case, a type change or `nil` <-> value is one
  /// change at that path; elements inserted into or removed from an array are matched by a
  /// longest common subsequence, so one insertion does not report every later element.
  public static func changes<T>(from old: T, to new: T) -> [StateChange] {
    var found: [StateChange] = []
    collectChanges(
      ValueDump(reflecting: old), ValueDump(reflecting: new), path: "", into: &found)
    return found
  }

  /// A unified-style diff of `expected` against `actual`, or `nil` if they render identically.
  ///
  /// Lines start with `-` (expected), `+` (actual) or a space (context), then a space. Only the
  /// parts that differ are expanded; runs of unchanged siblings collapse to `… (N unchanged)`.
  /// Meant for a test failure message; there is no trailing newline.
  public static func diff<T>(expected: T, actual: T) -> String? {
    let old = ValueDump(reflecting: expected)
    let new = ValueDump(reflecting: actual)
    guard old.oneLine != new.oneLine else { return nil }
    var lines: [String] = []
    appendDiff(old, new, indent: "", labels: ("", ""), suffixes: ("", ""), to: &lines)
    return lines.joined(separator: "\n")
  }

  // MARK: - Changes

  private static func collectChanges(
    _ old: ValueDump, _ new: ValueDump, path: String, into found: inout [StateChange]
  ) {
    guard old.oneLine != new.oneLine else { return }
    guard case .composite(let before) = old.content, case .composite(let after) = new.content,
      before.kind == after.kind
    else {
      found.append(StateChange(path: path, old: old.oneLine, new: new.oneLine))
      return
    }
    for step in ChildAlignment.steps(from: before, to: after) {
      switch step {
      case .same:
        continue
      case .changed(let oldIndex, let newIndex):
        collectChanges(
          before.children[oldIndex].value, after.children[newIndex].value,
          path: childPath(path, in: after, at: newIndex), into: &found)
      case .removed(let oldIndex):
        found.append(
          StateChange(
            path: childPath(path, in: before, at: oldIndex),
            old: before.children[oldIndex].value.oneLine, new: nil))
      case .inserted(let newIndex):
        found.append(
          StateChange(
            path: childPath(path, in: after, at: newIndex),
            old: nil, new: after.children[newIndex].value.oneLine))
      }
    }
  }

  private static func childPath(
    _ path: String, in parent: ValueDump.Composite, at index: Int
  ) -> String {
    let label = parent.children[index].label
    var base = path
    if case .enumCase(let name) = parent.kind { base = joined(path, name) }
    switch label {
    case .field(let name): return joined(base, name)
    case .position(let position): return joined(base, String(position))
    case .index(let element): return base + "[\(element)]"
    case .key(let key): return base + "[\(key)]"
    case .member, .payload: return base
    }
  }

  private static func joined(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : path + "." + component
  }

  // MARK: - Diff

  private static func appendDiff(
    _ old: ValueDump, _ new: ValueDump, indent: String,
    labels: (old: String, new: String), suffixes: (old: String, new: String),
    to lines: inout [String]
  ) {
    guard case .composite(let before) = old.content, case .composite(let after) = new.content,
      before.kind == after.kind, !before.isSingleLine, !after.isSingleLine
    else {
      appendMarked("-", old, indent: indent, label: labels.old, suffix: suffixes.old, to: &lines)
      appendMarked("+", new, indent: indent, label: labels.new, suffix: suffixes.new, to: &lines)
      return
    }
    lines.append("  " + indent + labels.new + after.opening)
    let childIndent = indent + "  "
    var unchanged = 0
    func flushUnchanged() {
      guard unchanged > 0 else { return }
      lines.append("  " + childIndent + "… (\(unchanged) unchanged)")
      unchanged = 0
    }
    for step in ChildAlignment.steps(from: before, to: after) {
      switch step {
      case .same:
        unchanged += 1
      case .changed(let oldIndex, let newIndex):
        flushUnchanged()
        let oldChild = before.children[oldIndex]
        let newChild = after.children[newIndex]
        appendDiff(
          oldChild.value, newChild.value, indent: childIndent,
          labels: (oldChild.label.multiLinePrefix, newChild.label.multiLinePrefix),
          suffixes: (comma(before, oldIndex), comma(after, newIndex)), to: &lines)
      case .removed(let oldIndex):
        flushUnchanged()
        let child = before.children[oldIndex]
        appendMarked(
          "-", child.value, indent: childIndent, label: child.label.multiLinePrefix,
          suffix: comma(before, oldIndex), to: &lines)
      case .inserted(let newIndex):
        flushUnchanged()
        let child = after.children[newIndex]
        appendMarked(
          "+", child.value, indent: childIndent, label: child.label.multiLinePrefix,
          suffix: comma(after, newIndex), to: &lines)
      }
    }
    flushUnchanged()
    lines.append("  " + indent + after.closing + suffixes.new)
  }

  private static func comma(_ parent: ValueDump.Composite, _ index: Int) -> String {
    index < parent.children.count - 1 ? "," : ""
  }

  private static func appendMarked(
    _ marker: String, _ dump: ValueDump, indent: String, label: String, suffix: String,
    to lines: inout [String]
  ) {
    var block: [String] = []
    dump.appendLines(to: &block, indent: indent, prefix: label, suffix: suffix)
    lines.append(contentsOf: block.map { marker + " " + $0 })
  }
}

/// How the children of two composite nodes of the same kind correspond.
enum ChildAlignment: Equatable {
  case same(Int, Int)
  case changed(Int, Int)
  case removed(Int)
  case inserted(Int)

  /// Above this many table cells (old count × new count, after trimming the common prefix and
  /// suffix) arrays are compared index by index instead of by longest common subsequence.
  private static let subsequenceCellLimit = 250_000

  /// The steps turning `old`'s children into `new`'s, in output order.
  static func steps(from old: ValueDump.Composite, to new: ValueDump.Composite) -> [Self] {
    switch new.kind {
    case .array:
      return sequenceSteps(old.children.map(\.value.oneLine), new.children.map(\.value.oneLine))
    case .dictionary, .set:
      return mergedSteps(old.children, new.children)
    case .structure, .tuple, .enumCase:
      return positionalSteps(old.children, new.children)
    }
  }

  private static func positionalSteps(
    _ old: [ValueDump.Child], _ new: [ValueDump.Child]
  ) -> [Self] {
    var steps: [Self] = []
    for index in 0..<max(old.count, new.count) {
      if index < old.count, index < new.count, old[index].label == new[index].label {
        let same = old[index].value.oneLine == new[index].value.oneLine
        steps.append(same ? .same(index, index) : .changed(index, index))
        continue
      }
      if index < old.count { steps.append(.removed(index)) }
      if index < new.count { steps.append(.inserted(index)) }
    }
    return steps
  }

  /// Merges two lists sorted by `StateDiff.renderedOrder` of their keys.
  private static func mergedSteps(_ old: [ValueDump.Child], _ new: [ValueDump.Child]) -> [Self] {
    func key(_ child: ValueDump.Child) -> String {
      if case .key(let key) = child.label { return key }
      return child.value.oneLine
    }
    var steps: [Self] = []
    var oldIndex = 0
    var newIndex = 0
    // Each step takes at least one child, so old.count + new.count turns always suffice, and a
    // step that took none could not loop forever.
    for _ in 0..<(old.count + new.count) {
      guard oldIndex < old.count || newIndex < new.count else { break }
      guard oldIndex < old.count else {
        steps.append(.inserted(newIndex))
        newIndex += 1
        continue
      }
      guard newIndex < new.count else {
        steps.append(.removed(oldIndex))
        oldIndex += 1
        continue
      }
      let oldKey = key(old[oldIndex])
      let newKey = key(new[newIndex])
      if oldKey == newKey {
        let same = old[oldIndex].value.oneLine == new[newIndex].value.oneLine
        steps.append(same ? .same(oldIndex, newIndex) : .changed(oldIndex, newIndex))
        oldIndex += 1
        newIndex += 1
      } else if StateDiff.renderedOrder(oldKey, newKey) {
        steps.append(.removed(oldIndex))
        oldIndex += 1
      } else {
        steps.append(.inserted(newIndex))
        newIndex += 1
      }
    }
    return steps
  }

  /// Common prefix and suffix, then a longest common subsequence of the middle; unmatched
  /// elements between two matches are paired index by index as changes.
  private static func sequenceSteps(_ oldItems: [String], _ newItems: [String]) -> [Self] {
    // Integer ids make the quadratic table compare numbers, not strings.
    var ids: [String: Int] = [:]
    func id(_ item: String) -> Int {
      if let known = ids[item] { return known }
      ids[item] = ids.count
      return ids.count - 1
    }
    let old = oldItems.map(id)
    let new = newItems.map(id)
    let prefix = zip(old, new).prefix(while: ==).count
    let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix(while: ==).count
    var steps: [Self] = (0..<prefix).map { .same($0, $0) }
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    var oldCursor = prefix
    var newCursor = prefix
    for (oldMatch, newMatch) in matches(old[prefix..<oldEnd], new[prefix..<newEnd]) {
      steps += gapSteps(oldCursor..<oldMatch, newCursor..<newMatch)
      steps.append(.same(oldMatch, newMatch))
      oldCursor = oldMatch + 1
      newCursor = newMatch + 1
    }
    steps += gapSteps(oldCursor..<oldEnd, newCursor..<newEnd)
    steps += (0..<suffix).map { .same(oldEnd + $0, newEnd + $0) }
    return steps
  }

  private static func gapSteps(_ old: Range<Int>, _ new: Range<Int>) -> [Self] {
    let paired = min(old.count, new.count)
    var steps: [Self] = (0..<paired).map { .changed(old.lowerBound + $0, new.lowerBound + $0) }
    steps += old.dropFirst(paired).map { .removed($0) }
    steps += new.dropFirst(paired).map { .inserted($0) }
    return steps
  }

  /// Index pairs of a longest common subsequence, or none when the table would be too big.
  private static func matches(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> [(Int, Int)] {
    let rows = old.count
    let columns = new.count
    guard rows * columns <= subsequenceCellLimit else { return [] }
    // The length of the longest common subsequence of old[row...] and new[column...], appended
    // from the last cell to the first: past either end there is none.
    var lengths: [Int32] = []
    lengths.reserveCapacity(rows * columns)
    func length(_ row: Int, _ column: Int) -> Int32 {
      guard row < rows, column < columns else { return 0 }
      return lengths[(rows - 1 - row) * columns + (columns - 1 - column)]
    }
    for row in (0..<rows).reversed() {
      for column in (0..<columns).reversed() {
        lengths.append(
          old[old.startIndex + row] == new[new.startIndex + column]
            ? length(row + 1, column + 1) + 1
            : max(length(row + 1, column), length(row, column + 1)))
      }
    }
    var pairs: [(Int, Int)] = []
    var row = 0
    var column = 0
    // Each step moves past a row, a column or both, so the walk is bounded by their sum.
    for _ in 0..<(rows + columns) {
      guard row < rows, column < columns else { break }
      if old[old.startIndex + row] == new[new.startIndex + column] {
        pairs.append((old.startIndex + row, new.startIndex + column))
        row += 1
        column += 1
      } else if length(row + 1, column) >= length(row, column + 1) {
        row += 1
      } else {
        column += 1
      }
    }
    assert(pairs.count == Int(length(0, 0)), "The walk must find every match the table counted.")
    return pairs
  }
}

extension StateDiff {
  /// Sort order for renderings: numbers by value (so `2` comes before `10`), then text.
  ///
  /// A strict total order on strings, so that sorting and merging two sorted lists agree.
  package static func renderedOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = Double(lhs).flatMap { $0.isFinite ? $0 : nil }
    let right = Double(rhs).flatMap { $0.isFinite ? $0 : nil }
    switch (left, right) {
    case (let left?, let right?): return (left, lhs) < (right, rhs)
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return lhs < rhs
    }
  }
}
