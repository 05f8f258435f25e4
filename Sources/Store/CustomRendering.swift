/// A type that chooses its own text in test failures, diffs and the replay timeline.
///
/// ``StateDiff`` renders values by reflection; a type whose fields are an implementation detail
/// (an id wrapping a counter, a JSON value, a frame) renders better as one short piece of text:
///
/// ```swift
/// extension OrderID: CustomRendering {
///   public var renderedDescription: String { "order #\(rawValue)" }
/// }
/// ```
///
/// The text is a leaf: two values with the same text count as equal in a diff, so include
/// everything that tells two values apart.
public protocol CustomRendering {
  /// The value on one line, e.g. `load #3`.
  var renderedDescription: String { get }
}
