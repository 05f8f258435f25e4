import Foundation

/// Tells reducers what time it is, so that time is a dependency and reducers stay pure.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date, as this generator sees it.
  public var now: Date { generate() }

  /// Returns the current date.
  public func callAsFunction() -> Date { generate() }

  /// The system clock's date.
  public static let live = DateGenerator { Date() }

  /// Always returns `date`: the usual choice in tests and in replays.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
  static let testValue = DateGenerator {
    reportIssueAtUserLocation("@Dependency(\\.date) was used in a test without an override. Set $0.date = .constant(…).")
    return Date(timeIntervalSinceReferenceDate: 0)
  }
}

extension DependencyValues {
  /// The current date. Override with `.constant(_:)` in tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
