import Foundation

extension JSONValue {
  /// Decodes this value into `type`, as a plugin does with its payload.
  ///
  /// Dates decode from ISO-8601 strings (with or without fractional seconds, what the bridge makes
  /// of `NSDate`) or from numbers of milliseconds since 1970 (`Date.now()` in the page). Failures
  /// name the field below `root`: `payload.user.age: expected Int`, `payload.name: missing`.
  public func decode<T: Decodable>(_ type: T.Type, root: String = "payload") throws(PayloadDecodingError) -> T {
    // The package's one decoder reads the value's text, as it reads a log line's.
    let result = TextBytes.withUTF8(of: jsonText()) { text in
      Result { () throws -> T in
        let tape = JSONTape(capacity: JSONTape.capacity(for: text.count))
        try tape.scan(text, .strict(maxDepth: .max))
        let document = TapeDocument(nodes: tape.nodes, text: text, urls: URLCache(), userInfo: [:], reading: .payload)
        return try document.decode(T.self, at: 0, location: TapeLocation(0))
      }
    }
    do {
      return try result.get()
    } catch let error as DecodingError {
      throw Self.describe(error, root: root)
    } catch {
      throw PayloadDecodingError(path: root, problem: String(describing: error))
    }
  }

  /// The JSON form of an `Encodable` value, e.g. a handler's result type.
  ///
  /// Dates become ISO-8601 strings with milliseconds. Throws the encoder's `EncodingError`, or a
  /// ``JSONValueError`` when the encoded form exceeds `limits`.
  public init(encoding value: some Encodable, limits: JSONLimits = .default) throws {
    let text = try JSONTextEncoder(dates: .iso8601WithMilliseconds).encodeToString(value)
    self = try JSONValue(jsonText: text, limits: limits)
  }

  private static func describe(_ error: DecodingError, root: String) -> PayloadDecodingError {
    switch error {
    case .typeMismatch(let type, let context):
      return PayloadDecodingError(path: path(root, context.codingPath), problem: "expected \(type)")
    case .valueNotFound(let type, let context):
      return PayloadDecodingError(path: path(root, context.codingPath), problem: "expected \(type), found null")
    case .keyNotFound(let key, let context):
      return PayloadDecodingError(path: path(root, context.codingPath + [key]), problem: "missing")
    case .dataCorrupted(let context):
      return PayloadDecodingError(path: path(root, context.codingPath), problem: context.debugDescription)
    @unknown default:
      return PayloadDecodingError(path: root, problem: String(describing: error))
    }
  }

  private static func path(_ root: String, _ codingPath: [any CodingKey]) -> String {
    codingPath.reduce(into: root) { path, key in
      if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" {
        path += "[\(index)]"
      } else {
        path += "." + key.stringValue
      }
    }
  }
}
