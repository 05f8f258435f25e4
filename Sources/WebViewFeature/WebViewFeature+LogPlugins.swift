import BridgeClient
import Foundation
import JSON

extension WebViewFeature.Configuration {
  /// The action-log header metadata key that lists the registered plugins' action names:
  /// `plugins`, a JSON array of strings.
  ///
  /// Plugins are closures and never encoded, but a replay that recomputes effects must know
  /// which bridge actions went to a plugin (and waited for its answer) rather than getting
  /// `UNKNOWN_ACTION`.
  public static let logPluginsKey = "plugins"

  /// The plugin action names ``logMetadata`` recorded, or `nil` when `metadata` has none (a log
  /// recorded before the key existed, or by an app without plugins).
  ///
  /// Throws `DecodingError` when the value is not a JSON array of strings.
  public static func pluginActions(logMetadata metadata: [String: String]) throws -> [String]? {
    guard let text = metadata[logPluginsKey] else { return nil }
    return try JSONCoders.decode([String].self, from: text)
  }

  static func logText(ofPluginActions actions: [String]) -> String {
    JSONValue.array(actions.map(JSONValue.string)).jsonText()
  }
}
