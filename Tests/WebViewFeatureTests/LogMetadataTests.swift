import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// What an app puts in an action log's header so that a replay recomputes effects as the device
/// made them: its plugins' names and its app facts.
struct LogMetadataTests {
  @Test func pluginNamesComeBackFromTheMetadata() throws {
    var plugins = PluginRegistry()
    try plugins.register("scan") { _ in .success() }
    try plugins.register("pay") { _ in .success() }
    let metadata = WebViewFeature.Configuration(plugins: plugins).logMetadata
    #expect(try WebViewFeature.Configuration.pluginActions(logMetadata: metadata) == ["pay", "scan"])
  }

  @Test func metadataWithoutPluginNamesHasNone() throws {
    #expect(try WebViewFeature.Configuration.pluginActions(logMetadata: ["configuration": "{}"]) == nil)
  }

  @Test func pluginNamesThatAreNotAnArrayOfStringsAreRefused() {
    #expect(throws: DecodingError.self) {
      try WebViewFeature.Configuration.pluginActions(logMetadata: ["plugins": #"{"scan":1}"#])
    }
  }

  @Test func appFactsSurviveTheMetadata() {
    #expect(AppInfo(logMetadata: Fixture.appInfo.logMetadata) == Fixture.appInfo)
  }

  @Test func appFactsAlsoSitInPlainKeysPeopleRead() {
    let metadata = Fixture.appInfo.logMetadata
    #expect(metadata["appVersion"] == "2.3.0")
    #expect(metadata["device"] == "iPhone15,2")
  }

  @Test func withoutTheEncodedFactsThePlainKeysAreUsed() {
    let info = AppInfo(logMetadata: ["appVersion": "1.0", "device": "iPad"])
    #expect(info == AppInfo(appVersion: "1.0", build: "unknown", osVersion: "unknown", device: "iPad"))
  }

  @Test func metadataWithoutAppFactsGivesNone() {
    #expect(AppInfo(logMetadata: ["session": "x"]) == nil)
  }
}

@Suite struct AppInfoMetadataTextTests {
  /// The same facts give the same bytes in every log: keys sorted, slashes written plainly.
  @Test func theEncodedFactsHaveSortedKeysAndPlainSlashes() {
    let info = AppInfo(appVersion: "2.3.0", build: "41/b", osVersion: "17.5", device: "iPhone15,2")
    #expect(
      info.logMetadata[AppInfo.logMetadataKey]
        == #"{"appVersion":"2.3.0","build":"41/b","device":"iPhone15,2","osVersion":"17.5"}"#)
  }

  @Test func aLogRecordedBeforeCleartextOriginsReplaysTrustingItsHostsOverHttpAsItDid() throws {
    let older = ["configuration": #"{"bridge":{"trustedOrigins":["app.example.com"]}}"#]
    let configuration = try #require(try WebViewFeature.Configuration(logMetadata: older))
    #expect(configuration.bridge.cleartextOrigins == HostAllowList(["app.example.com"]))
  }

  @Test func aLogRecordedNowReadsItsCleartextOriginsAsRecorded() throws {
    let current = WebViewFeature.Configuration(bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])))
    let configuration = try #require(try WebViewFeature.Configuration(logMetadata: current.logMetadata))
    #expect(configuration.bridge.cleartextOrigins == .none)
    #expect(configuration == current)
  }
}
