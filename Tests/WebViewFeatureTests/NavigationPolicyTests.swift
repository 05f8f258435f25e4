import BridgeClient
import Foundation
import Testing
import WebViewFeature

struct NavigationPolicyTests {
  private let policy = NavigationPolicy(allowedHosts: HostAllowList(["example.com"]))

  private static func tap(_ url: String, target: NavigationTarget = .mainFrame) -> NavigationRequest {
    NavigationRequest(url: URL(string: url), type: .linkActivated, target: target)
  }

  private static func script(_ url: String, target: NavigationTarget = .mainFrame) -> NavigationRequest {
    NavigationRequest(url: URL(string: url), type: .other, target: target)
  }

  @Test(arguments: [
    "https://example.com/", "https://www.example.com/a", "http://example.com/", "https://EXAMPLE.com/",
    "https://example.com:8443/", "https://example.com./",
  ])
  func mainFrameNavigationToAllowedHostIsAllowed(url: String) {
    #expect(policy.decide(Self.tap(url)) == .allow)
  }

  @Test(arguments: [
    ("https://evilexample.com/", "evilexample.com"),
    ("https://example.com.evil.com/", "example.com.evil.com"),
    ("https://example.com@evil.com/", "evil.com"),
    ("http://evil.com/", "evil.com"),
  ])
  func mainFrameNavigationToOtherHostIsCancelledWithError(url: String, host: String) {
    #expect(policy.decide(Self.tap(url)) == .cancelWithError(.hostNotAllowed(host)))
  }

  @Test func disallowedHostTappedGoesToTheOSWhenConfigured() {
    var policy = policy
    policy.disallowedHosts = .openExternallyOnTap
    #expect(policy.decide(Self.tap("https://evil.com/")) == .openExternally(URL(string: "https://evil.com/")!))
  }

  @Test func disallowedHostNotTappedStillShowsErrorWhenOSHandoffIsConfigured() {
    var policy = policy
    policy.disallowedHosts = .openExternallyOnTap
    #expect(policy.decide(Self.script("https://evil.com/")) == .cancelWithError(.hostNotAllowed("evil.com")))
  }

  @Test(arguments: [
    "tel:+15550100", "mailto:a@example.com", "sms:+15550100", "facetime:a@example.com",
    "itms-apps://apps.apple.com/app/id1", "TEL:+15550100",
  ])
  func externalSchemeTappedInMainFrameGoesToTheOS(url: String) {
    #expect(policy.decide(Self.tap(url)) == .openExternally(URL(string: url)!))
  }

  @Test func externalSchemeTappedForNewWindowGoesToTheOS() {
    #expect(policy.decide(Self.tap("tel:1", target: .newWindow)) == .openExternally(URL(string: "tel:1")!))
  }

  @Test(arguments: [
    NavigationRequest(url: URL(string: "tel:1"), type: .other),
    NavigationRequest(url: URL(string: "tel:1"), type: .formSubmitted),
    NavigationRequest(url: URL(string: "tel:1"), type: .linkActivated, target: .subframe, isFromMainFrame: false),
    NavigationRequest(url: URL(string: "tel:1"), type: .linkActivated, target: .mainFrame, isFromMainFrame: false),
  ])
  func externalSchemeWithoutAMainFrameTapIsCancelled(request: NavigationRequest) {
    #expect(policy.decide(request) == .cancel)
  }

  @Test(arguments: [
    NavigationRequest(url: URL(string: "tel:1"), type: .other),
    NavigationRequest(url: URL(string: "tel:1"), type: .formSubmitted),
    NavigationRequest(url: URL(string: "tel:1"), type: .other, target: .newWindow),
    NavigationRequest(url: URL(string: "tel:1"), type: .linkActivated),
  ])
  func externalSchemeFromTheMainFrameGoesToTheOSWhenAnyMainFrameNavigationMay(request: NavigationRequest) {
    var policy = policy
    policy.externalSchemeTrigger = .anyMainFrameNavigation
    #expect(policy.decide(request) == .openExternally(URL(string: "tel:1")!))
  }

  @Test(arguments: [
    NavigationRequest(url: URL(string: "tel:1"), type: .other, target: .subframe, isFromMainFrame: true),
    NavigationRequest(url: URL(string: "tel:1"), type: .other, target: .mainFrame, isFromMainFrame: false),
    NavigationRequest(url: URL(string: "tel:1"), type: .linkActivated, target: .newWindow, isFromMainFrame: false),
    NavigationRequest(url: URL(string: "myapp://open"), type: .other),
  ])
  func iframesAndUnlistedSchemesStayCancelledWhenAnyMainFrameNavigationMay(request: NavigationRequest) {
    var policy = policy
    policy.externalSchemeTrigger = .anyMainFrameNavigation
    #expect(policy.decide(request) == .cancel)
  }

  @Test func anyMainFrameNavigationLeavesDisallowedHostsToTheUsersTap() {
    var policy = policy
    policy.externalSchemeTrigger = .anyMainFrameNavigation
    policy.disallowedHosts = .openExternallyOnTap
    #expect(policy.decide(Self.script("https://evil.com/")) == .cancelWithError(.hostNotAllowed("evil.com")))
  }

  @Test(arguments: ["myapp://open", "ftp://example.com/file", "intent://x"])
  func unlistedSchemeIsCancelledEvenOnATap(url: String) {
    #expect(policy.decide(Self.tap(url)) == .cancel)
  }

  @Test(arguments: NavigationTarget.allCases)
  func javascriptAndDataURLsNeverLoad(target: NavigationTarget) {
    #expect(policy.decide(Self.tap("javascript:alert(1)", target: target)) == .cancel)
    #expect(policy.decide(Self.tap("data:text/html,hi", target: target)) == .cancel)
  }

  @Test func javascriptListedAsExternalSchemeStillNeverReachesTheOS() {
    var policy = policy
    policy.externalSchemes = ["javascript", "data", "file"]
    #expect(policy.decide(Self.tap("javascript:alert(1)")) == .cancel)
    #expect(policy.decide(Self.tap("data:text/html,hi")) == .cancel)
    #expect(policy.decide(Self.tap("file:///etc/passwd")) == .cancel)
  }

  @Test func fileURLIsCancelledUnlessLocalFilesAreAllowed() {
    var local = policy
    local.allowsLocalFiles = true
    #expect(policy.decide(Self.tap("file:///app/index.html")) == .cancel)
    #expect(local.decide(Self.tap("file:///app/index.html")) == .allow)
    #expect(local.decide(Self.tap("file:///app/frame.html", target: .subframe)) == .allow)
    #expect(local.decide(Self.tap("file:///app/index.html", target: .newWindow)) == .cancel)
  }

  @Test(arguments: ["about:blank", "about:srcdoc", "about:blank#top", "ABOUT:BLANK"])
  func emptyDocumentsLoadInExistingFrames(url: String) {
    #expect(policy.decide(Self.script(url)) == .allow)
    #expect(policy.decide(Self.script(url, target: .subframe)) == .allow)
  }

  @Test func emptyDocumentInNewWindowIsCancelled() {
    #expect(policy.decide(Self.script("about:blank", target: .newWindow)) == .cancel)
  }

  @Test(arguments: ["about:config", "about:settings"])
  func otherAboutURLsAreCancelled(url: String) {
    #expect(policy.decide(Self.script(url)) == .cancel)
  }

  @Test func blobFromAllowedOriginLoadsInExistingFrames() {
    let blob = "blob:https://app.example.com/4f1c-uuid"
    #expect(policy.decide(Self.tap(blob)) == .allow)
    #expect(policy.decide(Self.tap(blob, target: .subframe)) == .allow)
  }

  @Test(arguments: [
    ("blob:https://evil.com/uuid", NavigationTarget.mainFrame),
    ("blob:https://app.example.com/uuid", NavigationTarget.newWindow),
    ("blob:null/uuid", NavigationTarget.mainFrame),
    ("blob:file:///uuid", NavigationTarget.mainFrame),
  ])
  func blobFromElsewhereOrInNewWindowIsCancelledSilently(url: String, target: NavigationTarget) {
    #expect(policy.decide(Self.tap(url, target: target)) == .cancel)
  }

  @Test func blobFromLocalFileLoadsWhenLocalFilesAreAllowed() {
    var local = policy
    local.allowsLocalFiles = true
    #expect(local.decide(Self.tap("blob:file:///uuid")) == .allow)
  }

  @Test func subframeToAllowedHostIsAllowed() {
    #expect(policy.decide(Self.script("https://cdn.example.com/widget", target: .subframe)) == .allow)
  }

  @Test func subframeToOtherHostIsCancelledSilently() {
    #expect(policy.decide(Self.script("https://ads.evil.com/", target: .subframe)) == .cancel)
  }

  @Test func subframeToAnyHostIsAllowedWhenConfigured() {
    var policy = policy
    policy.subframeHosts = .anyHost
    #expect(policy.decide(Self.script("https://www.youtube.com/embed/x", target: .subframe)) == .allow)
    #expect(policy.decide(Self.script("https://www.youtube.com/embed/x")) == .cancelWithError(.hostNotAllowed("www.youtube.com")))
  }

  @Test func newWindowToAllowedHostOpensInApp() {
    let url = "https://www.example.com/terms"
    #expect(policy.decide(Self.tap(url, target: .newWindow)) == .openInApp(URL(string: url)!))
  }

  @Test func newWindowToOtherHostIsCancelledWithError() {
    #expect(policy.decide(Self.script("https://evil.com/", target: .newWindow)) == .cancelWithError(.hostNotAllowed("evil.com")))
  }

  @Test func longRefusedAddressIsNamedShortened() {
    let authority = String(repeating: "a%00", count: 100)
    let decision = policy.decide(Self.tap("https://\(authority)/"))
    #expect(decision == .cancelWithError(.hostNotAllowed(String(authority.prefix(253)) + "…")))
  }

  @Test func refusedAddressOfTheLongestDNSNameLengthIsNamedWhole() {
    let authority = String(repeating: "a%00", count: 63) + "a"
    #expect(authority.count == 253)
    #expect(policy.decide(Self.tap("https://\(authority)/")) == .cancelWithError(.hostNotAllowed(authority)))
  }

  @Test func refusedURLWithoutAnAuthorityNamesNoAddress() {
    #expect(policy.decide(Self.tap("https:evil.com")) == .cancelWithError(.hostNotAllowed("")))
    #expect(LoadError.hostNotAllowed("").description == "This address cannot be opened in the app.")
  }

  @Test func requestWithoutURLIsCancelled() {
    #expect(policy.decide(NavigationRequest(url: nil)) == .cancel)
  }

  @Test func defaultPolicyAllowsNoHost() {
    #expect(NavigationPolicy().decide(Self.tap("https://example.com/")) == .cancelWithError(.hostNotAllowed("example.com")))
  }

  @Test func externalSchemesAreMatchedCaseInsensitively() {
    var policy = NavigationPolicy()
    policy.externalSchemes = ["KakaoTalk"]
    #expect(policy.decide(Self.tap("kakaotalk://open")) == .openExternally(URL(string: "kakaotalk://open")!))
  }
}
