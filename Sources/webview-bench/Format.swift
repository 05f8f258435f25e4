import Foundation

/// Number formatting for the table: compact, fixed-point, no locale.
enum Format {
  /// `1.23`, `12.3`, `123` — three significant digits for ratios and nanoseconds.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    let magnitude = abs(value)
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return String(format: "%.\(digits)f", value)
  }

  /// `950`, `12.5k`, `1.20M` — for counts and rates.
  static func count(_ value: Double) -> String {
    switch abs(value) {
    case 1e9...: "\(decimal(value / 1e9))G"
    case 1e6...: "\(decimal(value / 1e6))M"
    case 1e3...: "\(decimal(value / 1e3))k"
    default: decimal(value)
    }
  }

  /// Nanoseconds, switching to µs and ms for large values.
  static func duration(nanoseconds value: Double) -> String {
    switch value {
    case 1e6...: "\(decimal(value / 1e6)) ms"
    case 1e3...: "\(decimal(value / 1e3)) µs"
    default: "\(decimal(value)) ns"
    }
  }
}
