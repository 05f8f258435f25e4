import Foundation

extension JSONValue {
  /// Decodes this value into `type`, as a plugin does with its payload.
  ///
  /// Dates decode from ISO-8601 strings (with or without fractional seconds, what the bridge makes
  /// of `NSDate`) or from numbers of milliseconds since 1970 (`Date.now()` in the page). Failures
  /// name the field below `root`: `payload.user.age: expected Int`, `payload.name: missing`.
  public func decode<T: Decodable>(_ type: T.Type, root: String = "payload") throws(PayloadDecodingError) -> T {
    do {
      return try Self.payloadDecoder.decode(T.self, from: Data(jsonText().utf8))
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
    let text = String(decoding: try Self.payloadEncoder.encode(value), as: UTF8.self)
    self = try JSONValue(jsonText: text, limits: limits)
  }

  /// Reads a page's dates: milliseconds since 1970 (`Date.now()`), or an ISO-8601 string with or
  /// without fractional seconds (what the bridge makes of `NSDate`).
  private static let payloadDecoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      if let milliseconds = try? container.decode(Double.self) {
        return Date(timeIntervalSince1970: milliseconds / 1000)
      }
      let text = try container.decode(String.self)
      if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
      if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an ISO-8601 date string or milliseconds since 1970")
    }
    return decoder
  }()

  /// Writes dates as a page's `new Date(text)` reads them: ISO-8601 with milliseconds, in UTC.
  private static let payloadEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
    return encoder
  }()

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
