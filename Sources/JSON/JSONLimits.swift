/// Bounds on JSON that arrives from a page, so that a hostile or buggy page cannot exhaust memory
/// or time.
///
/// Every bound produces a ``JSONValueError`` when exceeded; nothing traps and nothing recurses, so
/// even a 10,000-deep nesting with `maxDepth` raised is handled without growing the call stack.
/// Non-positive bounds reject every input that has the measured thing (a `maxDepth` of 0 rejects
/// every array and object).
public struct JSONLimits: Sendable, Equatable, Codable {
  /// Most arrays/objects nested inside each other; `[]` has depth 1, `[[1]]` depth 2.
  public var maxDepth: Int
  /// Most bytes of JSON text. For Foundation input this is an estimate: strings and keys count
  /// their UTF-8 bytes plus quotes, other values and separators a small fixed amount.
  public var maxBytes: Int
  /// Most UTF-8 bytes in one string or object key.
  public var maxStringLength: Int
  /// Most values in the whole document, counting containers and scalars (not keys).
  public var maxElements: Int

  /// Creates limits; the defaults suit a phone.
  public init(
    maxDepth: Int = 64,
    maxBytes: Int = 8 << 20,
    maxStringLength: Int = 4 << 20,
    maxElements: Int = 200_000
  ) {
    self.maxDepth = maxDepth
    self.maxBytes = maxBytes
    self.maxStringLength = maxStringLength
    self.maxElements = maxElements
  }

  /// Depth 64, 8 MiB, 4 MiB per string, 200,000 values.
  public static let `default` = JSONLimits()
}

extension JSONLimits {
  private enum CodingKeys: String, CodingKey {
    case maxDepth, maxBytes, maxStringLength, maxElements
  }

  /// Decodes limits; a missing or `null` field takes its default, so limits stored by older
  /// versions keep decoding after a field is added.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = JSONLimits()
    self.init(
      maxDepth: try container.decode(.maxDepth, or: defaults.maxDepth),
      maxBytes: try container.decode(.maxBytes, or: defaults.maxBytes),
      maxStringLength: try container.decode(.maxStringLength, or: defaults.maxStringLength),
      maxElements: try container.decode(.maxElements, or: defaults.maxElements))
  }
}
