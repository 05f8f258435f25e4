import ActionLog
import Foundation
import JSON
import WebViewFeature

/// Reads the recording app's `WebViewFeature.Configuration` from the log header.
///
/// The reducer's decisions depend on its configuration (which hosts load, which origins may use
/// the bridge, the recovery cap, the session storage key), so a replay must use the recording
/// app's. The app puts it in the header metadata with `Configuration.logMetadata`; this reads it
/// back with `Configuration(logMetadata:)`. Missing fields take their defaults. Plugins are never
/// in it: the header lists their names (`plugins`), and the replay puts stand-ins in their place.
enum ReplayConfiguration {
  /// The configuration in `metadata`, or `nil` when it has none.
  ///
  /// Throws ``ReplayFailure/badConfiguration(_:)`` naming the broken field when the metadata is
  /// present but not a valid encoded configuration.
  static func read(from metadata: [String: String]) throws(ReplayFailure) -> WebViewFeature.Configuration? {
    do {
      return try WebViewFeature.Configuration(logMetadata: metadata)
    } catch {
      throw .badConfiguration(describe(error, text: metadata[WebViewFeature.Configuration.logMetadataKey] ?? ""))
    }
  }

  /// The app's plugin action names the header lists (`plugins`); empty when it lists none.
  static func pluginActions(from metadata: [String: String]) throws(ReplayFailure) -> [String] {
    do {
      return try WebViewFeature.Configuration.pluginActions(logMetadata: metadata) ?? []
    } catch {
      throw .badMetadata(key: WebViewFeature.Configuration.logPluginsKey, reason: "expected a JSON array of action names")
    }
  }

  /// The app facts the header records, or placeholders (with `nil` when there were none).
  static func appInfo(from metadata: [String: String]) -> AppInfo? {
    AppInfo(logMetadata: metadata)
  }

  /// A one-line reason naming the field, e.g. `navigation.allowedHosts: expected …`.
  private static func describe(_ error: any Error, text: String) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // Foundation reports a number that does not fit its field (1.5 for an Int) as invalid JSON
      // without a path, so tell that apart from text that really is not JSON.
      let isJSON = (try? JSONCoders.decode(JSONValue.self, from: text)) != nil
      guard isJSON else { return "not valid JSON" }
      return "a number does not fit its field (a fraction or an out-of-range value where a whole number belongs)"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .valueNotFound(_, let context):
      return "\(path(context.codingPath)): null where a value is required"
    case .typeMismatch(_, let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "the top level" : DecodingFailure.path(keys)
  }
}
