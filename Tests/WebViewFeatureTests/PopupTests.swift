import Foundation
import StoreRuntime
import Testing
import WebViewFeature

/// Windows the page opens become what `PopupPolicy` says: a new screen through the navigation
/// policy (the default), a child web view the screen shows over itself, or nothing.
@MainActor
struct PopupTests {
  static let checkout = Fixture.url("https://pay.example.net/checkout?order=7")
  static let bank = Fixture.url("https://secure.bank.example/auth")
  static let paymentApp = Fixture.url("ispmobile://pay?order=7")

  static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.popups = PopupPolicy(emptyWindows: .childWebView, childWebViewHosts: HostAllowList(["pay.example.net"]))
    configuration.navigation.externalSchemes.insert("ispmobile")
    configuration.navigation.externalSchemeTrigger = .anyMainFrameNavigation
    return configuration
  }

  static var pageWithPopup: State {
    var state = Fixture.loadedPage
    state.popup = Popup()
    return state
  }

  @Test func anEmptyWindowOpensAChildWebView() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.windowOpenRequested(NavigationRequest(url: nil, target: .newWindow))) { $0.popup = Popup() }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func anAboutBlankWindowIsAnEmptyOne() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.url("about:blank#pay"), target: .newWindow))) {
      $0.popup = Popup()
    }
    await h.finish()
  }

  @Test func aWindowToAListedHostOpensAChildWebView() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.windowOpenRequested(NavigationRequest(url: Self.checkout, type: .linkActivated, target: .newWindow))) {
      $0.popup = Popup()
    }
    await h.finish()
  }

  @Test func anyOtherWindowStillOpensANewScreen() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.article, type: .linkActivated, target: .newWindow))) {
      $0.urlToOpen = Fixture.article
    }
    await h.finish()
  }

  @Test func theDefaultPolicyCancelsAnEmptyWindowAsBefore() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.windowOpenRequested(NavigationRequest(url: nil, target: .newWindow)))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func aCancellingPolicyOpensNothing() async {
    var configuration = Fixture.configuration()
    configuration.popups = PopupPolicy(emptyWindows: .childWebView, otherWindows: .cancel)
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(.windowOpenRequested(NavigationRequest(url: Fixture.article, type: .linkActivated, target: .newWindow)))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func aSecondWindowDoesNotStackOverTheFirst() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupLoadCommitted(Self.checkout)) { $0.popup?.url = Self.checkout }
    await h.send(.windowOpenRequested(NavigationRequest(url: nil, target: .newWindow)))
    await h.finish()
  }

  @Test func anIdentityProvidersWindowIsHandedOffNotOpened() async {
    var configuration = Self.configuration
    configuration.signIn = SignInPolicy(identityProviders: HostAllowList(["pay.example.net"]))
    let h = Harness(Fixture.loadedPage, configuration: configuration, signIn: SignInClient { _, _ in .cancelled })
    await h.send(.windowOpenRequested(NavigationRequest(url: Self.checkout, target: .newWindow)))
    await h.receive(.signInFinished(.cancelled))
    await h.receive(.delegate(.signInFinished(.cancelled)))
    await h.finish()
  }

  @Test func theChildBrowsesAnyWebHost() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupNavigationRequested(1, NavigationRequest(url: Self.bank, type: .formSubmitted)))
    await h.send(.popupNavigationRequested(2, NavigationRequest(url: Fixture.url("http://pay.example.net/"), type: .other)))
    #expect(h.web.calls == [.decidePolicy(1, .allow), .decidePolicy(2, .allow)])
    await h.finish()
  }

  @Test func theChildHandsAListedAppSchemeToTheSystem() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupNavigationRequested(3, NavigationRequest(url: Self.paymentApp, type: .other)))
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .openExternally(Self.paymentApp)])
    await h.finish()
  }

  @Test func theChildCannotRunScriptURLs() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupNavigationRequested(4, NavigationRequest(url: Fixture.url("javascript:alert(1)"), type: .linkActivated)))
    #expect(h.web.calls == [.decidePolicy(4, .cancel)])
    await h.finish()
  }

  @Test func aChildTheScreenNoLongerShowsNavigatesNowhere() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.popupNavigationRequested(5, NavigationRequest(url: Self.bank)))
    #expect(h.web.calls == [.decidePolicy(5, .cancel)])
    await h.finish()
  }

  @Test func aCommitInTheChildNamesItsPage() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupLoadCommitted(Self.bank)) { $0.popup = Popup(url: Self.bank) }
    await h.finish()
  }

  @Test func aCommitAfterTheChildClosedChangesNothing() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.popupLoadCommitted(Self.bank))
    await h.finish()
  }

  @Test func closingTheChildRemovesIt() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.popupClosed) { $0.popup = nil }
    await h.finish()
  }

  @Test func closingTheScreenClosesTheChild() async {
    let h = Harness(Self.pageWithPopup, configuration: Self.configuration)
    await h.send(.screenClosed) {
      $0.isClosed = true
      $0.popup = nil
    }
    await h.finish()
  }

  @Test func aPolicyRoundTrips() throws {
    let policy = Self.configuration.popups
    #expect(try JSONDecoder().decode(PopupPolicy.self, from: JSONEncoder().encode(policy)) == policy)
  }

  @Test(arguments: ["ftp://pay.example.net/", "https://pay.example.net.evil.com/", "data:text/html,hi"])
  func onlyWebPagesOfListedHostsOpenAsChildren(url: String) {
    #expect(Self.configuration.popups.decide(NavigationRequest(url: Fixture.url(url), target: .newWindow)) == .newScreen)
  }
}
