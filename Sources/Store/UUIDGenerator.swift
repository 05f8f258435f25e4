import Foundation

/// Makes UUIDs for reducers, so that identifiers are a dependency and tests can predict them.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns the next UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs from the system.
  public static let live = UUIDGenerator { UUID() }

  /// Always returns `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// Counts up from `00000000-0000-0000-0000-000000000000`, one per call.
  ///
  /// Each call of `incrementing` starts its own count.
  public static var incrementing: UUIDGenerator {
    let counter = LockIsolated<UInt64>(0)
    return UUIDGenerator {
      let value = counter.withValue { count -> UInt64 in
        defer { count += 1 }
        return count
      }
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llX", value))!
    }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static let testValue = UUIDGenerator {
    reportIssueAtUserLocation("@Dependency(\\.uuid) was used in a test without an override. Set $0.uuid = .incrementing.")
    return UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  }
}

extension DependencyValues {
  /// A UUID generator. Override with `.incrementing` or `.constant(_:)` in tests.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
