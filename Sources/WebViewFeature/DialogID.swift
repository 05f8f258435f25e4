/// The host's number for one JavaScript panel (alert, confirm or prompt).
///
/// WebKit hands the app a completion handler that must be called exactly once. The host keeps the
/// handler in a table under a fresh id and calls it when ``WebViewClient/completeDialog`` names
/// that id. Ids come from the host (a counter), so that recorded logs replay identically.
public struct DialogID: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
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

  /// `dialog #<number>`, for logs and test failures.
  public var description: String { "dialog #\(rawValue)" }
}
