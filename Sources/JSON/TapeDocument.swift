import Foundation

/// One scanned text being decoded: what every decoder and container of it shares.
///
/// Only constants, so reading it costs no exclusivity checks. Coding paths are not tracked while
/// decoding; an error rebuilds its path from the tape (each node knows its parent), so the
/// common case, no error, pays nothing for them.
@usableFromInline
package final class TapeDocument {
  package let nodes: RawStorage<TapeNode>
  package let text: TextBytes
  package let urls: URLCache
  package let userInfo: [CodingUserInfoKey: Any]
  /// Whether values are read as a log line holds them, or as a page's payload.
  package let reading: Reading

  /// How `Double`s and `Date`s are read: the two places where a log line and a page's payload
  /// spell a value differently.
  package enum Reading {
    /// As log lines write them (`JSONDecoder` with the log's settings): non-finite doubles as the
    /// strings `"NaN"`, `"Infinity"`, `"-Infinity"` (``NonFiniteNumbers``); a `Date` as its own
    /// `Decodable` conformance reads it, seconds since 2001.
    case logLine
    /// As a page sends them: no non-finite numbers; a `Date` as an ISO-8601 string (with or
    /// without fractional seconds, what the bridge makes of `NSDate`) or milliseconds since 1970
    /// (`Date.now()` in the page).
    case payload
  }

  package init(
    nodes: RawStorage<TapeNode>, text: TextBytes, urls: URLCache, userInfo: [CodingUserInfoKey: Any],
    reading: Reading = .logLine
  ) {
    self.nodes = nodes
    self.text = text
    self.urls = urls
    self.userInfo = userInfo
    self.reading = reading
  }

  /// The bytes of a string's or number's text.
  @inline(__always)
  package func bytes(_ node: Int) -> TextBytes {
    text.slice(Int(nodes[node].start), count: Int(nodes[node].count))
  }

  // MARK: Values

  package func string(_ node: Int, type: Any.Type, location: TapeLocation) throws -> String {
    let value = nodes[node]
    guard value.kind == .string else { throw mismatchOrNull(type, node, location.codingPath(in: self)) }
    guard let string = TapeScalars.string(value, in: text) else { throw Self.notValidJSON }
    return string
  }

  package func bool(_ node: Int, location: TapeLocation) throws -> Bool {
    switch nodes[node].kind {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, node, location.codingPath(in: self))
    }
  }

  package func double(_ node: Int, location: TapeLocation) throws -> Double {
    let value = nodes[node]
    switch value.kind {
    case .number:
      guard let double = TapeScalars.double(bytes(node)) else { throw Self.notValidJSON }
      return double
    case .string:
      if let special = nonConforming(node) { return special }
    default:
      break
    }
    throw mismatchOrNull(Double.self, node, location.codingPath(in: self))
  }

  package func float(_ node: Int, location: TapeLocation) throws -> Float {
    let value = nodes[node]
    switch value.kind {
    case .number:
      guard let float = TapeScalars.float(bytes(node)) else { throw Self.notValidJSON }
      return float
    case .string:
      if let special = nonConforming(node) { return Float(special) }
    default:
      break
    }
    throw mismatchOrNull(Float.self, node, location.codingPath(in: self))
  }

  @inline(__always)
  package func integer<T: FixedWidthInteger>(_ node: Int, as type: T.Type, location: TapeLocation) throws -> T {
    guard nodes[node].kind == .number else { throw mismatchOrNull(T.self, node, location.codingPath(in: self)) }
    guard let integer = TapeScalars.integer(bytes(node), as: T.self) else { throw Self.notValidJSON }
    return integer
  }

  /// `"NaN"`, `"Infinity"`, `"-Infinity"`: how logs write non-finite doubles
  /// (``NonFiniteNumbers``), recognised only in strings without escapes, as `JSONDecoder` does.
  private func nonConforming(_ node: Int) -> Double? {
    guard case .logLine = reading else { return nil }
    let value = nodes[node]
    if TapeScalars.simpleString(value, in: text, equals: "Infinity") { return .infinity }
    if TapeScalars.simpleString(value, in: text, equals: "-Infinity") { return -.infinity }
    if TapeScalars.simpleString(value, in: text, equals: "NaN") { return .nan }
    return nil
  }

  /// Decodes `type` from the value at `node`, with the types `JSONDecoder` reads in its own way.
  package func decode<T: Decodable>(_ type: T.Type, at node: Int, location: TapeLocation) throws -> T {
    if T.self == URL.self { return try url(node, location: location) as! T }
    if T.self == JSONValue.self {
      guard let value = TapeJSONValue.build(self, node) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: location.codingPath(in: self),
            debugDescription: "Expected a JSON value (null, Boolean, number, string, array or object)."))
      }
      return value as! T
    }
    if T.self == Date.self || T.self == Data.self || T.self == Decimal.self {
      guard nodes[node].kind != .null else { throw nullValue(T.self, location.codingPath(in: self)) }
      if T.self == Date.self, case .payload = reading { return try payloadDate(node, location: location) as! T }
      if T.self == Data.self { return try data(node, location: location) as! T }
      if T.self == Decimal.self { return try decimal(node, location: location) as! T }
    }
    return try T(from: TapeDecoder(document: self, node: node))
  }

  package func url(_ node: Int, location: TapeLocation) throws -> URL {
    let value = nodes[node]
    guard value.kind != .null else { throw nullValue(URL.self, location.codingPath(in: self)) }
    if value.isSimple, let cached = urls.url(for: bytes(node)) { return cached }
    guard let url = URL(string: try string(node, type: String.self, location: location)) else {
      throw DecodingError.dataCorrupted(.init(codingPath: location.codingPath(in: self), debugDescription: "Invalid URL string."))
    }
    if value.isSimple { urls.remember(url, for: bytes(node)) }
    return url
  }

  /// A page's date: milliseconds since 1970, or an ISO-8601 string.
  private func payloadDate(_ node: Int, location: TapeLocation) throws -> Date {
    if nodes[node].kind == .number { return Date(timeIntervalSince1970: try double(node, location: location) / 1000) }
    let text = try string(node, type: Date.self, location: location)
    if let date = try? Self.isoWithFraction.parse(text) { return date }
    if let date = try? Self.isoWithoutFraction.parse(text) { return date }
    throw DecodingError.dataCorrupted(
      .init(codingPath: location.codingPath(in: self), debugDescription: "expected an ISO-8601 date string or milliseconds since 1970"))
  }

  private static let isoWithFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  private static let isoWithoutFraction = Date.ISO8601FormatStyle()

  private func data(_ node: Int, location: TapeLocation) throws -> Data {
    guard let data = Data(base64Encoded: try string(node, type: String.self, location: location)) else {
      throw DecodingError.dataCorrupted(.init(codingPath: location.codingPath(in: self), debugDescription: "Encountered Data is not valid Base64."))
    }
    return data
  }

  private func decimal(_ node: Int, location: TapeLocation) throws -> Decimal {
    guard nodes[node].kind == .number else {
      throw DecodingError.typeMismatch(Decimal.self, .init(codingPath: location.codingPath(in: self), debugDescription: ""))
    }
    let text = bytes(node)
    guard TapeScalars.number(text) != nil, let decimal = Decimal(string: text.string()) else {
      throw Self.notValidJSON
    }
    return decimal
  }

  // MARK: Errors

  /// How `JSONDecoder` reports every syntax error and every number that does not fit.
  @usableFromInline
  package static var notValidJSON: DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
  }

  package func mismatch(_ type: Any.Type, _ node: Int, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(describe(node)) instead."))
  }

  /// For the kinds `JSONDecoder` checks for null first (strings, numbers and the types it reads
  /// itself); a Boolean found null is a plain mismatch there.
  package func mismatchOrNull(_ type: Any.Type, _ node: Int, _ path: [any CodingKey]) -> DecodingError {
    nodes[node].kind == .null ? nullValue(type, path) : mismatch(type, node, path)
  }

  package func nullValue(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
    .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
  }

  /// `JSONDecoder`'s words for what it found.
  package func describe(_ node: Int) -> String {
    switch nodes[node].kind {
    case .string: "a string"
    case .number: "number"
    case .true, .false: "bool"
    case .null: "null"
    case .object: "a dictionary"
    case .array: "an array"
    }
  }

  /// The coding path of the value at `node`, rebuilt from the tape: the keys of the objects and
  /// the positions in the arrays that lead to it.
  package func codingPath(of node: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var current = node
    while nodes[current].parent != TapeNode.root {
      let parent = Int(nodes[current].parent)
      if nodes[parent].kind == .object {
        let key = nodes[current &- 1]
        path.append(TapeKey(stringValue: TapeScalars.string(key, in: text) ?? bytes(current &- 1).string()))
      } else {
        var element = parent &+ 1
        var position = 0
        while element != current {
          element = Int(nodes[element].next)
          position &+= 1
        }
        path.append(TapeKey(index: position))
      }
      current = parent
    }
    return path.reversed()
  }
}

/// Where a value was asked for, for the path of an error: the node whose path comes first and
/// the key after it (none for a decoder's own value). A plain value, so that passing it along
/// costs no closure over generic values, which would cost a metadata lookup per call.
package struct TapeLocation {
  package var base: Int
  package var key: (any CodingKey)?

  package init(_ base: Int, key: (any CodingKey)? = nil) {
    self.base = base
    self.key = key
  }

  package func codingPath(in document: TapeDocument) -> [any CodingKey] {
    let path = document.codingPath(of: base)
    guard let key else { return path }
    return path + [key]
  }
}

/// A coding key of a rebuilt path, spelled as `JSONDecoder` spells its own: array positions
/// are `Index 3` with an integer value.
package struct TapeKey: CodingKey {
  package var stringValue: String
  package var intValue: Int?

  package init(stringValue: String) {
    self.stringValue = stringValue
  }

  package init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  package init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  /// The key `superDecoder()` uses.
  package static let `super` = TapeKey(stringValue: "super")
}
