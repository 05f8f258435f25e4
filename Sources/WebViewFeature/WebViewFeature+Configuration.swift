import BridgeClient
import Foundation

extension WebViewFeature {
  /// Everything a screen decides by policy rather than by code: hosts, bridge trust, plugins,
  /// recovery caps and the session key.
  ///
  /// The defaults are safe and useless on purpose: no host may load and no origin may use the
  /// bridge until the app lists them.
  public struct Configuration: Sendable {
    /// Which URLs load, which go to the OS, which responses show.
    public var navigation: NavigationPolicy
    /// Bridge dialect and trusted origins.
    public var bridge: BridgeConfiguration
    /// Handlers for bridge actions the feature does not handle itself.
    public var plugins: PluginRegistry
    /// How often a crashing page is reloaded automatically.
    public var recovery: RecoveryPolicy
    /// The `localStorage` key the session scripts write the access token to.
    public var sessionStorageKey: String

    /// Creates a configuration.
    public init(
      navigation: NavigationPolicy = NavigationPolicy(),
      bridge: BridgeConfiguration = .default,
      plugins: PluginRegistry = PluginRegistry(),
      recovery: RecoveryPolicy = RecoveryPolicy(),
      sessionStorageKey: String = "accessToken"
    ) {
      self.navigation = navigation
      self.bridge = bridge
      self.plugins = plugins
      self.recovery = recovery
      self.sessionStorageKey = sessionStorageKey
    }
  }

  /// The cap on automatic reloads after the page's process terminates.
  ///
  /// A page that crashes its process every time would otherwise reload forever. When more than
  /// ``maxAutomaticReloads`` terminations happen within ``window``, automatic reloads stop and the
  /// screen shows ``LoadError/crashLoop(terminations:)`` until the user reloads.
  public struct RecoveryPolicy: Sendable, Equatable, Codable {
    /// How many terminations within ``window`` are still reloaded automatically.
    public var maxAutomaticReloads: Int
    /// How far back terminations count, in seconds.
    public var window: TimeInterval

    /// Creates a policy; the default reloads up to 3 terminations within 60 seconds.
    public init(maxAutomaticReloads: Int = 3, window: TimeInterval = 60) {
      self.maxAutomaticReloads = maxAutomaticReloads
      self.window = window
    }
  }
}
