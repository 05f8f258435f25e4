import Foundation

/// Tells reducers what time it is, so that time is a dependency and reducers stay pure.
public struct DateGenerator: Sendable {
  /// A constant date is kept as it is, not in a closure: a store with action hooks pins the
  /// date for every action, and a closure would be allocated each time
  /// (`store-send-mix-flight-recorded`).
  private enum Source {
    case constant(Date)
    case generator(@Sendable () -> Date)
  }

  private let source: Source

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) {
    source = .generator(generate)
  }

  /// The current date, as this generator sees it.
  public var now: Date {
    switch source {
    case .constant(let date): date
    case .generator(let generate): generate()
    }
  }

  /// Returns the current date.
  public func callAsFunction() -> Date { now }

  /// The system clock's date.
  public static let live = DateGenerator { Date() }

  /// Always returns `date`: the usual choice in tests and in replays.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator(source: .constant(date))
  }

  private init(source: Source) {
    self.source = source
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
