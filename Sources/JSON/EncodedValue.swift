import Foundation

/// A value as ``JSONTextEncoder`` builds it, before it is written: integers exactly as given
/// (a `JSONValue` number is a `Double`), and containers as references, so that a container
/// handed out by `nestedContainer` writes into the tree after its parent moved on.
enum EncodedValue {
  case null
  case bool(Bool)
  case integer(Int64)
  /// An unsigned integer above `Int64.max`.
  case unsigned(UInt64)
  case double(Double)
  /// Kept apart from `double` so that it is written with a `Float`'s own digits (`0.1`, not
  /// `0.10000000149011612`).
  case float(Float)
  case decimal(Decimal)
  case string(String)
  case array(EncodedArray)
  case object(EncodedObject)
  /// What a `superEncoder` holds once the encoding is over.
  case deferred(ValueEncoder)
}

/// An array being encoded.
final class EncodedArray {
  var elements: [EncodedValue] = []
}

/// An object being encoded, its members in the order they were encoded.
final class EncodedObject {
  var members: [EncodedMember] = []
}

/// One member of an ``EncodedObject``. A struct rather than a tuple: removing tuples from an
/// array destroys them through the runtime's generic tuple witness.
struct EncodedMember {
  let key: String
  let value: EncodedValue
}
