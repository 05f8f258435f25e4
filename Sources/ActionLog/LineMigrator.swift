import Foundation
import JSON

/// Rewrites the lines of a log recorded with an older schema version into the current form, by
/// running the schema's migrations on the encoded actions and states.
///
/// Only logs that need it pay: a line is decoded into a `JSONValue`, rewritten and encoded back
/// (both with ``JSONCoders``), and the result is decoded as usual.
final class LineMigrator {
  private let migrations: [ActionLogMigration]
  /// The last rewritten line; its bytes stay valid until the next call. Allocated once the
  /// initializer can no longer fail: a failed one runs no `deinit` to free it.
  private var rewritten: LineBuffer

  /// `nil` when the log whose header line is `header` needs no migration under `schema`.
  init?(schema: ActionLogSchema, header: LogLine) {
    guard !schema.migrations.isEmpty else { return nil }
    let migrations = schema.migrations(from: Self.schemaVersion(of: header))
    guard !migrations.isEmpty else { return nil }
    self.migrations = migrations
    rewritten = LineBuffer(capacity: 256)
  }

  /// The `schema` field of a header line; 1 when it has none or cannot be read (decoding the
  /// header then reports what is wrong).
  private static func schemaVersion(of line: LogLine) -> Int {
    guard let value = try? JSONCoders.decode(JSONValue.self, from: line.data),
      let version = value["schema"]?.intValue
    else { return 1 }
    return version
  }

  /// The header line with its initial state migrated; the line as it is when it cannot be
  /// parsed (the decoder then reports why).
  func migrateHeader(_ line: LogLine) -> LogLine {
    rewrite(line) { $0.updateValue(forKey: "initialState", migrateState) }
  }

  /// An entry line with its action and checkpoint migrated (a call line as it is).
  func migrateLine(_ line: LogLine) -> LogLine {
    rewrite(line) { object in
      object.updateValue(forKey: "action") { action in
        for migration in migrations { migration.action(&action) }
      }
      object.updateValue(forKey: "state", migrateState)
    }
  }

  deinit { rewritten.free() }

  private func migrateState(_ state: inout JSONValue) {
    for migration in migrations { migration.state(&state) }
  }

  private func rewrite(_ line: LogLine, _ body: (inout JSONValue) -> Void) -> LogLine {
    guard var value = try? JSONCoders.decode(JSONValue.self, from: line.data), case .object = value
    else { return line }
    body(&value)
    // Non-finite numbers go back to the strings the log spells them as.
    guard let text = try? JSONCoders.text(of: value) else { return line }
    rewritten = rewritten.holding(text)
    return rewritten.line(0..<text.utf8.count)
  }
}
