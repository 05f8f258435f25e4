import Foundation

/// Decodes `Decodable` values from JSON text with the package's one decoder: what Foundation's
/// `JSONDecoder` reads, with the same errors, from the same scanner and decoder that read action
/// log lines.
///
/// Non-finite `Double`s are read from the strings `"NaN"`, `"Infinity"` and `"-Infinity"`, as
/// logs and configurations write them; a `Date` is read by its own `Decodable` conformance
/// (seconds since 2001), as `JSONDecoder` reads it by default.
///
/// ```swift
/// let hosts = try JSONTextDecoder().decode([String].self, from: #"["app.example.com"]"#)
/// ```
public struct JSONTextDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes `type` from `text`; throws the `DecodingError` `JSONDecoder` would throw.
  public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try TextBytes.withUTF8(of: text) { bytes throws in try decode(type, from: bytes) }
  }

  /// Decodes `type` from UTF-8 `data`; throws the `DecodingError` `JSONDecoder` would throw.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try TextBytes.withBytes(of: data) { bytes throws in try decode(type, from: bytes) }
  }

  private func decode<T: Decodable>(_ type: T.Type, from text: TextBytes) throws -> T {
    let tape = JSONTape(capacity: JSONTape.capacity(for: text.count))
    guard text.count > 0, (try? tape.scan(text, .decoder)) != nil else { throw TapeDocument.notValidJSON }
    let document = TapeDocument(nodes: tape.nodes, text: text, urls: URLCache(), userInfo: [:])
    return try document.decode(T.self, at: 0, location: TapeLocation(0))
  }
}
