import ActionLog
import Testing
import WebViewFeature
import WebViewFeatureLogs

@Suite struct LogSchemaTests {
  /// Every log recorded so far is version 1: bumping the version without a migration from 1
  /// would make `webview-replay` refuse or misread the logs users already sent.
  @Test func theLogSchemaIsVersionOneWithNoMigrations() {
    #expect(WebViewFeature.logSchema.version == 1)
    #expect(WebViewFeature.logSchema.migrations.isEmpty)
  }
}
