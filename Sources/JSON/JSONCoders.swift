import Foundation

/// Foundation's coders, set up the one way the package writes and reads JSON text of its own:
/// action log lines, their headers' metadata, configurations and the replay's states.
///
/// Keys are sorted, so equal values always give the same bytes (example logs diff well), and `/`
/// is not escaped. A host may forward a WebKit value unchecked (an `estimatedProgress` of NaN),
/// and a log must still record and replay that action rather than fail: a `Double` JSON has no
/// number for is written as the string `"NaN"`, `"Infinity"` or `"-Infinity"` and read back from
/// it. Everything else is `JSONEncoder`'s and `JSONDecoder`'s default (a `Date` is its seconds
/// since 2001).
package enum JSONCoders {
  /// An encoder with the package's options; share it, and do not change them.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
  }

  /// A decoder that reads what ``encoder()`` writes.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return decoder
  }

  /// One of each, made once, for the calls below (the coders are safe to share).
  private static let sharedEncoder = encoder()
  private static let sharedDecoder = decoder()

  /// The bytes `value` encodes to, as ``encoder()`` writes them.
  package static func encode(_ value: some Encodable) throws -> Data {
    try sharedEncoder.encode(value)
  }

  /// The text `value` encodes to, as ``encoder()`` writes it.
  package static func text(of value: some Encodable) throws -> String {
    String(decoding: try encode(value), as: UTF8.self)
  }

  /// `type` decoded from `data`, as ``decoder()`` reads it.
  package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try sharedDecoder.decode(type, from: data)
  }

  /// `type` decoded from `text`, as ``decoder()`` reads it.
  package static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try decode(type, from: Data(text.utf8))
  }
}
