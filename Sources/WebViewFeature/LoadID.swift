/// The host's number for one main-frame load (one `WKNavigation` object).
///
/// Lifecycle callbacks (start, redirect, commit, finish, fail) carry it so that the reducer can
/// tell the current load from one a newer load replaced: a late `-999` from a replaced load must
/// not stop the spinner of the load that replaced it. The host maps each `WKNavigation` to a
/// counter value in a weak-keyed table (a `nil` navigation gets a fresh id).
public struct LoadID: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
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

  /// `load #<number>`, for logs and test failures.
  public var description: String { "load #\(rawValue)" }
}
