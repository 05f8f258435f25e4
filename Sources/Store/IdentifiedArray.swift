/// An ordered collection of elements addressed by their `id`: the state of a stack or of tabs of
/// child features, run by `Reducer.forEach(_:action:element:)`.
///
/// Ids are unique: appending an element whose id is already present replaces nothing and is
/// reported as an issue. Lookups by id are linear, which suits the handful of screens a stack or
/// tab bar holds.
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection, MutableCollection {
  /// The elements in order.
  public private(set) var elements: [Element]

  /// Creates an empty collection.
  public init() { self.elements = [] }

  /// Creates the collection from `elements`; later duplicates of an id are dropped and reported.
  public init(
    _ elements: some Sequence<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.elements = []
    for element in elements {
      append(element, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// The ids in order.
  public var ids: [Element.ID] { elements.map(\.id) }

  /// The element with `id`, or `nil`. Setting `nil` removes it; setting a value for a missing id
  /// appends it.
  public subscript(id id: Element.ID) -> Element? {
    get { elements.first { $0.id == id } }
    set {
      let index = elements.firstIndex { $0.id == id }
      switch (index, newValue) {
      case (let index?, let value?): elements[index] = value
      case (let index?, nil): elements.remove(at: index)
      case (nil, let value?): elements.append(value)
      case (nil, nil): break
      }
    }
  }

  /// Appends `element` unless its id is already present (then reports an issue and keeps the
  /// collection unchanged).
  public mutating func append(
    _ element: Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard self[id: element.id] == nil else {
      reportIssue(
        "IdentifiedArray already holds an element with id \(StateDiff.renderLine(element.id)); the new one was not added.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    elements.append(element)
  }

  /// Removes and returns the element with `id`, or returns `nil` when there is none.
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let index = elements.firstIndex(where: { $0.id == id }) else { return nil }
    return elements.remove(at: index)
  }

  /// Removes and returns the last element. The collection must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element { elements.removeLast() }

  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the last element.
  public var endIndex: Int { elements.endIndex }

  /// The element at `position`. Setting it must keep its id (ids are how children are found).
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set {
      precondition(newValue.id == elements[position].id, "IdentifiedArray: an element's id cannot change in place.")
      elements[position] = newValue
    }
  }
}

/// TCA's spelling of ``IdentifiedArray``.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// Creates the collection from a literal; duplicate ids are dropped and reported.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {}
extension IdentifiedArray: Hashable where Element: Hashable {}
extension IdentifiedArray: Sendable where Element: Sendable {}

extension IdentifiedArray: Codable where Element: Codable {
  /// Decodes an array of elements; duplicate ids are dropped and reported.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }

  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}
