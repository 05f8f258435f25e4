import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature

@testable import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `didReceive challenge`: the kit answers every challenge exactly once. A server's certificate
/// gets the system's evaluation without the reducer; a server's request for a password becomes a
/// sign-in panel whose answer reaches WebKit as a credential for this session.
@MainActor
@Suite struct ChallengeTests {
  private static var configuration: WebViewFeature.Configuration {
    var configuration = Screen.configuration
    configuration.credentials = CredentialPolicy(askedHosts: HostAllowList(["intranet.example.com"]))
    return configuration
  }

  private static func challenge(
    _ method: String, host: String = "intranet.example.com", protocol scheme: String = "https", proxy: Bool = false, failures: Int = 0
  ) -> URLAuthenticationChallenge {
    let space =
      proxy
      ? URLProtectionSpace(proxyHost: host, port: 8080, type: NSURLProtectionSpaceHTTPSProxy, realm: "Proxy", authenticationMethod: method)
      : URLProtectionSpace(host: host, port: 443, protocol: scheme, realm: "Staff", authenticationMethod: method)
    return WebViewHost.handlerAnsweredChallenge(space, previousFailureCount: failures)
  }

  /// Linux's Foundation declares the server trust and client certificate constants unavailable;
  /// anything that is not Basic, Digest or a client certificate takes this way, so their names
  /// stand in for them.
  @Test(arguments: ["NSURLAuthenticationMethodServerTrust", "NSURLAuthenticationMethodNTLM", "NSURLAuthenticationMethodNegotiate"])
  func aChallengeThatIsNoPasswordGetsTheSystemsHandlingAtOnce(_ method: String) {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(to: Self.challenge(method), completionHandler: answers.record)
    #expect(answers.values == ["performDefaultHandling"])
    #expect(screen.store.state.dialogs.isEmpty)
  }

  @Test func aProxysRequestGetsTheSystemsHandling() {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(to: Self.challenge(NSURLAuthenticationMethodHTTPBasic, proxy: true), completionHandler: answers.record)
    #expect(answers.values == ["performDefaultHandling"])
  }

  @Test func aPasswordRequestIsAPanelAndItsAnswerACredentialForTheSession() async {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(to: Self.challenge(NSURLAuthenticationMethodHTTPDigest, failures: 1), completionHandler: answers.record)
    let request = AuthenticationRequest(
      host: "intranet.example.com", port: 443, realm: "Staff", method: .digest, isSecure: true, previousFailureCount: 1)
    #expect(screen.store.state.dialogs.map(\.kind) == [.credentials(request)])
    #expect(answers.values.isEmpty)
    screen.store.send(.dialogAnswered(1, .credentialsProvided(Credentials(user: "mina", password: "pw"))))
    await settle()
    await screen.host.webViewClient.completeDialog(1, .credentialsProvided(nil))
    #expect(answers.values == ["useCredential mina:pw forSession"])
  }

  @Test func aCancelledSignInCancelsTheChallenge() async {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(to: Self.challenge(NSURLAuthenticationMethodHTTPBasic), completionHandler: answers.record)
    screen.store.send(.dialogAnswered(1, .credentialsProvided(nil)))
    await settle()
    #expect(answers.values == ["cancelAuthenticationChallenge"])
  }

  /// An unlisted host, and a listed one over cleartext.
  @Test(arguments: [("evil.com", "https"), ("intranet.example.com", "http")])
  func aRequestThePolicyDoesNotAskAboutIsCancelledWithoutAPanel(_ host: String, _ scheme: String) async {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(
      to: Self.challenge(NSURLAuthenticationMethodHTTPBasic, host: host, protocol: scheme), completionHandler: answers.record)
    await settle()
    #expect(answers.values == ["cancelAuthenticationChallenge"])
    #expect(screen.store.state.dialogs.isEmpty)
  }

  @Test func tearingDownCancelsTheSignInStillOpen() {
    let screen = Screen(configuration: Self.configuration)
    let answers = Answered()
    screen.host.respond(to: Self.challenge(NSURLAuthenticationMethodHTTPBasic), completionHandler: answers.record)
    screen.host.tearDown()
    #expect(answers.values == ["cancelAuthenticationChallenge"])
  }
}

/// The answers a challenge's completion handler got, as text.
@MainActor
private final class Answered {
  private(set) var values: [String] = []

  var record: @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void {
    { disposition, credential in
      let name: String =
        switch disposition {
        case .useCredential: "useCredential"
        case .performDefaultHandling: "performDefaultHandling"
        case .cancelAuthenticationChallenge: "cancelAuthenticationChallenge"
        case .rejectProtectionSpace: "rejectProtectionSpace"
        @unknown default: "unknown"
        }
      let detail = credential.map { " \($0.user ?? ""):\($0.password ?? "") \($0.persistence == .forSession ? "forSession" : "other")" } ?? ""
      self.values.append(name + detail)
    }
  }
}

/// A server's request for a client certificate: answered at once with the app's identity for a
/// host the policy lists, by the system otherwise; never shown to the user.
@MainActor
@Suite struct ClientCertificateTests {
  private static let method = "NSURLAuthenticationMethodClientCertificate"
  private static let identity = URLCredential(user: "device-7", password: "", persistence: .forSession)

  private static func screen(listing hosts: [String] = ["intranet.example.com"]) -> Screen {
    var configuration = Screen.configuration
    configuration.credentials = CredentialPolicy(clientCertificateHosts: HostAllowList(hosts))
    return Screen(configuration: configuration)
  }

  private static func challenge(host: String = "intranet.example.com", protocol scheme: String = "https") -> URLAuthenticationChallenge {
    WebViewHost.handlerAnsweredChallenge(
      URLProtectionSpace(host: host, port: 443, protocol: scheme, realm: nil, authenticationMethod: method), previousFailureCount: 0)
  }

  @Test func aListedServerGetsTheAppsIdentityOnce() async {
    let screen = Self.screen()
    var asked: [String] = []
    screen.host.clientIdentity = { host in
      asked.append(host)
      return Self.identity
    }
    let answers = Answered()
    screen.host.respond(to: Self.challenge(), completionHandler: answers.record)
    await settle()
    #expect(answers.values == ["useCredential device-7: forSession"])
    #expect(asked == ["intranet.example.com"])
    #expect(screen.store.state.dialogs.isEmpty)
    #expect(screen.host.pendingHandlerCount == 0)
  }

  @Test(arguments: [("evil.com", "https"), ("intranet.example.com", "http")])
  func anotherServerIsLeftToTheSystemWithoutAskingTheApp(_ host: String, _ scheme: String) async {
    let screen = Self.screen()
    var asked = false
    screen.host.clientIdentity = { _ in
      asked = true
      return Self.identity
    }
    let answers = Answered()
    screen.host.respond(to: Self.challenge(host: host, protocol: scheme), completionHandler: answers.record)
    await settle()
    #expect(answers.values == ["performDefaultHandling"])
    #expect(!asked)
  }

  @Test func aListedServerTheAppHasNoIdentityForIsLeftToTheSystemAndReported() async {
    let screen = Self.screen()
    screen.host.clientIdentity = { _ in nil }
    let answers = Answered()
    screen.host.respond(to: Self.challenge(), completionHandler: answers.record)
    await settle()
    #expect(answers.values == ["performDefaultHandling"])
    #expect(screen.diagnostics.contains(.clientIdentityMissing(host: "intranet.example.com")))
  }

  @Test func tearingDownLeavesTheOpenRequestToTheSystem() {
    let screen = Self.screen()
    screen.host.clientIdentity = { _ in Self.identity }
    let answers = Answered()
    screen.host.respond(to: Self.challenge(), completionHandler: answers.record)
    screen.host.tearDown()
    #expect(answers.values == ["performDefaultHandling"])
  }
}
