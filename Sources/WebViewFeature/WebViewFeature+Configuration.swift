import BridgeClient
import Foundation
import JSON
import StoreRuntime

extension WebViewFeature {
  /// Everything a screen decides by policy rather than by code: hosts, bridge trust, plugins,
  /// recovery caps, the session key, texts, the user agent, the data store, device permissions,
  /// sign-in challenges, downloads and the web view's own switches.
  ///
  /// The defaults are safe and useless on purpose: no host may load, no origin may use the
  /// bridge, no page gets the camera and no file is downloaded until the app lists them.
  ///
  /// ## Encoded form
  ///
  /// A configuration is `Codable` so that an action log can carry the one its app used (see
  /// ``logMetadata``) and a replay can reduce with it. The rules:
  ///
  /// | | encoding | decoding |
  /// |---|---|---|
  /// | ``plugins`` | left out: closures cannot be encoded | always an empty registry |
  /// | any other field | written in full | missing or `null` → that field's default |
  /// | a present field | | must be valid, or decoding throws `DecodingError` |
  ///
  /// Every other field round-trips exactly, and the defaults apply field by field inside
  /// ``navigation``, ``bridge`` (and its `limits`), ``recovery``, ``permissions``, ``credentials``, ``downloads`` and ``webView``
  /// too, so text written before a field existed still decodes. Leaving plugins out loses nothing
  /// for a replay: plugins only decide effects, and a replay runs none.
  ///
  /// Equality follows the encoded form: two configurations are equal when every field but
  /// ``plugins`` is equal.
  public struct Configuration: Sendable, Equatable, Codable {
    /// Which URLs load, which go to the OS, which responses show.
    public var navigation: NavigationPolicy
    /// Bridge dialect and trusted origins.
    public var bridge: BridgeConfiguration
    /// Handlers for bridge actions the feature does not handle itself; not encoded and not
    /// compared.
    public var plugins: PluginRegistry
    /// How often a crashing page is reloaded automatically.
    public var recovery: RecoveryPolicy
    /// The `localStorage` key the session scripts write the access token to.
    public var sessionStorageKey: String
    /// Which documents get the access token: by default the bridge's trusted origins
    /// (``SessionOrigins/bridgeTrustedOrigins``), `https:` only unless the bridge lists
    /// cleartext hosts.
    public var sessionOrigins: SessionOrigins
    /// Who acts when the page asks to close the screen or to open a URL in a new one.
    public var screenRequests: ScreenRequests
    /// The text the screen shows (`State.errorMessage`) and the messages of its built-in replies.
    public var messages: WebViewMessages
    /// What the web view calls itself (`User-Agent`); WebKit's own by default.
    public var userAgent: UserAgent
    /// Where the web view keeps cookies and storage; the app's shared store by default.
    public var websiteDataStore: WebsiteDataStore
    /// Identity providers whose sign-in pages go to the app's authentication session; none by
    /// default.
    public var signIn: SignInPolicy
    /// What windows the page opens become; by default new screens, through the navigation policy.
    public var popups: PopupPolicy
    /// What the back button does at the page's first page of history; by default it closes the
    /// screen.
    public var backButton: BackButton
    /// Which origins get the camera, the microphone and the motion sensors, and which the user
    /// is asked about; none by default (every request denied).
    public var permissions: PermissionPolicy
    /// Which servers' requests for a user name and password the user is asked about; none by
    /// default (every request cancelled).
    public var credentials: CredentialPolicy
    /// Which responses are saved as files (``DownloadPolicy``); none by default (a response the
    /// web view cannot show is an error on screen).
    public var downloads: DownloadPolicy
    /// WebKit's own switches for this web view: Web Inspector, app-bound domains, rendering,
    /// script-opened windows, the minimum font size, swipe navigation; all off by default. And
    /// the app's bundled pages, served under an origin of its own (none by default).
    public var webView: WebViewSettings

    /// Creates a configuration.
    public init(
      navigation: NavigationPolicy = NavigationPolicy(),
      bridge: BridgeConfiguration = .default,
      plugins: PluginRegistry = PluginRegistry(),
      recovery: RecoveryPolicy = RecoveryPolicy(),
      sessionStorageKey: String = "accessToken",
      sessionOrigins: SessionOrigins = .bridgeTrustedOrigins,
      screenRequests: ScreenRequests = .handledByFeature,
      messages: WebViewMessages = .english,
      userAgent: UserAgent = .default,
      websiteDataStore: WebsiteDataStore = .default,
      signIn: SignInPolicy = SignInPolicy(),
      popups: PopupPolicy = PopupPolicy(),
      backButton: BackButton = .closesScreenAtFirstPage,
      permissions: PermissionPolicy = PermissionPolicy(),
      webView: WebViewSettings = WebViewSettings(),
      credentials: CredentialPolicy = CredentialPolicy(),
      downloads: DownloadPolicy = DownloadPolicy()
    ) {
      self.navigation = navigation
      self.bridge = bridge
      self.plugins = plugins
      self.recovery = recovery
      self.sessionStorageKey = sessionStorageKey
      self.sessionOrigins = sessionOrigins
      self.screenRequests = screenRequests
      self.messages = messages
      self.userAgent = userAgent
      self.websiteDataStore = websiteDataStore
      self.signIn = signIn
      self.popups = popups
      self.backButton = backButton
      self.permissions = permissions
      self.webView = webView
      self.credentials = credentials
      self.downloads = downloads
    }

    /// Whether every field but ``plugins`` is equal: closures cannot be compared, and this is
    /// the equality a decoded configuration keeps.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.navigation == rhs.navigation && lhs.bridge == rhs.bridge && lhs.recovery == rhs.recovery
        && lhs.sessionStorageKey == rhs.sessionStorageKey && lhs.sessionOrigins == rhs.sessionOrigins
        && lhs.screenRequests == rhs.screenRequests
        && lhs.messages == rhs.messages && lhs.userAgent == rhs.userAgent && lhs.websiteDataStore == rhs.websiteDataStore
        && lhs.signIn == rhs.signIn && lhs.popups == rhs.popups && lhs.backButton == rhs.backButton
        && lhs.permissions == rhs.permissions && lhs.webView == rhs.webView && lhs.credentials == rhs.credentials
        && lhs.downloads == rhs.downloads
    }

    private enum CodingKeys: String, CodingKey {
      case navigation, bridge, recovery, sessionStorageKey, sessionOrigins, screenRequests, messages, userAgent, websiteDataStore, signIn, popups,
        backButton, permissions, webView, credentials, downloads
    }

    /// Decodes a configuration with an empty plugin registry; a missing or `null` field takes its
    /// default, a present one must be valid.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let defaults = Configuration()
      self.init(
        navigation: try container.decode(.navigation, or: defaults.navigation),
        bridge: try container.decode(.bridge, or: defaults.bridge),
        recovery: try container.decode(.recovery, or: defaults.recovery),
        sessionStorageKey: try container.decode(.sessionStorageKey, or: defaults.sessionStorageKey),
        sessionOrigins: try container.decode(.sessionOrigins, or: defaults.sessionOrigins),
        screenRequests: try container.decode(.screenRequests, or: defaults.screenRequests),
        messages: try container.decode(.messages, or: defaults.messages),
        userAgent: try container.decode(.userAgent, or: defaults.userAgent),
        websiteDataStore: try container.decode(.websiteDataStore, or: defaults.websiteDataStore),
        signIn: try container.decode(.signIn, or: defaults.signIn),
        popups: try container.decode(.popups, or: defaults.popups),
        backButton: try container.decode(.backButton, or: defaults.backButton),
        permissions: try container.decode(.permissions, or: defaults.permissions),
        webView: try container.decode(.webView, or: defaults.webView),
        credentials: try container.decode(.credentials, or: defaults.credentials),
        downloads: try container.decode(.downloads, or: defaults.downloads))
    }

    /// Encodes every field but ``plugins``.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(navigation, forKey: .navigation)
      try container.encode(bridge, forKey: .bridge)
      try container.encode(recovery, forKey: .recovery)
      try container.encode(sessionStorageKey, forKey: .sessionStorageKey)
      try container.encode(sessionOrigins, forKey: .sessionOrigins)
      try container.encode(screenRequests, forKey: .screenRequests)
      try container.encode(messages, forKey: .messages)
      try container.encode(userAgent, forKey: .userAgent)
      try container.encode(websiteDataStore, forKey: .websiteDataStore)
      try container.encode(signIn, forKey: .signIn)
      try container.encode(popups, forKey: .popups)
      try container.encode(backButton, forKey: .backButton)
      try container.encode(permissions, forKey: .permissions)
      try container.encode(webView, forKey: .webView)
      try container.encode(credentials, forKey: .credentials)
      try container.encode(downloads, forKey: .downloads)
    }
  }

  /// The cap on automatic reloads after the page's process terminates.
  ///
  /// A page that crashes its process every time would otherwise reload forever. When more than
  /// ``maxAutomaticReloads`` terminations happen within ``window``, automatic reloads stop and the
  /// screen shows ``LoadError/crashLoop(terminations:)`` until the user reloads.
  ///
  /// Decoding gives a missing or `null` field its default, as ``Configuration`` does.
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

    private enum CodingKeys: String, CodingKey {
      case maxAutomaticReloads, window
    }

    /// Decodes a policy; a missing or `null` field takes its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let defaults = RecoveryPolicy()
      self.init(
        maxAutomaticReloads: try container.decode(.maxAutomaticReloads, or: defaults.maxAutomaticReloads),
        window: try container.decode(.window, or: defaults.window))
    }
  }
}

extension WebViewFeature.Configuration {
  /// The action-log header metadata key that holds the encoded configuration: `configuration`.
  public static let logMetadataKey = "configuration"

  /// This configuration as action-log header metadata: `[logMetadataKey: JSON text]`, and the
  /// names of the registered plugins under ``logPluginsKey`` when there are any.
  ///
  /// Merge it into the metadata given to `ActionRecorder`, and `webview-replay` reduces the log
  /// with this configuration instead of the defaults:
  ///
  /// ```swift
  /// let recorder = try ActionRecorder(
  ///   store: store, feature: "WebViewFeature", destination: .file(url),
  ///   metadata: configuration.logMetadata.merging(["appVersion": "2.3.0"]) { encoded, _ in encoded })
  /// ```
  ///
  /// The text is the encoded form (see ``WebViewFeature/Configuration``, no plugins) with sorted
  /// keys, so the same configuration always gives the same text. Non-finite numbers (a
  /// `RecoveryPolicy.window` of `.infinity`) are written as the strings `"Infinity"`,
  /// `"-Infinity"` and `"NaN"`, which ``init(logMetadata:)`` reads back.
  public var logMetadata: [String: String] {
    do {
      var metadata = [Self.logMetadataKey: try JSONCoders.text(of: self)]
      if !plugins.actions.isEmpty { metadata[Self.logPluginsKey] = Self.logText(ofPluginActions: plugins.actions) }
      return metadata
    } catch {
      // Every field encodes to JSON once non-finite numbers become strings; reaching this means
      // a nested type gained an encoding that can fail.
      reportIssue("WebViewFeature.Configuration could not be encoded for the action log: \(error)")
      return [:]
    }
  }

  /// Reads the configuration ``logMetadata`` put in action-log header metadata.
  ///
  /// Returns `nil` when `metadata` has no ``logMetadataKey`` (a log recorded without it; replay
  /// with defaults, knowing decisions may differ). Throws the `DecodingError` when the text is
  /// not JSON or a field present in it is invalid; missing fields take their defaults. The
  /// result has an empty plugin registry.
  ///
  /// A bridge configuration recorded without `cleartextOrigins` comes from a version that trusted
  /// its hosts over `http:` too: it is read with `cleartextOrigins` equal to `trustedOrigins`, so
  /// that log replays as it was recorded. (Anywhere else, a missing field trusts no cleartext
  /// page.)
  public init?(logMetadata metadata: [String: String]) throws {
    guard let text = metadata[Self.logMetadataKey] else { return nil }
    self = try JSONCoders.decode(Self.self, from: text)
    let recorded = try? JSONValue(jsonText: text)
    if let bridge = recorded?["bridge"], bridge["cleartextOrigins"] == nil {
      self.bridge.cleartextOrigins = self.bridge.trustedOrigins
    }
  }
}
