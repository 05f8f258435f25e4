import Foundation
import Testing
import WebViewFeature

/// `NavigationPolicy.reason(for:)` explains decisions in the replay; it starts with the outcome
/// `decide` gives, for every kind of request, so the two cannot drift apart unnoticed.
struct PolicyReasonTests {
  static let policies = [
    NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
    NavigationPolicy(
      allowedHosts: HostAllowList(["example.com"]), disallowedHosts: .openExternallyOnTap, subframeHosts: .anyHost,
      allowsLocalFiles: true),
  ]

  static let urls = [
    "https://app.example.com/", "https://evil.com/", "tel:+1-555", "mailto:a@b.c", "kakaotalk://x", "javascript:alert(1)",
    "data:text/html,x", "about:blank", "about:config", "blob:https://app.example.com/1", "blob:https://evil.com/1",
    "file:///index.html", "http://example.com.evil.com/",
  ]

  static var requests: [NavigationRequest] {
    var requests = [NavigationRequest(url: nil)]
    for url in urls {
      for type in NavigationType.allCases {
        for target in [NavigationTarget.mainFrame, .subframe, .newWindow] {
          for isFromMainFrame in [true, false] {
            requests.append(NavigationRequest(url: URL(string: url)!, type: type, target: target, isFromMainFrame: isFromMainFrame))
          }
        }
      }
    }
    return requests
  }

  private static func outcome(_ decision: NavigationDecision) -> String {
    switch decision {
    case .allow: "allowed:"
    case .cancel: "cancelled:"
    case .openExternally: "handed to the OS:"
    case .openInApp: "opened in the app:"
    case .cancelWithError: "cancelled with an error:"
    }
  }

  @Test(arguments: policies)
  func everyRequestsReasonStartsWithItsDecision(policy: NavigationPolicy) {
    for request in Self.requests {
      let reason = policy.reason(for: request)
      #expect(reason.hasPrefix(Self.outcome(policy.decide(request))), "\(request): \(reason)")
    }
  }

  @Test func aScriptedTelLinkIsExplainedByTheMissingTap() {
    let request = NavigationRequest(url: URL(string: "tel:+1-555")!, type: .other)
    #expect(
      Self.policies[0].reason(for: request)
        == "cancelled: tel: goes to the OS only when the user taps a link in the main frame (this navigation is .other from the main frame)")
  }

  @Test func aScriptedTelLinkIsExplainedByTheSettingWhenAnyMainFrameNavigationMay() {
    var policy = Self.policies[0]
    policy.externalSchemeTrigger = .anyMainFrameNavigation
    let request = NavigationRequest(url: URL(string: "tel:+1-555")!, type: .other)
    #expect(
      policy.reason(for: request)
        == "handed to the OS: tel: is an external scheme and the main frame asked (externalSchemeTrigger: anyMainFrameNavigation)")
  }

  @Test func aTelLinkInAnIframeIsExplainedByItsTargetWhenAnyMainFrameNavigationMay() {
    var policy = Self.policies[0]
    policy.externalSchemeTrigger = .anyMainFrameNavigation
    let request = NavigationRequest(url: URL(string: "tel:+1-555")!, type: .linkActivated, target: .subframe)
    #expect(
      policy.reason(for: request)
        == "cancelled: tel: goes to the OS only from the main frame, never into an iframe (this navigation is .linkActivated from the main frame, for an iframe)"
    )
  }

  @Test func aHostThePolicyCannotReadIsNamedAsWrittenNotAsFoundationReadsIt() {
    let request = NavigationRequest(url: URL(string: #"https://evil.com\@example.com/"#)!, type: .linkActivated)
    #expect(
      Self.policies[0].reason(for: request)
        == "cancelled with an error: evil.com%5C@example.com is not an allowed host (disallowedHosts: showError)")
  }

  @Test func anIframeToAnotherHostIsExplainedBySubframeHosts() {
    let request = NavigationRequest(url: URL(string: "https://video.example.net/embed")!, target: .subframe)
    #expect(
      Self.policies[0].reason(for: request)
        == "cancelled: an iframe may load only allowed hosts, and video.example.net is not one")
    #expect(Self.policies[1].reason(for: request) == "allowed: iframes may load any host (subframeHosts: anyHost)")
  }

  @Test func aTappedLinkToAnotherHostUnderShowErrorNamesThatSetting() {
    let request = NavigationRequest(url: URL(string: "https://partner.example.net/deal")!, type: .linkActivated)
    #expect(
      Self.policies[0].reason(for: request)
        == "cancelled with an error: partner.example.net is not an allowed host (disallowedHosts: showError)")
  }

  @Test func aTappedLinkToAnotherHostNamesTheHostAndTheSetting() {
    let request = NavigationRequest(url: URL(string: "https://partner.example.net/deal")!, type: .linkActivated)
    #expect(
      Self.policies[1].reason(for: request)
        == "handed to the OS: partner.example.net is not an allowed host and the user tapped the link (disallowedHosts: openExternallyOnTap)")
  }

  @Test(
    arguments: [
      (NavigationResponse(url: nil, isForMainFrame: true, statusCode: 404), "cancelled with an error"),
      (
        NavigationResponse(url: nil, isForMainFrame: false, statusCode: 200, mimeType: "x/y", canShowMIMEType: false),
        "cancelled: the web view cannot show x/y (iframe)"
      ),
      (NavigationResponse(url: nil, isForMainFrame: true, statusCode: 200), "allowed: status 200"),
    ] as [(NavigationResponse, String)])
  func responseReasonStartsWithItsDecision(response: NavigationResponse, prefix: String) {
    #expect(Self.policies[0].reason(for: response).hasPrefix(prefix))
  }

  @Test func theLowestErrorStatusIsExplainedByItsStatus() {
    let response = NavigationResponse(url: nil, isForMainFrame: true, statusCode: 400)
    #expect(Self.policies[0].reason(for: response) == "cancelled with an error: HTTP status 400 in the main frame")
  }

  @Test func anAboutPageIsExplainedByItsTarget() {
    let window = NavigationRequest(url: URL(string: "about:blank")!, type: .other, target: .newWindow)
    let config = NavigationRequest(url: URL(string: "about:config")!, type: .linkActivated)
    #expect(Self.policies[0].reason(for: window) == "cancelled: a new window never opens an about: page")
    #expect(Self.policies[0].reason(for: config) == "cancelled: only about:blank and about:srcdoc (empty documents) load")
  }
}
