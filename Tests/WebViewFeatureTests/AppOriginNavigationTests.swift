import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// The navigation policy's rules for the app's own origins (`app://localhost`, bundled pages
/// served by the app's scheme handler), and the lines the replay timeline gives them.
@MainActor struct AppOriginNavigationTests {
  private let policy = NavigationPolicy(allowedHosts: HostAllowList(["example.com"]), appOrigins: [.app])

  private static func request(_ url: String, _ target: NavigationTarget = .mainFrame, type: NavigationType = .linkActivated)
    -> NavigationRequest
  {
    NavigationRequest(url: URL(string: url), type: type, target: target, isFromMainFrame: true)
  }

  @Test(arguments: ["app://localhost/", "app://localhost/index.html", "APP://localhost/a/b?c#d"])
  func aPageOfAnAppOriginLoadsInTheMainFrame(_ url: String) {
    #expect(policy.decide(Self.request(url)) == .allow)
  }

  @Test func aPageOfAnAppOriginLoadsInAnIframe() {
    #expect(policy.decide(Self.request("app://localhost/frame.html", .subframe, type: .other)) == .allow)
  }

  @Test func aNewWindowOfAnAppOriginOpensAsANewScreen() {
    let url = URL(string: "app://localhost/help.html")!
    #expect(policy.decide(Self.request(url.absoluteString, .newWindow)) == .openInApp(url))
  }

  @Test(arguments: ["app://evil.com/", "app://localhost:8080/", "app://LocalHost/"])
  func anotherHostOfTheSchemeIsRefusedWithAnError(_ url: String) {
    guard case .cancelWithError(.hostNotAllowed) = policy.decide(Self.request(url)) else {
      Issue.record("\(url) was not refused with hostNotAllowed: \(policy.decide(Self.request(url)))")
      return
    }
    guard case .cancelWithError(.hostNotAllowed) = policy.decide(Self.request(url, .newWindow)) else {
      Issue.record("\(url) in a new window was not refused with hostNotAllowed")
      return
    }
    #expect(policy.decide(Self.request(url, .subframe, type: .other)) == .cancel)
  }

  @Test func theAppsSchemeNeverReachesTheOSEvenWhenListedAsExternal() {
    var policy = policy
    policy.externalSchemes.insert("app")
    #expect(policy.decide(Self.request("app://elsewhere/")) != .openExternally(URL(string: "app://elsewhere/")!))
  }

  @Test func withoutAppOriginsTheSchemeIsAnUnknownOneAndCancelled() {
    #expect(NavigationPolicy().decide(Self.request("app://localhost/")) == .cancel)
  }

  @Test func aBlobOfAnAppOriginLoadsWhereItsPageMay() {
    #expect(policy.decide(Self.request("blob:app://localhost/6f0c", type: .other)) == .allow)
    #expect(policy.decide(Self.request("blob:app://evil.com/6f0c", type: .other)) == .cancel)
    #expect(NavigationPolicy().decide(Self.request("blob:app://localhost/6f0c", type: .other)) == .cancel)
  }

  @Test func theTimelineSaysWhichRuleDecided() {
    #expect(policy.reason(for: Self.request("app://localhost/")) == "allowed: app://localhost is one of the app's own origins (appOrigins)")
    #expect(
      policy.reason(for: Self.request("app://localhost/x", .newWindow))
        == "opened in the app: app://localhost is one of the app's own origins (appOrigins); a new window opens as a new screen")
    #expect(
      policy.reason(for: Self.request("app://evil.com:81/"))
        == "cancelled with an error: app: is the scheme of the app's own origins, and app://evil.com:81 is not one of appOrigins")
  }

  @Test func theScreenLoadsABundledPageAndAsksNothingElse() async {
    var configuration = Fixture.configuration()
    configuration.navigation.appOrigins = [.app]
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.navigationRequested(3, Self.request("app://localhost/index.html")))
    #expect(h.web.calls == [.decidePolicy(3, .allow)])
    await h.finish()
  }

  @Test func appOriginsRoundTripAndDefaultToNone() throws {
    #expect(try JSONDecoder().decode(NavigationPolicy.self, from: JSONEncoder().encode(policy)) == policy)
    #expect(try JSONDecoder().decode(NavigationPolicy.self, from: Data("{}".utf8)).appOrigins == [])
  }
}
