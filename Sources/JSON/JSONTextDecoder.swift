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
    var text = text
    return try text.withUTF8 { try decode(type, from: UnsafeRawBufferPointer($0)) }
  }

  /// Decodes `type` from UTF-8 `data`; throws the `DecodingError` `JSONDecoder` would throw.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try data.withUnsafeBytes { try decode(type, from: $0) }
  }

  private func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
    let tape = JSONTape(capacity: JSONTape.capacity(for: bytes.count))
    guard let start = bytes.baseAddress, (try? tape.scan(bytes, .decoder)) != nil else { throw TapeDocument.notValidJSON }
    let document = TapeDocument(
      nodes: tape.nodes, text: start.assumingMemoryBound(to: UInt8.self), urls: URLCache(), userInfo: [:])
    return try document.decode(T.self, at: 0, location: TapeLocation(0))
  }
}
