/// A type that reads itself from an action log line in place, faster than through `Decodable`.
///
/// A synthesised `Decodable` conformance of an enum pays for two keyed containers per case
/// (each a heap-allocated box whose generic type is looked up at run time) and for `allKeys`;
/// for an action that is most of what replaying a log costs. `DirectActionLogDecoder` (ActionLog) reads
/// an action whose type conforms with ``init(log:)`` instead.
///
/// `init(log:)` is a fast path, never the only one: it throws ``LogValue/Unsupported`` for any
/// shape it does not read (a case it leaves to `Decodable`, a value of the wrong kind, a missing
/// field, a key with escapes), and the decoder then reads the same text with `init(from:)`. So
/// an action the fast path reads must be exactly the value `init(from:)` would give, and it
/// must not accept anything `init(from:)` rejects; every error a log line can produce still
/// comes from `init(from:)`, with its coding path and message. Read each field with the
/// ``LogValue`` accessor for its type: they decode exactly as the `Decodable` path does (the
/// same URLs, the same numbers, the log's spelling of non-finite doubles).
public protocol LogDecodable: Decodable {
  /// Reads the value from `value`, or throws ``LogValue/Unsupported`` to leave it to
  /// `init(from:)`.
  init(log value: LogValue) throws(LogValue.Unsupported)
}

extension LogDecodable {
  /// Reads a value from `json` with ``init(log:)`` alone, as `DirectActionLogDecoder` (ActionLog) reads
  /// an action of a line but without the fallback: for tests that a conformance reads what it
  /// should. Throws ``LogValue/Unsupported`` also for text that is not JSON.
  package init(logJSON json: String) throws(LogValue.Unsupported) {
    let tape = JSONTape()
    let value: Self? = TextBytes.withUTF8(of: json) { text in
      guard text.count > 0, (try? tape.scan(text, .decoder)) != nil else { return nil }
      let document = TapeDocument(nodes: tape.nodes, text: text, urls: URLCache(), userInfo: [:])
      return try? Self(log: LogValue(document: document, node: 0))
    }
    guard let value else { throw LogValue.Unsupported() }
    self = value
  }
}
