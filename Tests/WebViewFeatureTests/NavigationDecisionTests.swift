import Foundation
import Testing
import WebViewFeature

@MainActor
struct NavigationDecisionTests {
  @Test func allowedNavigationIsAllowedExactlyOnce() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(1, NavigationRequest(url: Fixture.article, type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(1, .allow)])
    await h.finish()
  }

  @Test func navigationToOtherHostIsCancelledWithAnError() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(2, NavigationRequest(url: Fixture.evil, type: .linkActivated))) {
      $0.show(.hostNotAllowed("evil.com"))
    }
    #expect(h.web.calls == [.decidePolicy(2, .cancel)])
    await h.finish()
  }

  @Test func navigationToOtherHostGoesToTheOSWhenConfigured() async {
    var configuration = Fixture.configuration()
    configuration.navigation.disallowedHosts = .openExternallyOnTap
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.navigationRequested(2, NavigationRequest(url: Fixture.evil, type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(2, .cancel), .openExternally(Fixture.evil)])
    await h.finish()
  }

  @Test func telLinkTapIsCancelledAndHandedToTheOS() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(3, NavigationRequest(url: Fixture.tel, type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .openExternally(Fixture.tel)])
    await h.finish()
  }

  @Test func scriptedTelNavigationIsCancelledAndDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(3, NavigationRequest(url: Fixture.tel, type: .other)))
    let reason =
      "cancelled: tel: goes to the OS only when the user taps a link in the main frame (this navigation is .other from the main frame)"
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .diagnose(.externalNavigationCancelled(Fixture.tel, reason: reason))])
    await h.finish()
  }

  @Test func scriptedTelNavigationGoesToTheOSWhenAnyMainFrameNavigationMay() async {
    var configuration = Fixture.configuration()
    configuration.navigation.externalSchemeTrigger = .anyMainFrameNavigation
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.navigationRequested(3, NavigationRequest(url: Fixture.tel, type: .other)))
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .openExternally(Fixture.tel)])
    await h.finish()
  }

  @Test func telFromAnIframeIsCancelledAndDiagnosedWhenAnyMainFrameNavigationMay() async {
    var configuration = Fixture.configuration()
    configuration.navigation.externalSchemeTrigger = .anyMainFrameNavigation
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    let request = NavigationRequest(url: Fixture.tel, type: .other, target: .mainFrame, isFromMainFrame: false)
    await h.send(.navigationRequested(3, request))
    let reason =
      "cancelled: tel: goes to the OS only from the main frame, never into an iframe (this navigation is .other from an iframe, for the main frame)"
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .diagnose(.externalNavigationCancelled(Fixture.tel, reason: reason))])
    await h.finish()
  }

  @Test func tappedLinkToAnUnlistedSchemeIsCancelledAndDiagnosed() async {
    let h = Harness(Fixture.loadedPage)
    let kakao = Fixture.url("kakaotalk://open?chat=1")
    await h.send(.navigationRequested(3, NavigationRequest(url: kakao, type: .linkActivated)))
    let reason = "cancelled: kakaotalk: is neither a web scheme nor one of the external schemes"
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .diagnose(.externalNavigationCancelled(kakao, reason: reason))])
    await h.finish()
  }

  @Test func scriptedWindowOpenOfTelIsDiagnosedWithoutADecision() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.tel, type: .other)))
    let reason =
      "cancelled: tel: goes to the OS only when the user taps a link in the main frame (this navigation is .other from the main frame)"
    #expect(h.web.calls == [.diagnose(.externalNavigationCancelled(Fixture.tel, reason: reason))])
    await h.finish()
  }

  @Test func cancelledWebNavigationIsNotDiagnosedAsExternal() async {
    let h = Harness(Fixture.loadedPage)
    let iframe = NavigationRequest(url: Fixture.evil, type: .other, target: .subframe, isFromMainFrame: false)
    await h.send(.navigationRequested(3, iframe))
    #expect(h.web.calls == [.decidePolicy(3, .cancel)])
    await h.finish()
  }

  @Test func javascriptURLIsCancelledAndNeverReachesTheOS() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.navigationRequested(4, NavigationRequest(url: Fixture.url("javascript:alert(1)"), type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(4, .cancel)])
    await h.finish()
  }

  @Test func newWindowNavigationToAllowedHostBecomesURLToOpen() async {
    let h = Harness(Fixture.loadedPage)
    let request = NavigationRequest(url: Fixture.login, type: .linkActivated, target: .newWindow)
    await h.send(.navigationRequested(5, request)) { $0.urlToOpen = Fixture.login }
    #expect(h.web.calls == [.decidePolicy(5, .cancel)])
    await h.finish()
  }

  @Test func windowOpenToAllowedHostSetsURLToOpenWithoutADecision() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.login))) { $0.urlToOpen = Fixture.login }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func windowOpenIsJudgedAsANewWindowWhateverTargetTheHostPassed() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.url("about:blank"), target: .mainFrame)))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func windowOpenToOtherHostShowsAnError() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.evil))) { $0.show(.hostNotAllowed("evil.com")) }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func windowOpenOfAMailtoLinkTapGoesToTheOS() async {
    let h = Harness(Fixture.loadedPage)
    let mail = Fixture.url("mailto:help@example.com")
    await h.send(.windowOpenRequested(NavigationRequest(url: mail, type: .linkActivated)))
    #expect(h.web.calls == [.openExternally(mail)])
    await h.finish()
  }

  @Test func presentedURLToOpenIsConsumed() async {
    var state = Fixture.loadedPage
    state.urlToOpen = Fixture.login
    let h = Harness(state)
    await h.send(.urlToOpenPresented) { $0.urlToOpen = nil }
    await h.finish()
  }

  @Test func windowCloseRequestClosesTheScreen() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowCloseRequested)
    #expect(h.web.calls == [.closeScreen])
    await h.finish()
  }
}
