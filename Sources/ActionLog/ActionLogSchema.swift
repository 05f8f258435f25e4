import JSON

/// The version of a feature's encoded state and action, and how to read logs recorded with
/// older versions.
///
/// Renaming an action case or a state field changes what `Codable` writes, so logs recorded
/// by earlier app versions would no longer decode. Bump ``version`` with such a change, and add
/// a ``ActionLogMigration`` that rewrites the old encoded form into the new one. The recorder
/// writes the version into the header (`schema`); the reader runs the migrations from the log's
/// version up to the current one on every action and state before decoding them.
///
/// ```swift
/// // Version 2 renamed `.spinnerChanged` to `.progressChanged` and `State.spinner` to `progress`.
/// let schema = ActionLogSchema(version: 2, migrations: [
///   ActionLogMigration(from: 1,
///     action: { $0.renameKey("spinnerChanged", to: "progressChanged") },
///     state: { $0.renameKey("spinner", to: "progress") })
/// ])
/// let reader = try ActionLogReader<Feature.State, Feature.Action>(url: logURL, schema: schema)
/// ```
///
/// Fields that are added or removed need no migration when the state decodes missing fields
/// with defaults and ignores unknown ones (as `WebViewFeature.State` does); a case that is added
/// needs none either. Values are rewritten as `JSONValue`, whose numbers are doubles: integers
/// beyond ±2^53 in a migrated log lose precision.
public struct ActionLogSchema: Sendable {
  /// The current version: what the recorder writes, and what migrations lead to.
  public var version: Int
  /// Migrations, one per version that changed the encoded form; versions without one need none.
  public var migrations: [ActionLogMigration]

  /// Describes a schema; the default is version 1, with nothing to migrate.
  public init(version: Int = 1, migrations: [ActionLogMigration] = []) {
    self.version = version
    self.migrations = migrations
  }

  /// The migrations to run on a log recorded with `version`, oldest first; empty when none apply.
  func migrations(from version: Int) -> [ActionLogMigration] {
    migrations.filter { $0.fromVersion >= version && $0.fromVersion < self.version }.sorted { $0.fromVersion < $1.fromVersion }
  }
}

/// Rewrites the encoded actions and states of one schema version into the next version's form.
public struct ActionLogMigration: Sendable {
  /// The version this migration upgrades from (to `fromVersion + 1`).
  public var fromVersion: Int
  /// Rewrites an encoded action, e.g. `{"spinnerChanged":{"_0":0.5}}`.
  public var action: @Sendable (inout JSONValue) -> Void
  /// Rewrites an encoded state (the header's initial state and every checkpoint).
  public var state: @Sendable (inout JSONValue) -> Void

  /// Creates a migration from `version` to `version + 1`; either closure defaults to no change.
  public init(
    from version: Int,
    action: @escaping @Sendable (inout JSONValue) -> Void = { _ in },
    state: @escaping @Sendable (inout JSONValue) -> Void = { _ in }
  ) {
    fromVersion = version
    self.action = action
    self.state = state
  }
}

extension JSONValue {
  /// Renames the member `old` of an object to `new`, for migrations: a renamed case (the key of
  /// an encoded enum) or field. Does nothing when this is not an object or has no such member.
  public mutating func renameKey(_ old: String, to new: String) {
    guard case .object(var members) = self, let value = members.removeValue(forKey: old) else { return }
    members[new] = value
    self = .object(members)
  }

  /// Rewrites the member `key` of an object with `body`, for migrations of nested values (a
  /// case's payload, a field's fields). Does nothing when there is no such member.
  public mutating func updateValue(forKey key: String, _ body: (inout JSONValue) -> Void) {
    guard case .object(var members) = self, var value = members.removeValue(forKey: key) else { return }
    body(&value)
    members[key] = value
    self = .object(members)
  }
}
