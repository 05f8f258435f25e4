import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// `WebViewFeature.Configuration` travels in action-log headers: every field but plugins must
/// round-trip, and text written before a field existed must still decode.
struct ConfigurationCodableTests {
  typealias Configuration = WebViewFeature.Configuration

  /// A configuration that differs from `Configuration()` in every encoded field.
  static let sample: Configuration = {
    var plugins = PluginRegistry()
    try? plugins.register("scan") { _ in .success() }
    return Configuration(
      navigation: NavigationPolicy(
        allowedHosts: HostAllowList(["app.example.com", "*.cdn.example.com", "not a host"]),
        disallowedHosts: .openExternallyOnTap,
        subframeHosts: .anyHost,
        externalSchemes: ["tel", "kakaotalk", "Mailto"],
        allowsLocalFiles: true,
        externalSchemeTrigger: .anyMainFrameNavigation,
        appOrigins: [.app]),
      bridge: BridgeConfiguration(
        handlerName: "appBridge",
        replyHandlerName: "appBridgeReply",
        dialect: .actionUUID(
          replyFunction: try! JSFunctionPath(validating: "app.reply"),
          eventFunction: try! JSFunctionPath(validating: "app.events.emit")),
        limits: JSONLimits(maxDepth: 8, maxBytes: 1_000, maxStringLength: 100, maxElements: 50),
        trustedOrigins: HostAllowList(["app.example.com", "192.168.0.10"]),
        allowsLocalFiles: true,
        allowsSubframes: true,
        trustedAppOrigins: [try! AppOrigin(scheme: "bundle", host: "ui.local")]),
      plugins: plugins,
      recovery: WebViewFeature.RecoveryPolicy(maxAutomaticReloads: 7, window: 0.1 + 0.2),
      sessionStorageKey: "session.token",
      screenRequests: .delegatedToParent,
      messages: .korean,
      userAgent: .applicationName("webviewSample/2.3"),
      websiteDataStore: .nonPersistent,
      signIn: SignInPolicy(identityProviders: HostAllowList(["accounts.idp.example"]), callbackScheme: "myapp"),
      backButton: .staysAtFirstPage,
      webView: WebViewSettings(
        isInspectable: true, limitsNavigationsToAppBoundDomains: true, suppressesIncrementalRendering: true,
        javaScriptCanOpenWindowsAutomatically: true, minimumFontSize: 13.5,
        bundledPages: BundledPages(
          origin: try! AppOrigin(scheme: "bundle", host: "ui.local"), folder: URL(fileURLWithPath: "/App.app/web"),
          indexFile: "start.html", unknownPaths: .serveIndex),
        allowsBackForwardNavigationGestures: true))
  }()

  /// One encoded field: how to compare it between two configurations.
  struct Field: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var isEqual: @Sendable (Configuration, Configuration) -> Bool

    init(_ name: String, _ isEqual: @escaping @Sendable (Configuration, Configuration) -> Bool) {
      testDescription = name
      self.isEqual = isEqual
    }
  }

  static let fields: [Field] = [
    Field("navigation.allowedHosts") { $0.navigation.allowedHosts == $1.navigation.allowedHosts },
    Field("navigation.disallowedHosts") { $0.navigation.disallowedHosts == $1.navigation.disallowedHosts },
    Field("navigation.subframeHosts") { $0.navigation.subframeHosts == $1.navigation.subframeHosts },
    Field("navigation.externalSchemes") { $0.navigation.externalSchemes == $1.navigation.externalSchemes },
    Field("navigation.allowsLocalFiles") { $0.navigation.allowsLocalFiles == $1.navigation.allowsLocalFiles },
    Field("navigation.externalSchemeTrigger") {
      $0.navigation.externalSchemeTrigger == $1.navigation.externalSchemeTrigger
    },
    Field("bridge.handlerName") { $0.bridge.handlerName == $1.bridge.handlerName },
    Field("bridge.replyHandlerName") { $0.bridge.replyHandlerName == $1.bridge.replyHandlerName },
    Field("bridge.dialect") { $0.bridge.dialect == $1.bridge.dialect },
    Field("bridge.limits.maxDepth") { $0.bridge.limits.maxDepth == $1.bridge.limits.maxDepth },
    Field("bridge.limits.maxBytes") { $0.bridge.limits.maxBytes == $1.bridge.limits.maxBytes },
    Field("bridge.limits.maxStringLength") { $0.bridge.limits.maxStringLength == $1.bridge.limits.maxStringLength },
    Field("bridge.limits.maxElements") { $0.bridge.limits.maxElements == $1.bridge.limits.maxElements },
    Field("bridge.trustedOrigins") { $0.bridge.trustedOrigins == $1.bridge.trustedOrigins },
    Field("bridge.allowsLocalFiles") { $0.bridge.allowsLocalFiles == $1.bridge.allowsLocalFiles },
    Field("bridge.allowsSubframes") { $0.bridge.allowsSubframes == $1.bridge.allowsSubframes },
    Field("recovery.maxAutomaticReloads") { $0.recovery.maxAutomaticReloads == $1.recovery.maxAutomaticReloads },
    Field("recovery.window") { $0.recovery.window == $1.recovery.window },
    Field("sessionStorageKey") { $0.sessionStorageKey == $1.sessionStorageKey },
    Field("screenRequests") { $0.screenRequests == $1.screenRequests },
    Field("messages") { $0.messages == $1.messages },
    Field("userAgent") { $0.userAgent == $1.userAgent },
    Field("websiteDataStore") { $0.websiteDataStore == $1.websiteDataStore },
    Field("signIn.identityProviders") { $0.signIn.identityProviders == $1.signIn.identityProviders },
    Field("signIn.callbackScheme") { $0.signIn.callbackScheme == $1.signIn.callbackScheme },
    Field("backButton") { $0.backButton == $1.backButton },
    Field("webView.isInspectable") { $0.webView.isInspectable == $1.webView.isInspectable },
    Field("webView.limitsNavigationsToAppBoundDomains") {
      $0.webView.limitsNavigationsToAppBoundDomains == $1.webView.limitsNavigationsToAppBoundDomains
    },
    Field("webView.suppressesIncrementalRendering") {
      $0.webView.suppressesIncrementalRendering == $1.webView.suppressesIncrementalRendering
    },
    Field("webView.javaScriptCanOpenWindowsAutomatically") {
      $0.webView.javaScriptCanOpenWindowsAutomatically == $1.webView.javaScriptCanOpenWindowsAutomatically
    },
    Field("webView.minimumFontSize") { $0.webView.minimumFontSize == $1.webView.minimumFontSize },
    Field("webView.bundledPages") { $0.webView.bundledPages == $1.webView.bundledPages },
    Field("webView.allowsBackForwardNavigationGestures") {
      $0.webView.allowsBackForwardNavigationGestures == $1.webView.allowsBackForwardNavigationGestures
    },
    Field("navigation.appOrigins") { $0.navigation.appOrigins == $1.navigation.appOrigins },
    Field("bridge.trustedAppOrigins") { $0.bridge.trustedAppOrigins == $1.bridge.trustedAppOrigins },
  ]

  static func decode(_ json: String) throws -> Configuration {
    try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
  }

  static func text(_ configuration: Configuration) throws -> String {
    try #require(configuration.logMetadata[Configuration.logMetadataKey])
  }

  @Test(arguments: fields)
  func nonDefaultFieldRoundTripsThroughLogMetadata(field: Field) throws {
    #expect(!field.isEqual(Self.sample, Configuration()), "the sample must not use the default here")
    let decoded = try #require(try Configuration(logMetadata: Self.sample.logMetadata))
    #expect(field.isEqual(decoded, Self.sample))
  }

  @Test func plainJSONCoderRoundTripGivesTheSameText() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let first = try encoder.encode(Self.sample)
    let decoded = try JSONDecoder().decode(Configuration.self, from: first)
    #expect(decoded == Self.sample)
    #expect(try encoder.encode(decoded) == first)
  }

  @Test func pluginsAreLeftOutAndDecodeAsAnEmptyRegistry() throws {
    #expect(Self.sample.plugins.actions == ["scan"])
    #expect(!(try Self.text(Self.sample)).contains("plugins"))
    let decoded = try #require(try Configuration(logMetadata: Self.sample.logMetadata))
    #expect(decoded.plugins.actions.isEmpty)
  }

  @Test func equalityIgnoresPlugins() {
    var withoutPlugins = Self.sample
    withoutPlugins.plugins = PluginRegistry()
    #expect(withoutPlugins == Self.sample)
  }

  @Test func differentSessionStorageKeyMakesConfigurationsUnequal() {
    var other = Self.sample
    other.sessionStorageKey = "other"
    #expect(other != Self.sample)
  }

  @Test func differentScreenRequestsMakeConfigurationsUnequal() {
    var other = Self.sample
    other.screenRequests = .handledByFeature
    #expect(other != Self.sample)
  }

  @Test(arguments: [UserAgent.default, .applicationName("webviewSample/2.3"), .custom("webviewSample")])
  func everyUserAgentRoundTrips(userAgent: UserAgent) throws {
    var configuration = Configuration()
    configuration.userAgent = userAgent
    #expect(try Configuration(logMetadata: configuration.logMetadata)?.userAgent == userAgent)
  }

  @Test func differentDataStoresMakeConfigurationsUnequal() {
    var other = Self.sample
    other.websiteDataStore = .default
    #expect(other != Self.sample)
  }

  @Test func differentUserAgentsMakeConfigurationsUnequal() {
    var other = Self.sample
    other.userAgent = .custom("webviewSample/2.3")
    #expect(other != Self.sample)
  }

  @Test func emptyObjectDecodesToTheDefaults() throws {
    let decoded = try Self.decode("{}")
    #expect(decoded == Configuration())
    #expect(try Self.text(decoded) == (try Self.text(Configuration())))
  }

  @Test func nullFieldsDecodeToTheDefaults() throws {
    let decoded = try Self.decode(
      #"{"navigation":null,"bridge":{"limits":null},"recovery":{"window":null},"sessionStorageKey":null}"#)
    #expect(decoded == Configuration())
  }

  @Test func partialObjectKeepsTheGivenFieldsAndDefaultsTheRest() throws {
    let decoded = try Self.decode(
      #"{"navigation":{"allowedHosts":["a.example"]},"bridge":{"limits":{"maxDepth":3}},"recovery":{"window":5}}"#)
    var expected = Configuration()
    expected.navigation.allowedHosts = HostAllowList(["a.example"])
    expected.bridge.limits.maxDepth = 3
    expected.recovery.window = 5
    #expect(decoded == expected)
  }

  @Test func partialWebViewSettingsKeepTheGivenSwitchesAndDefaultTheRest() throws {
    let decoded = try Self.decode(#"{"webView":{"isInspectable":true,"minimumFontSize":null}}"#)
    var expected = Configuration()
    expected.webView.isInspectable = true
    #expect(decoded == expected)
  }

  @Test func differentWebViewSettingsMakeConfigurationsUnequal() {
    var other = Configuration()
    other.webView.suppressesIncrementalRendering = true
    #expect(other != Configuration())
  }

  /// The text the replay tool documented before `Configuration` was `Codable`.
  @Test func handWrittenTextFromBeforeCodableStillDecodes() throws {
    let decoded = try Self.decode(
      """
      {"bridge":{"trustedOrigins":["app.example.com"]},
      "navigation":{"allowedHosts":["app.example.com","cdn.example.com"],"disallowedHosts":"openExternallyOnTap"},
      "recovery":{"maxAutomaticReloads":2,"window":60},"sessionStorageKey":"accessToken"}
      """)
    let expected = Configuration(
      navigation: NavigationPolicy(
        allowedHosts: HostAllowList(["app.example.com", "cdn.example.com"]), disallowedHosts: .openExternallyOnTap),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])),
      recovery: WebViewFeature.RecoveryPolicy(maxAutomaticReloads: 2, window: 60))
    #expect(decoded == expected)
  }

  @Test(arguments: [
    #"{"navigation":{"disallowedHosts":"sometimes"}}"#,
    #"{"navigation":{"allowedHosts":"example.com"}}"#,
    #"{"bridge":{"dialect":{"typeCallback":{"eventFunction":"alert('x')"}}}}"#,
    #"{"bridge":{"limits":{"maxDepth":1.5}}}"#,
    #"{"recovery":{"window":"soon"}}"#,
    #"{"sessionStorageKey":42}"#,
    #"{"screenRequests":"sometimes"}"#,
    #"{"backButton":"sometimes"}"#,
    #"{"webView":{"isInspectable":"yes"}}"#,
    #"{"webView":{"minimumFontSize":"large"}}"#,
    #"["not","an","object"]"#,
  ])
  func invalidPresentFieldThrows(json: String) {
    #expect(throws: DecodingError.self) { try Self.decode(json) }
  }

  @Test func metadataWithoutTheKeyReadsAsNoConfiguration() throws {
    #expect(try Configuration(logMetadata: ["appVersion": "2.3.0"]) == nil)
  }

  @Test func logMetadataHoldsTheConfigurationAndThePluginNames() {
    #expect(Self.sample.logMetadata.keys.sorted() == ["configuration", "plugins"])
    #expect(Self.sample.logMetadata["plugins"] == #"["scan"]"#)
  }

  @Test func logMetadataOfAConfigurationWithoutPluginsHoldsOnlyTheConfigurationKey() {
    #expect(Array(Configuration().logMetadata.keys) == ["configuration"])
  }

  @Test func logMetadataTextIsSortedAndStable() throws {
    let text = try Self.text(Self.sample)
    #expect(text.contains(#""externalSchemes":["Mailto","kakaotalk","tel"]"#))
    #expect(text.hasPrefix(#"{"backButton":"staysAtFirstPage","bridge":"#))
    #expect(try Self.text(Self.sample) == text)
  }

  @Test(arguments: [Double.infinity, -Double.infinity])
  func nonFiniteRecoveryWindowRoundTripsThroughLogMetadata(window: Double) throws {
    var configuration = Configuration()
    configuration.recovery.window = window
    let decoded = try #require(try Configuration(logMetadata: configuration.logMetadata))
    #expect(decoded.recovery.window == window)
  }
}
