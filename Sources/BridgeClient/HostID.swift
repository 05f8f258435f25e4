import StoreRuntime

/// A number the host gives to one request WebKit made of the app, so that the reducer can answer
/// that request exactly once and recorded logs replay identically.
///
/// The host keeps WebKit's handler in a table under the id (a counter) and calls it when a
/// `WebViewClient` or ``BridgeClient`` call names that id. `Kind` keeps ids of different requests
/// apart: ``ReplyHandlerID`` here, and `WebViewFeature`'s `NavigationID`, `LoadID` and `DialogID`.
/// Encoded as a bare number to keep logs short.
public struct HostID<Kind: HostIDKind>: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The host's counter value.
  public var rawValue: UInt64

  /// Wraps a host counter value.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Wraps a literal, for tests and logs.
  public init(integerLiteral value: UInt64) {
    self.rawValue = value
  }

  /// Decodes a bare number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes a bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// `<kind> #<number>`, e.g. `load #3`, for logs and test failures.
  public var description: String { "\(Kind.name) #\(rawValue)" }
}

/// What a ``HostID`` numbers.
public protocol HostIDKind: Sendable {
  /// A short lowercase name used in descriptions.
  static var name: String { get }
}

extension HostID: CustomRendering {
  /// `load #3`: how ids read in test failures and the replay timeline.
  public var renderedDescription: String { description }
}
