import Foundation
import Testing
import WebViewFeature

@testable import webview_replay

/// The timeline's `policy:` line for windows and the child window says which policy decided.
struct DecisionExplainerTests {
  static let explainer: DecisionExplainer = {
    var configuration = WebViewFeature.Configuration(navigation: NavigationPolicy(allowedHosts: HostAllowList(["app.example.com"])))
    configuration.popups = PopupPolicy(emptyWindows: .childWebView, childWebViewHosts: HostAllowList(["pay.example.net"]), otherWindows: .newScreen)
    return DecisionExplainer(configuration: configuration)
  }()

  @Test func anEmptyWindowIsExplainedByThePopupPolicy() {
    #expect(
      Self.explainer.explain(.windowOpenRequested(NavigationRequest(url: nil)))
        == "a child web view: the popup policy opens this window over the screen")
  }

  @Test func anotherWindowIsExplainedByTheNavigationPolicy() {
    let request = NavigationRequest(url: URL(string: "https://evil.com/")!, target: .newWindow)
    #expect(Self.explainer.explain(.windowOpenRequested(request)) == Self.explainer.configuration.navigation.reason(for: request))
  }

  @Test func aCancelledWindowSaysSo() {
    var configuration = WebViewFeature.Configuration()
    configuration.popups = PopupPolicy(otherWindows: .cancel)
    let explainer = DecisionExplainer(configuration: configuration)
    #expect(
      explainer.explain(.windowOpenRequested(NavigationRequest(url: URL(string: "https://app.example.com/")!)))
        == "cancelled: the popup policy opens no such window")
  }

  @Test func theChildsWebNavigationIsAllowedAsABrowsersWouldBe() {
    #expect(
      Self.explainer.explain(.popupNavigationRequested(1, NavigationRequest(url: URL(string: "https://bank.example/")!)))
        == "allowed: a child window browses the web")
  }

  @Test func theChildsOtherNavigationIsExplainedByTheNavigationPolicy() {
    let request = NavigationRequest(url: URL(string: "javascript:alert(1)")!)
    #expect(Self.explainer.explain(.popupNavigationRequested(2, request)) == "cancelled: javascript: URLs never load and never reach the OS")
  }
}
