import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `didReceive challenge` as WebKit asks it of the screen's web view, a child window and a
  /// `WebPage`: exactly one answer each, a certificate left to the system, a password to the
  /// screen's sign-in panel.
  @MainActor
  @Suite struct ChallengeTests {
    private static var screen: WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.credentials = CredentialPolicy(
        askedHosts: HostAllowList(["intranet.example.com"]), clientCertificateHosts: HostAllowList(["intranet.example.com"]))
      configuration.popups = PopupPolicy(emptyWindows: .childWebView)
      return configuration
    }

    /// The values of Foundation's constants (Linux's Foundation marks the server trust one
    /// unavailable).
    private static func challenge(_ method: String, host: String = "intranet.example.com") -> URLAuthenticationChallenge {
      WebViewHost.handlerAnsweredChallenge(
        URLProtectionSpace(host: host, port: 443, protocol: "https", realm: "Staff", authenticationMethod: method), previousFailureCount: 0)
    }

    @Test func aServersCertificateIsLeftToTheSystem() {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      let answers = page.webView.challenge(Self.challenge("NSURLAuthenticationMethodServerTrust"))
      #expect(answers.values.map(\.disposition) == [.performDefaultHandling])
      #expect(answers.value?.credential == nil)
      #expect(!answers.answeredByWebKitDefault)
    }

    @Test func aPasswordIsAskedAndAnsweredOnceWithACredentialForTheSession() async throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      let answers = page.webView.challenge(Self.challenge(NSURLAuthenticationMethodHTTPBasic))
      #expect(page.store.state.dialogs.count == 1)
      let id = try #require(page.store.state.dialogs.first?.id)
      page.store.send(.dialogAnswered(id, .credentialsProvided(Credentials(user: "mina", password: "pw"))))
      try await waitUntil("the answer") { answers.value != nil }
      #expect(answers.values.map(\.disposition) == [.useCredential])
      #expect(answers.value?.credential?.user == "mina")
      #expect(answers.value?.credential?.password == "pw")
      #expect(answers.value?.credential?.persistence == .forSession)
    }

    @Test func anUnlistedHostIsCancelledWithoutAPanel() async throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      let answers = page.webView.challenge(Self.challenge(NSURLAuthenticationMethodHTTPBasic, host: "evil.com"))
      try await waitUntil("the answer") { answers.value != nil }
      #expect(answers.values.map(\.disposition) == [.cancelAuthenticationChallenge])
      #expect(page.store.state.dialogs.isEmpty)
    }

    @Test func tearingDownCancelsAnOpenSignIn() {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      let answers = page.webView.challenge(Self.challenge(NSURLAuthenticationMethodHTTPDigest))
      page.coordinator?.tearDown()
      #expect(answers.values.map(\.disposition) == [.cancelAuthenticationChallenge])
    }

    @Test func aChildWindowsChallengeIsAnsweredTheSameWay() throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      let child = try #require(page.webView.openWindow(for: PopupTests.emptyWindow()))
      let answers = child.challenge(Self.challenge("NSURLAuthenticationMethodServerTrust"))
      #expect(answers.values.map(\.disposition) == [.performDefaultHandling])
      let password = child.challenge(Self.challenge(NSURLAuthenticationMethodHTTPBasic))
      #expect(page.store.state.dialogs.count == 1)
      page.coordinator?.tearDown()
      #expect(password.values.map(\.disposition) == [.cancelAuthenticationChallenge])
    }

    @Test func withoutADelegateWebKitRejectsTheProtectionSpace() {
      let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
      let answers = webView.challenge(Self.challenge(NSURLAuthenticationMethodHTTPBasic))
      #expect(answers.answeredByWebKitDefault)
      #expect(answers.values.map(\.disposition) == [.rejectProtectionSpace])
    }

    @Test func aWebPagesChallengesAreAnsweredByThePolicy() async {
      let model = Page.pageModel(Self.screen)
      let coordinator = WebPageCoordinator(host: model.host) {}
      coordinator.connect(to: model.store)
      defer { coordinator.tearDown() }
      #expect(await coordinator.page.challenge(Self.challenge("NSURLAuthenticationMethodServerTrust")).disposition == .performDefaultHandling)
      #expect(
        await coordinator.page.challenge(Self.challenge(NSURLAuthenticationMethodHTTPBasic, host: "evil.com")).disposition
          == .cancelAuthenticationChallenge)
    }

    @Test func aClientCertificateIsAnsweredWithTheAppsIdentityForAListedServer() async throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      defer { page.coordinator?.tearDown() }
      page.coordinator?.host.clientIdentity = { _ in URLCredential(user: "device-7", password: "", persistence: .forSession) }
      let listed = page.webView.challenge(Self.challenge("NSURLAuthenticationMethodClientCertificate"))
      let other = page.webView.challenge(Self.challenge("NSURLAuthenticationMethodClientCertificate", host: "evil.com"))
      try await waitUntil("both answers") { listed.value != nil && other.value != nil }
      #expect(listed.values.map(\.disposition) == [.useCredential])
      #expect(listed.value?.credential?.user == "device-7")
      #expect(other.values.map(\.disposition) == [.performDefaultHandling])
      #expect(page.store.state.dialogs.isEmpty)
    }
  }
}
