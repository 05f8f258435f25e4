/// The set of dependencies a reducer and its effects see.
///
/// Extend it with a computed property per dependency, reading and writing `self[Key.self]`:
///
/// ```swift
/// extension DependencyValues {
///   public var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// Whether unset dependencies resolve to their live or their test values.
  public enum Context: Sendable, Equatable {
    /// Unset keys give `liveValue`.
    case live
    /// Unset keys give `testValue` (which reports an issue when the key has none).
    case test
  }

  /// The values in scope for the current task. Stores set it while they reduce and run effects.
  @TaskLocal public static var current = DependencyValues()

  /// Whether unset keys resolve to live or test values.
  public var context: Context

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty set of values in the given context.
  public init(context: Context = .live) {
    self.context = context
  }

  /// The value for `key`: the one set on this instance, otherwise the key's live or test value.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      switch context {
      case .live: return Key.liveValue
      case .test: return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }
}

/// Runs `operation` with the current dependencies changed by `update`.
///
/// Stores created inside `operation` capture the changed values, and so do their effects.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with the current dependencies changed by `update`.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
