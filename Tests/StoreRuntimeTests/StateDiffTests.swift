import Foundation
import StoreRuntime
import Testing

private struct Page: Sendable {
  var title: String
  var url: URL?
}

private enum Kind: Sendable {
  case idle
  case alert(message: String)
  case confirm(String, Int)
  case sheet(Page)
}

private enum Theme: Sendable, CustomStringConvertible {
  case dark
  var description: String { "dark mode" }
}

private struct Dialog: Sendable {
  var id: Int
  var kind: Kind
}

private struct Empty: Sendable {}

/// Names with digits, underscores, nesting and generic arguments, rendered as a user writes them.
struct Box_2<Content: Sendable>: Sendable {
  struct Layer3D: Sendable { var depth = 1 }
  var content: Content
}

private struct Described: Sendable, CustomStringConvertible {
  var value: Int
  var description: String { "hidden" }
}

private struct Screen: Sendable {
  var count = 0
  var page = Page(title: "Home", url: nil)
  var toastQueue: [String] = []
  var dialogs: [Dialog] = []
  var headers: [String: String] = [:]
  var tags: Set<String> = []
}

private class Base {
  var id = 1
}

private final class Derived: Base {
  var name = "d"
}

private final class Link {
  var next: Link?
}

/// A value to render and the exact text it must render to.
struct RenderCase: Sendable, CustomTestStringConvertible {
  let name: String
  let value: any Sendable
  let expected: String
  var testDescription: String { name }
}

private let renderCases: [RenderCase] = [
  RenderCase(name: "int", value: 42, expected: "42"),
  RenderCase(name: "double", value: 1.5, expected: "1.5"),
  RenderCase(name: "bool", value: true, expected: "true"),
  RenderCase(name: "string is quoted and escaped", value: "a\n\"b\"", expected: #""a\n\"b\"""#),
  RenderCase(name: "character", value: Character("c"), expected: #""c""#),
  RenderCase(name: "empty struct", value: Empty(), expected: "Empty()"),
  RenderCase(
    name: "type names keep digits, underscores, nesting and generic arguments, without modules",
    value: Box_2(content: Box_2<Int>.Layer3D()),
    expected: "Box_2<Box_2<Int>.Layer3D>(\n  content: Box_2<Int>.Layer3D(\n    depth: 1\n  )\n)"),
  RenderCase(
    name: "struct with optional",
    value: Page(title: "Home", url: nil),
    expected: """
      Page(
        title: "Home",
        url: nil
      )
      """),
  RenderCase(name: "enum without payload", value: Kind.idle, expected: ".idle"),
  RenderCase(
    name: "enum with labeled payload", value: Kind.alert(message: "hi"),
    expected: #".alert(message: "hi")"#),
  RenderCase(
    name: "enum with two payloads", value: Kind.confirm("ok", 2), expected: #".confirm("ok", 2)"#),
  RenderCase(
    name: "enum with composite payload",
    value: Kind.sheet(Page(title: "T", url: nil)),
    expected: """
      .sheet(
        Page(
          title: "T",
          url: nil
        )
      )
      """),
  RenderCase(name: "enum with own description", value: Theme.dark, expected: "Theme(dark mode)"),
  RenderCase(
    name: "struct with own description is still expanded",
    value: Described(value: 3),
    expected: "Described(\n  value: 3\n)"),
  RenderCase(name: "tuple", value: (1, name: "x"), expected: "(\n  1,\n  name: \"x\"\n)"),
  RenderCase(name: "optional none", value: Int?.none, expected: "nil"),
  RenderCase(name: "optional some is unwrapped", value: Int?.some(3), expected: "3"),
  RenderCase(name: "array", value: [1, 2], expected: "[\n  [0]: 1,\n  [1]: 2\n]"),
  RenderCase(name: "empty array", value: [Int](), expected: "[]"),
  RenderCase(
    name: "set sorted numerically", value: Set([10, 2, 1]),
    expected: "Set([\n  1,\n  2,\n  10\n])"),
  RenderCase(name: "empty dictionary", value: [String: Int](), expected: "[:]"),
  RenderCase(
    name: "dictionary sorted by key", value: ["b": 2, "a": 1],
    expected: "[\n  \"a\": 1,\n  \"b\": 2\n]"),
  RenderCase(
    name: "date in UTC with milliseconds", value: Date(timeIntervalSince1970: 0.5),
    expected: "Date(1970-01-01T00:00:00.500Z)"),
  RenderCase(
    name: "url", value: URL(string: "https://example.com/a?b=1")!,
    expected: "https://example.com/a?b=1"),
  RenderCase(
    name: "uuid", value: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!,
    expected: "UUID(00000000-0000-0000-0000-00000000000A)"),
  RenderCase(name: "duration", value: Duration.milliseconds(1500), expected: "1.5 seconds"),
  RenderCase(name: "decimal", value: Decimal(string: "1.25")!, expected: "Decimal(1.25)"),
  RenderCase(name: "range", value: 0..<3, expected: "0..<3"),
  RenderCase(
    name: "short data as hex", value: Data([1, 2, 255]), expected: "Data(3 bytes: 0102ff)"),
  RenderCase(
    name: "data of 64 bytes is still hex", value: Data(repeating: 0xAB, count: 64),
    expected: "Data(64 bytes: \(String(repeating: "ab", count: 64)))"),
  RenderCase(
    name: "short data around a second hex digit", value: Data([0x0F, 0x10, 0x11]), expected: "Data(3 bytes: 0f1011)"),
]

@Suite struct StateDiffTests {
  // MARK: render

  @Test(arguments: renderCases)
  func rendersEachKindOfValue(_ testCase: RenderCase) {
    #expect(StateDiff.render(testCase.value) == testCase.expected)
  }

  @Test func rendersNestedValuesWithTwoSpaceIndent() {
    let dialog = Dialog(id: 7, kind: .alert(message: "m"))
    #expect(
      StateDiff.render([dialog]) == """
        [
          [0]: Dialog(
            id: 7,
            kind: .alert(message: "m")
          )
        ]
        """)
  }

  /// Keys that read as numbers come first, by value, then the others: whatever order the
  /// dictionary holds them in (which changes from run to run), so each of many pairs is checked.
  @Test func numericKeysComeBeforeOtherKeysWhateverTheDictionarysOrder() {
    for number in 0..<40 {
      let keys: [AnyHashable: Int] = [AnyHashable("k\(number)"): 1, AnyHashable(number): 0]
      #expect(StateDiff.render(keys) == "[\n  \(number): 0,\n  \"k\(number)\": 1\n]")
    }
  }

  @Test func anyHashableKeysRenderTheirBase() {
    #expect(StateDiff.render([AnyHashable(2): "x"]) == "[\n  2: \"x\"\n]")
  }

  @Test func rendersSuperclassFieldsFirst() {
    #expect(StateDiff.render(Derived()) == "Derived(\n  id: 1,\n  name: \"d\"\n)")
  }

  /// Only a path back to an object is a cycle: the same object met twice side by side is
  /// rendered in full both times.
  @Test func anObjectReachedTwiceWithoutACycleRendersBothTimes() {
    let shared = Derived()
    #expect(
      StateDiff.renderLine([shared, shared])
        == #"[Derived(id: 1, name: "d"), Derived(id: 1, name: "d")]"#)
  }

  /// Module names may hold digits and underscores; only the part up to their dot is dropped.
  @Test func typeNamesLeaveOutModulesWhateverTheirCharacters() {
    #expect(StateDiff.typeName(qualified: "App_iOS.Screen") == "Screen")
    #expect(StateDiff.typeName(qualified: "App2.Box<App2.Item>.Inner") == "Box<Item>.Inner")
    #expect(StateDiff.typeName(qualified: "App.(unknown context at $10f3a8c).Hidden") == "Hidden")
    #expect(StateDiff.typeName(qualified: "Swift.Dictionary<Swift.String, App.V2_3>") == "Dictionary<String, V2_3>")
  }

  @Test func aFunctionRendersAsItDescribesItself() {
    let function: @Sendable () -> Void = {}
    #expect(StateDiff.render(function) == "(Function)")
  }

  @Test func cutsClassCycles() {
    let link = Link()
    link.next = link
    #expect(StateDiff.render(link) == "Link(\n  next: Link(<cycle>)\n)")
  }

  @Test func longDataWithSameLengthButDifferentBytesRendersDifferently() {
    let zeros = Data(repeating: 0, count: 100)
    var changed = zeros
    changed[50] = 1
    #expect(StateDiff.render(zeros).hasPrefix("Data(100 bytes, fnv1a64: "))
    #expect(StateDiff.render(Data(count: 65)).hasPrefix("Data(65 bytes, fnv1a64: "))
    #expect(StateDiff.render(zeros) != StateDiff.render(changed))
  }

  // MARK: changes

  @Test func equalValuesHaveNoChanges() {
    #expect(StateDiff.changes(from: Screen(), to: Screen()).isEmpty)
    #expect(StateDiff.changes(from: 1, to: 1).isEmpty)
    #expect(StateDiff.changes(from: "same", to: "same").isEmpty)
  }

  @Test func rootLeafChangeHasEmptyPath() {
    #expect(StateDiff.changes(from: 1, to: 2) == [StateChange(path: "", old: "1", new: "2")])
  }

  @Test func nestedFieldChangeHasDottedPath() {
    var new = Screen()
    new.page.title = "Next"
    #expect(
      StateDiff.changes(from: Screen(), to: new)
        == [StateChange(path: "page.title", old: #""Home""#, new: #""Next""#)])
  }

  @Test func changesFollowDeclarationOrder() {
    var new = Screen()
    new.toastQueue = ["t"]
    new.count = 1
    #expect(StateDiff.changes(from: Screen(), to: new).map(\.path) == ["count", "toastQueue[0]"])
  }

  @Test func enumCaseChangeShowsBothCases() {
    let old = Dialog(id: 1, kind: .idle)
    let new = Dialog(id: 1, kind: .alert(message: "x"))
    #expect(
      StateDiff.changes(from: old, to: new)
        == [StateChange(path: "kind", old: ".idle", new: #".alert(message: "x")"#)])
  }

  @Test func enumPayloadChangeIsReachedThroughCaseName() {
    let old = Dialog(id: 1, kind: .alert(message: "a"))
    let new = Dialog(id: 1, kind: .alert(message: "b"))
    #expect(
      StateDiff.changes(from: old, to: new)
        == [StateChange(path: "kind.alert.message", old: #""a""#, new: #""b""#)])
  }

  @Test func singleUnlabeledPayloadPathIsTheCaseName() {
    let old = Kind.sheet(Page(title: "a", url: nil))
    let new = Kind.sheet(Page(title: "b", url: nil))
    #expect(StateDiff.changes(from: old, to: new).map(\.path) == ["sheet.title"])
  }

  @Test func optionalNilToSomeKeepsNilAsText() {
    let old = Page(title: "a", url: nil)
    let new = Page(title: "a", url: URL(string: "https://a.example"))
    #expect(
      StateDiff.changes(from: old, to: new)
        == [StateChange(path: "url", old: "nil", new: "https://a.example")])
  }

  @Test func arrayGrowthIsAnInsertion() {
    #expect(
      StateDiff.changes(from: ["a"], to: ["a", "b"])
        == [StateChange(path: "[1]", old: nil, new: #""b""#)])
  }

  @Test func arrayShrinkAtFrontIsOneRemoval() {
    #expect(
      StateDiff.changes(from: ["a", "b", "c"], to: ["b", "c"])
        == [StateChange(path: "[0]", old: #""a""#, new: nil)])
  }

  /// Two tuples of different lengths held as `Any` have the same kind of node, so they are
  /// compared element by element: what only one of them has is removed or inserted.
  @Test func aTupleHeldAsAnyComparesItsElementsByPosition() {
    let three: Any = (1, "b", 3)
    let two: Any = (1, "c")
    #expect(
      StateDiff.changes(from: three, to: two) == [
        StateChange(path: "1", old: #""b""#, new: #""c""#),
        StateChange(path: "2", old: "3", new: nil),
      ])
    #expect(
      StateDiff.changes(from: two, to: three) == [
        StateChange(path: "1", old: #""c""#, new: #""b""#),
        StateChange(path: "2", old: nil, new: "3"),
      ])
  }

  @Test func anElementInsertedBeforeTheOnlyOtherChangedOneIsOneInsertion() {
    #expect(
      StateDiff.changes(from: ["a", "x", "b"], to: ["a", "y", "x", "b"])
        == [StateChange(path: "[1]", old: nil, new: #""y""#)])
  }

  /// One element left between the common prefix and suffix still finds its match among many.
  @Test func aSingleElementBetweenPrefixAndSuffixKeepsItsMatch() {
    #expect(
      StateDiff.changes(from: ["a", "x", "b"], to: ["a", "y", "x", "z", "b"]) == [
        StateChange(path: "[1]", old: nil, new: #""y""#),
        StateChange(path: "[3]", old: nil, new: #""z""#),
      ])
    #expect(
      StateDiff.changes(from: ["a", "y", "x", "z", "b"], to: ["a", "x", "b"]) == [
        StateChange(path: "[1]", old: #""y""#, new: nil),
        StateChange(path: "[3]", old: #""z""#, new: nil),
      ])
  }

  /// Every element the diff leaves unreported is one of a longest common subsequence, checked
  /// against a plain dynamic-programming count on arrays from a fixed pseudo-random sequence.
  @Test func anArrayDiffKeepsALongestCommonSubsequenceUnchanged() {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    func commonLength(_ old: [String], _ new: [String]) -> Int {
      var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
      for row in old.indices.reversed() {
        for column in new.indices.reversed() {
          table[row][column] =
            old[row] == new[column]
            ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
        }
      }
      return table[0][0]
    }
    for _ in 0..<300 {
      let old = (0..<next(9)).map { _ in ["a", "b", "c", "d"][next(4)] }
      let new = (0..<next(9)).map { _ in ["a", "b", "c", "d"][next(4)] }
      let changes = StateDiff.changes(from: old, to: new)
      let common = commonLength(old, new)
      #expect(old.count - changes.filter { $0.old != nil }.count == common, "\(old) → \(new)")
      #expect(new.count - changes.filter { $0.new != nil }.count == common, "\(old) → \(new)")
    }
  }

  /// The longest common subsequence needs a table of old × new cells; past 250,000 of them the
  /// arrays are compared index by index, so one insertion shows as every later element changed.
  @Test func arraysTooLongForTheSubsequenceTableAreComparedIndexByIndex() {
    let numbers = (0..<500).map(String.init)
    let old = ["a"] + numbers + ["b"]
    let new = ["c", "x"] + numbers + ["d"]
    let changes = StateDiff.changes(from: old, to: new)
    #expect(changes.count == 503)
    #expect(changes.first == StateChange(path: "[0]", old: #""a""#, new: #""c""#))
    #expect(changes.last == StateChange(path: "[502]", old: nil, new: #""d""#))
    // Exactly at the limit (500 × 500 cells) the subsequence is still used.
    let atLimit = StateDiff.changes(
      from: ["a"] + numbers.prefix(498) + ["b"], to: ["c", "x"] + numbers.prefix(497) + ["d"])
    #expect(
      atLimit == [
        StateChange(path: "[0]", old: #""a""#, new: #""c""#),
        StateChange(path: "[1]", old: nil, new: #""x""#),
        StateChange(path: "[499]", old: #""497""#, new: #""d""#),
        StateChange(path: "[499]", old: #""b""#, new: nil),
      ])
    let shorter = StateDiff.changes(from: Array(old.prefix(100)), to: Array(new.prefix(101)))
    #expect(
      shorter == [
        StateChange(path: "[0]", old: #""a""#, new: #""c""#),
        StateChange(path: "[1]", old: nil, new: #""x""#),
      ])
  }

  @Test func insertionInTheMiddleDoesNotReportLaterElements() {
    var old = Screen()
    old.toastQueue = ["a", "b", "c", "d"]
    var new = old
    new.toastQueue.insert("x", at: 1)
    new.toastQueue.remove(at: 3)
    #expect(
      StateDiff.changes(from: old, to: new) == [
        StateChange(path: "toastQueue[1]", old: nil, new: #""x""#),
        StateChange(path: "toastQueue[2]", old: #""c""#, new: nil),
      ])
  }

  @Test func changedElementIsDescendedInto() {
    var old = Screen()
    old.dialogs = [Dialog(id: 1, kind: .idle), Dialog(id: 2, kind: .idle)]
    var new = old
    new.dialogs[1].kind = .confirm("y", 1)
    #expect(
      StateDiff.changes(from: old, to: new)
        == [StateChange(path: "dialogs[1].kind", old: ".idle", new: #".confirm("y", 1)"#)])
  }

  @Test func dictionaryKeysAddedRemovedAndChangedAreSorted() {
    let old = ["keep": "1", "drop": "2", "edit": "3"]
    let new = ["keep": "1", "edit": "4", "add": "5"]
    #expect(
      StateDiff.changes(from: old, to: new) == [
        StateChange(path: #"["add"]"#, old: nil, new: #""5""#),
        StateChange(path: #"["drop"]"#, old: #""2""#, new: nil),
        StateChange(path: #"["edit"]"#, old: #""3""#, new: #""4""#),
      ])
  }

  @Test func theFirstKeyRemovedFromADictionaryIsReported() {
    #expect(
      StateDiff.changes(from: ["a": 1, "b": 2], to: ["b": 2])
        == [StateChange(path: #"["a"]"#, old: "1", new: nil)])
  }

  /// Two dictionaries without a key in common take one step per key, the most the merge takes.
  @Test func dictionariesWithoutACommonKeyReportEveryKey() {
    #expect(
      StateDiff.changes(from: ["a": 1], to: ["b": 2]) == [
        StateChange(path: #"["a"]"#, old: "1", new: nil),
        StateChange(path: #"["b"]"#, old: nil, new: "2"),
      ])
  }

  @Test func everyKeyAfterTheLastSharedOneIsReportedAddedOrRemoved() {
    let short = ["a": 1]
    let long = ["a": 1, "b": 2, "c": 3]
    #expect(
      StateDiff.changes(from: short, to: long) == [
        StateChange(path: #"["b"]"#, old: nil, new: "2"),
        StateChange(path: #"["c"]"#, old: nil, new: "3"),
      ])
    #expect(
      StateDiff.changes(from: long, to: short) == [
        StateChange(path: #"["b"]"#, old: "2", new: nil),
        StateChange(path: #"["c"]"#, old: "3", new: nil),
      ])
  }

  @Test func setMembershipChangesAreReportedAtTheSetPath() {
    var old = Screen()
    old.tags = ["a", "b"]
    var new = old
    new.tags = ["b", "c"]
    #expect(
      StateDiff.changes(from: old, to: new) == [
        StateChange(path: "tags", old: #""a""#, new: nil),
        StateChange(path: "tags", old: nil, new: #""c""#),
      ])
  }

  @Test func aChangeCarriesItsPathAndBothRenderings() {
    let change = StateChange(path: "page.title", old: #""Home""#, new: #""Next""#)
    #expect(change.path == "page.title")
    #expect(change.old == #""Home""#)
    #expect(change.new == #""Next""#)
  }

  @Test func stateChangeRoundTripsThroughJSON() throws {
    let change = StateChange(path: "page.title", old: nil, new: #""x""#)
    let data = try JSONEncoder().encode(change)
    #expect(try JSONDecoder().decode(StateChange.self, from: data) == change)
  }

  // MARK: diff

  @Test func diffOfIdenticalRenderingsIsNil() {
    #expect(StateDiff.diff(expected: Screen(), actual: Screen()) == nil)
  }

  @Test func diffOfRootLeaves() {
    #expect(StateDiff.diff(expected: 1, actual: 2) == "- 1\n+ 2")
  }

  @Test func diffCollapsesUnchangedSiblings() {
    var actual = Screen()
    actual.page.title = "Next"
    #expect(
      StateDiff.diff(expected: Screen(), actual: actual) == """
          Screen(
            … (1 unchanged)
            page: Page(
        -     title: "Home",
        +     title: "Next",
              … (1 unchanged)
            ),
            … (4 unchanged)
          )
        """)
  }

  @Test func diffOfAnArrayCountsTheUnchangedElementsAfterAChange() {
    #expect(
      StateDiff.diff(expected: [1, 2, 3, 4, 5], actual: [1, 9, 3, 4, 5]) == """
          [
            … (1 unchanged)
        -   [1]: 2,
        +   [1]: 9,
            … (3 unchanged)
          ]
        """)
  }

  @Test func diffOfAnArrayShowsAChangedLastElement() {
    #expect(
      StateDiff.diff(expected: [1, 2, 3], actual: [1, 2, 9]) == """
          [
            … (2 unchanged)
        -   [2]: 3
        +   [2]: 9
          ]
        """)
  }

  @Test func aCommonSuffixIsFoundOnlyWhereTheLastElementsAgree() {
    #expect(
      StateDiff.diff(expected: [1, 5, 3], actual: [1, 4, 5]) == """
          [
            … (1 unchanged)
        +   [1]: 4,
            … (1 unchanged)
        -   [2]: 3
          ]
        """)
    #expect(
      StateDiff.diff(expected: [1, 4, 5], actual: [1, 5, 3]) == """
          [
            … (1 unchanged)
        -   [1]: 4,
            … (1 unchanged)
        +   [2]: 3
          ]
        """)
  }

  @Test func diffOfAMovedElementShowsItRemovedAndInsertedAroundTheOthers() {
    #expect(
      StateDiff.diff(expected: ["a", "x", "b", "y"], actual: ["a", "b", "x", "y"]) == """
          [
            … (1 unchanged)
        -   [1]: "x",
            … (1 unchanged)
        +   [2]: "x",
            … (1 unchanged)
          ]
        """)
  }

  @Test func diffShowsInsertedElementAndReplacedEnumCase() {
    var expected = Screen()
    expected.dialogs = [Dialog(id: 1, kind: .idle)]
    var actual = expected
    actual.dialogs[0].kind = .alert(message: "m")
    actual.dialogs.append(Dialog(id: 2, kind: .idle))
    #expect(
      StateDiff.diff(expected: expected, actual: actual) == """
          Screen(
            … (3 unchanged)
            dialogs: [
              [0]: Dialog(
                … (1 unchanged)
        -       kind: .idle
        +       kind: .alert(message: "m")
              ),
        +     [1]: Dialog(
        +       id: 2,
        +       kind: .idle
        +     )
            ],
            … (2 unchanged)
          )
        """)
  }

  // MARK: determinism

  @Test func renderingDoesNotDependOnHashOrder() throws {
    var ascending: [String: Set<Int>] = [:]
    var descending = [String: Set<Int>](minimumCapacity: 4096)
    for number in 0..<200 {
      ascending["key\(number)"] = Set([number, -number, 1000 + number])
      descending["key\(199 - number)"] = Set([1199 - number, number - 199, 199 - number])
    }
    try #require(ascending == descending)
    try #require(Array(ascending.keys) != Array(descending.keys))
    #expect(StateDiff.render(ascending) == StateDiff.render(descending))
  }

  @Test func dictionaryWithManyKeysRendersSortedKeys() {
    let value = Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\(1000 + $0)", $0) })
    let keys = StateDiff.render(value).split(separator: "\n").dropFirst().dropLast()
      .map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }
    #expect(keys.count == 100)
    #expect(keys == keys.sorted())
  }

  @Test func diffIsTheSameTwice() {
    let old = Dictionary(uniqueKeysWithValues: (0..<50).map { ($0, "v\($0)") })
    var new = old
    new[7] = "changed"
    new[60] = "added"
    let first = StateDiff.diff(expected: old, actual: new)
    #expect(first != nil)
    #expect(first == StateDiff.diff(expected: old, actual: new))
  }
}

/// Types whose names show how nested types and custom renderings read in messages.
private enum Outer {
  struct State: Equatable { var inner = Inner() }
  struct Inner: Equatable { var id = Ticket(number: 7) }
}

private struct Wrapper<Value> {
  var value: Value
}

private struct Ticket: Equatable, CustomRendering {
  var number: Int
  var renderedDescription: String { "ticket #\(number)" }
}

@Suite struct RenderingTests {
  @Test func nestedTypesAreNamedWithTheirEnclosingType() {
    #expect(StateDiff.renderLine(Outer.State()) == "Outer.State(inner: Outer.Inner(id: ticket #7))")
  }

  @Test func aTypeRendersItselfThroughCustomRendering() {
    let diff = StateDiff.diff(expected: Outer.State(), actual: Outer.State(inner: Outer.Inner(id: Ticket(number: 8))))
    #expect(
      diff == """
          Outer.State(
            inner: Outer.Inner(
        -     id: ticket #7
        +     id: ticket #8
            )
          )
        """)
  }

  @Test func genericArgumentsAreNamedWithoutTheirModule() {
    #expect(StateDiff.renderLine(Wrapper(value: Ticket(number: 1))) == "Wrapper<Ticket>(value: ticket #1)")
  }

  @Test func tupleLabelsInAGenericArgumentAreKept() {
    #expect(
      StateDiff.renderLine(Wrapper(value: Wrapper(value: (ticket: Ticket(number: 2), note: 3))))
        == "Wrapper<Wrapper<(ticket: Ticket, note: Int)>>(value: Wrapper<(ticket: Ticket, note: Int)>(value: (ticket: ticket #2, note: 3)))")
  }
}

@Suite struct RenderedOrderTests {
  @Test func noRenderingComesBeforeItself() {
    for rendering in ["a", "1", "1.0", "\"1\"", "nil", ""] {
      #expect(!StateDiff.renderedOrder(rendering, rendering), "\(rendering)")
    }
  }

  @Test func equalNumbersWrittenDifferentlyAreOrderedByTheirText() {
    #expect(StateDiff.renderedOrder("1", "1.0"))
    #expect(!StateDiff.renderedOrder("1.0", "1"))
  }

  @Test func numbersComeByValueBeforeText() {
    #expect(StateDiff.renderedOrder("2", "10"))
    #expect(!StateDiff.renderedOrder("10", "2"))
    #expect(StateDiff.renderedOrder("10", "a"))
    #expect(!StateDiff.renderedOrder("a", "10"))
  }
}
