import ActionLog
import WebViewFeature

extension WebViewFeature {
  /// The version of `State` and `Action` as action logs encode them, with the migrations
  /// that read logs of older versions.
  ///
  /// Version 1 is every log so far: no case or field has been renamed. When one is, bump the
  /// version here and add an `ActionLogMigration` from the previous one (`renameKey` on the
  /// encoded action or state); record with `schemaVersion: WebViewFeature.logSchema.version`,
  /// and `webview-replay` migrates older logs before it replays them. Added fields and cases
  /// need no migration: `State` decodes missing fields with their defaults.
  public static let logSchema = ActionLogSchema(version: 1)
}
