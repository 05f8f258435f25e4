import Foundation

/// One value of an action log line, read in place by a ``LogDecodable`` type.
///
/// Each accessor reads the value as the `Decodable` path of `DirectActionLogDecoder` (ActionLog) would
/// read that type, or throws ``Unsupported`` when it would not (wrong kind, a number out of
/// range, a string that is not a URL). Valid only during the ``LogDecodable/init(log:)`` call it
/// is passed to.
public struct LogValue {
  let document: TapeDocument
  let node: Int

  init(document: TapeDocument, node: Int) {
    self.document = document
    self.node = node
  }

  /// The fast path does not read this value: the decoder falls back to `init(from:)`.
  public struct Unsupported: Error, Equatable {
    /// Creates the error, for a ``LogDecodable`` conformance that meets a shape it leaves to
    /// `init(from:)`.
    public init() {}
  }

  private var location: TapeLocation { TapeLocation(node) }

  /// Whether the value is `null`.
  public var isNull: Bool { document.nodes[node].kind == .null }

  /// A Boolean.
  public func bool() throws(Unsupported) -> Bool {
    do { return try document.bool(node, location: location) } catch { throw Unsupported() }
  }

  /// A string.
  public func string() throws(Unsupported) -> String {
    do { return try document.string(node, type: String.self, location: location) } catch { throw Unsupported() }
  }

  /// A number, or the log's spelling of a non-finite one.
  public func double() throws(Unsupported) -> Double {
    do { return try document.double(node, location: location) } catch { throw Unsupported() }
  }

  /// An `Int`. (Concrete, not generic: a generic accessor would be called unspecialised from
  /// another module, and look its type's metadata up on every call.)
  public func int() throws(Unsupported) -> Int {
    do { return try document.integer(node, as: Int.self, location: location) } catch { throw Unsupported() }
  }

  /// A `UInt64`.
  public func uint64() throws(Unsupported) -> UInt64 {
    do { return try document.integer(node, as: UInt64.self, location: location) } catch { throw Unsupported() }
  }

  /// A URL, from the decoder's cache when the same text was read before.
  public func url() throws(Unsupported) -> URL {
    do { return try document.url(node, location: location) } catch { throw Unsupported() }
  }

  /// A string's raw value of `T`, as `T`'s `RawRepresentable` conformance decodes it.
  @inlinable
  public func rawValue<T: RawRepresentable>(_ type: T.Type = T.self) throws(Unsupported) -> T where T.RawValue == String {
    guard let value = T(rawValue: try string()) else { throw Unsupported() }
    return value
  }

  /// Any JSON value.
  public func json() throws(Unsupported) -> JSONValue {
    guard let value = TapeJSONValue.build(document, node) else { throw Unsupported() }
    return value
  }

  /// Any other `Decodable` type, through its own conformance: for values the fast path reads
  /// rarely, so that it still covers every case of an enum that holds them.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws(Unsupported) -> T {
    do { return try document.decode(T.self, at: node, location: location) } catch { throw Unsupported() }
  }

  /// The value as an object whose keys are all plain ASCII (what encoders write).
  public func object() throws(Unsupported) -> LogObject {
    guard let object = LogObject(document: document, node: node) else { throw Unsupported() }
    return object
  }

  /// An enum case as Swift's synthesised `Codable` writes it, `{"name":{…}}`: the case's name
  /// and the object of its associated values (empty for a case without any).
  public func enumCase() throws(Unsupported) -> (name: LogKey, values: LogObject) {
    // The key is compared by bytes: one with escapes or non-ASCII text matches no Swift name.
    guard document.nodes[node].kind == .object, document.nodes[node].count == 1 else { throw Unsupported() }
    return (LogKey(document: document, node: node &+ 1), try LogValue(document: document, node: node &+ 2).object())
  }
}
