import BridgeClient
import Foundation
import WebViewFeature

/// The parts of `WebViewFeature.Configuration` that change states, read from the log header.
///
/// The reducer's decisions depend on its configuration (which hosts load, which origins may use
/// the bridge, the recovery cap, the session storage key), so a replay must use the recording
/// app's. The app puts it in the header metadata under ``metadataKey`` as JSON text:
///
/// ```json
/// {"navigation":{"allowedHosts":["example.com"],"disallowedHosts":"openExternallyOnTap"},
///  "bridge":{"trustedOrigins":["example.com"]},"recovery":{"maxAutomaticReloads":3,"window":60},
///  "sessionStorageKey":"accessToken"}
/// ```
///
/// Every field is optional and defaults to `Configuration()`'s value. Plugins are not needed:
/// they only decide effects, which a replay does not run.
struct ReplayConfiguration: Decodable {
  /// The metadata key holding the configuration.
  static let metadataKey = "configuration"

  struct Navigation: Decodable {
    var allowedHosts: HostAllowList?
    var disallowedHosts: NavigationPolicy.DisallowedHosts?
    var subframeHosts: NavigationPolicy.SubframeHosts?
    var externalSchemes: Set<String>?
    var allowsLocalFiles: Bool?
  }

  struct Bridge: Decodable {
    var handlerName: String?
    var dialect: BridgeDialect?
    var limits: JSONLimits?
    var trustedOrigins: HostAllowList?
    var allowsLocalFiles: Bool?
    var allowsSubframes: Bool?
  }

  var navigation: Navigation?
  var bridge: Bridge?
  var recovery: WebViewFeature.RecoveryPolicy?
  var sessionStorageKey: String?

  /// The configuration described by `metadata`, or `nil` when it names none.
  static func read(from metadata: [String: String]) throws(ReplayFailure) -> WebViewFeature.Configuration? {
    guard let text = metadata[metadataKey] else { return nil }
    do {
      return try JSONDecoder().decode(Self.self, from: Data(text.utf8)).configuration
    } catch {
      throw .badConfiguration("\(error)")
    }
  }

  var configuration: WebViewFeature.Configuration {
    var configuration = WebViewFeature.Configuration()
    if let navigation {
      var policy = configuration.navigation
      policy.allowedHosts = navigation.allowedHosts ?? policy.allowedHosts
      policy.disallowedHosts = navigation.disallowedHosts ?? policy.disallowedHosts
      policy.subframeHosts = navigation.subframeHosts ?? policy.subframeHosts
      policy.externalSchemes = navigation.externalSchemes.map { Set($0.map { $0.lowercased() }) } ?? policy.externalSchemes
      policy.allowsLocalFiles = navigation.allowsLocalFiles ?? policy.allowsLocalFiles
      configuration.navigation = policy
    }
    if let bridge {
      var settings = configuration.bridge
      settings.handlerName = bridge.handlerName ?? settings.handlerName
      settings.dialect = bridge.dialect ?? settings.dialect
      settings.limits = bridge.limits ?? settings.limits
      settings.trustedOrigins = bridge.trustedOrigins ?? settings.trustedOrigins
      settings.allowsLocalFiles = bridge.allowsLocalFiles ?? settings.allowsLocalFiles
      settings.allowsSubframes = bridge.allowsSubframes ?? settings.allowsSubframes
      configuration.bridge = settings
    }
    configuration.recovery = recovery ?? configuration.recovery
    configuration.sessionStorageKey = sessionStorageKey ?? configuration.sessionStorageKey
    return configuration
  }
}
