import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

/// When the kit connects, it checks the screen against the app's `WKAppBoundDomains`: WebKit
/// would otherwise break the bridge, or refuse the pages, without a word.
@MainActor
@Suite struct AppBoundDomainsTests {
  /// A screen connected with `appBoundDomains`, and the issues its connection reported.
  static func connect(
    _ configuration: WebViewFeature.Configuration = Screen.configuration, appBoundDomains: [String]?
  ) -> (Screen, [ReportedIssue]) {
    let issues = LockIsolated<[ReportedIssue]>([])
    let screen = IssueReporting.$taskReporter.withValue({ issue in issues.withValue { $0.append(issue) } }) {
      Screen(configuration: configuration, appBoundDomains: appBoundDomains)
    }
    return (screen, issues.value)
  }

  static func limiting(_ configuration: WebViewFeature.Configuration = Screen.configuration) -> WebViewFeature.Configuration {
    var configuration = configuration
    configuration.webView.limitsNavigationsToAppBoundDomains = true
    return configuration
  }

  @Test func anAppThatListsAppBoundDomainsOnAScreenThatDoesNotLimitItselfIsToldTheBridgeCannotWork() {
    let (screen, issues) = Self.connect(appBoundDomains: ["example.com"])
    #expect(screen.diagnostics == [.appBoundDomainsNotLimited(["example.com"])])
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("configuration.webView.limitsNavigationsToAppBoundDomains = true") == true)
  }

  @Test func aScreenThatLimitsItselfInAnAppWithoutAppBoundDomainsIsReported() {
    let (screen, issues) = Self.connect(Self.limiting(), appBoundDomains: nil)
    #expect(screen.diagnostics == [.appBoundDomainsMissing])
    #expect(issues.first?.message.contains("lists no WKAppBoundDomains") == true)
  }

  @Test func theScreensHostPatternsOutsideTheAppBoundDomainsAreNamedOnceInOrder() {
    var configuration = Self.limiting()
    configuration.navigation.allowedHosts = HostAllowList(["example.com", "*.cdn.partner.net", "not a host", "pay.example.com"])
    configuration.bridge.trustedOrigins = HostAllowList(["example.com", "*.cdn.partner.net"])
    configuration.sessionOrigins = .hosts(HostAllowList(["accounts.other.org"]))
    let (screen, issues) = Self.connect(configuration, appBoundDomains: ["example.com"])
    #expect(screen.diagnostics == [.notAppBound(["*.cdn.partner.net", "accounts.other.org"])])
    #expect(issues.first?.message.contains("do not cover *.cdn.partner.net, accounts.other.org") == true)
  }

  @Test func anApexIsOutsideTheAppBoundDomainsWhenOnlyASubdomainIsListed() {
    var configuration = Self.limiting()
    configuration.navigation.allowedHosts = HostAllowList(["example.com"])
    configuration.bridge.trustedOrigins = HostAllowList(["www.example.com"])
    let (screen, issues) = Self.connect(configuration, appBoundDomains: ["www.example.com"])
    #expect(screen.diagnostics == [.notAppBound(["example.com"])])
    #expect(issues.count == 1)
  }

  @Test func aScreenWithinItsAppBoundDomainsConnectsWithoutAWord() {
    var configuration = Self.limiting()
    configuration.navigation.allowedHosts = HostAllowList(["www.example.com", "*.partner.net", "partner.net"])
    configuration.bridge.cleartextOrigins = HostAllowList(["dev.partner.net"])
    let (screen, issues) = Self.connect(configuration, appBoundDomains: ["Example.COM.", "partner.net"])
    #expect(screen.diagnostics == [.cleartextOriginsTrusted(["dev.partner.net"])])
    #expect(issues.isEmpty)
  }

  @Test func anAppWithoutAppBoundDomainsOnAScreenThatDoesNotLimitItselfHearsNothing() {
    let (screen, issues) = Self.connect(appBoundDomains: nil)
    #expect(screen.diagnostics.isEmpty)
    #expect(issues.isEmpty)
  }
}
