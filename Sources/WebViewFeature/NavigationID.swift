/// The host's number for one WebKit decision request (a navigation action or response).
///
/// WebKit hands the app a decision handler that must be called exactly once. The host keeps the
/// handler in a table under a fresh id, sends the id with the request, and calls the handler when
/// ``WebViewClient/decidePolicy`` or ``WebViewClient/decideResponse`` names that id. Ids come from
/// the host (a counter), never from the reducer, so that recorded logs replay identically.
public struct NavigationID: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
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

  /// Encodes a bare number, to keep action logs short.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// `navigation #<number>`, for logs and test failures.
  public var description: String { "navigation #\(rawValue)" }
}
