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

  /// The values in scope here: the store's while its reducer runs, the ones an effect was
  /// created with while it runs, otherwise those set by `withDependencies(_:operation:)`.
  public static var current: DependencyValues { CurrentDependencies.values }

  /// Whether unset keys resolve to live or test values.
  public var context: Context

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty set of values in the given context.
  public init(context: Context = .live) {
    self.context = context
  }

  /// The value for `key`: the one set on this instance, otherwise the key's live or test value.
  ///
  /// `property` names the `DependencyValues` property the value is read through (it defaults
  /// to the calling property's name), so that a key without a test value is reported as
  /// `\.property`.
  public subscript<Key: DependencyKey>(
    key: Key.Type, property property: StaticString = #function
  ) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] {
        // Only this setter stores under the key's identifier, always a `Key.Value`.
        return value as! Key.Value
      }
      switch context {
      case .live: return Key.liveValue
      case .test: return DependencyAccess.$property.withValue("\(property)") { Key.testValue }
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
  try DependencyAccess.overriding(&values, update)
  // Inside a reducer the store's values live in the thread-local slot, which wins over the
  // task-local: replace them there, so the rest of this reduction sees the change too.
  if CurrentDependencies.reducing != nil {
    return try CurrentDependencies.reducing(with: DependencyBox(values), operation)
  }
  return try CurrentDependencies.$taskValues.withValue(values, operation: operation)
}

/// Runs the async `operation` with the current dependencies changed by `update`.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try DependencyAccess.overriding(&values, update)
  return try await CurrentDependencies.$taskValues.withValue(values, operation: operation)
}

/// Runs `operation` with exactly `values` as the current dependencies.
///
/// For code that runs a reducer itself (a replay, a benchmark): the reducer, and the effects it
/// creates, see `values`. Nested calls are allowed; the previous values return afterwards.
public func withDependencies<R>(_ values: DependencyValues, operation: () throws -> R) rethrows -> R {
  try CurrentDependencies.reducing(with: DependencyBox(values), operation)
}
