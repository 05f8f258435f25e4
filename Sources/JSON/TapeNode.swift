/// One JSON value of a scanned text, as ``JSONTape`` found it.
///
/// Scalars record where their text is; containers how many elements they hold and where the
/// value after them starts, so a reader can skip a whole subtree in one step. An object's
/// members are a key node (a string) followed by the value's nodes.
package struct TapeNode: BitwiseCopyable {
  package enum Kind: UInt8, BitwiseCopyable {
    case null, `true`, `false`, number, string, array, object
  }

  package var kind: Kind
  /// For strings, ``TapeNode/simple`` and ``TapeNode/ascii``.
  package var flags: UInt8
  /// Strings: the first byte after the opening quote. Numbers: the first byte.
  package var start: UInt32
  /// Strings and numbers: their length in bytes. Arrays: elements. Objects: members.
  package var count: UInt32
  /// The index of the node after this value and everything inside it.
  package var next: UInt32
  /// The index of the array or object holding this value; ``TapeNode/root`` for the line's value.
  package var parent: UInt32

  /// A string without escapes or control characters: its bytes are its UTF-8.
  package static let simple: UInt8 = 1
  /// A string whose bytes are all ASCII.
  package static let ascii: UInt8 = 2
  /// The parent of the top-level value.
  package static let root = UInt32.max

  package var isSimple: Bool { flags & Self.simple != 0 }
  package var isSimpleASCII: Bool { flags == Self.simple | Self.ascii }
}
