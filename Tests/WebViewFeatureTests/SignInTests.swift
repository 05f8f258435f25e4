import Foundation
import StoreRuntime
import Testing
import WebViewFeature

/// Identity providers' sign-in pages never load in the web view: the navigation is cancelled and
/// the page handed to the app's authentication session, whose outcome comes back as an action.
@MainActor
struct SignInTests {
  static let provider = Fixture.url("https://accounts.idp.example/authorize?client_id=app")
  static let callback = Fixture.url("myapp://signed-in?code=a1")

  static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.signIn = SignInPolicy(identityProviders: HostAllowList(["accounts.idp.example"]), callbackScheme: "myapp")
    return configuration
  }

  /// A session that records what it was asked and ends with `outcome`.
  static func session(_ outcome: SignInOutcome, asked: LockIsolated<[String]>) -> SignInClient {
    SignInClient { url, scheme in
      asked.withValue { $0.append("\(url.absoluteString) \(scheme ?? "-")") }
      return outcome
    }
  }

  @Test func aProvidersPageIsCancelledAndHandedToTheSession() async {
    let asked = LockIsolated<[String]>([])
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration, signIn: Self.session(.callback(Self.callback), asked: asked))
    await h.store.send(.navigationRequested(1, NavigationRequest(url: Self.provider, type: .linkActivated)))
    await h.receive(.signInFinished(.callback(Self.callback)))
    await h.receive(.delegate(.signInFinished(.callback(Self.callback))))
    await h.finish()
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    #expect(asked.value == ["\(Self.provider.absoluteString) myapp"])
  }

  @Test func aNewWindowToAProviderIsHandedOffToo() async {
    let asked = LockIsolated<[String]>([])
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration, signIn: Self.session(.cancelled, asked: asked))
    await h.store.send(.windowOpenRequested(NavigationRequest(url: Self.provider, target: .newWindow)))
    await h.receive(.signInFinished(.cancelled))
    await h.receive(.delegate(.signInFinished(.cancelled)))
    await h.finish()
    #expect(h.web.calls.isEmpty)
    #expect(asked.value.count == 1)
  }

  @Test func aProvidersIframeFollowsTheNavigationPolicy() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.navigationRequested(2, NavigationRequest(url: Self.provider, target: .subframe, isFromMainFrame: false)))
    #expect(h.web.calls == [.decidePolicy(2, .cancel)])
    await h.finish()
  }

  @Test func aNewerHandOffEndsTheOlderSession() async {
    let first = Fixture.url("https://accounts.idp.example/first")
    let callback = Self.callback
    let session = SignInClient { url, _ in
      guard url == first else { return .callback(callback) }
      // The older session waits for its user until its effect is cancelled.
      try? await Task.sleep(for: .seconds(3600))
      return .cancelled
    }
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration, signIn: session)
    await h.store.send(.navigationRequested(3, NavigationRequest(url: first, type: .linkActivated)))
    await h.store.send(.navigationRequested(4, NavigationRequest(url: Self.provider, type: .linkActivated)))
    await h.receive(.signInFinished(.callback(Self.callback)))
    await h.receive(.delegate(.signInFinished(.callback(Self.callback))))
    await h.finish()
    #expect(h.web.calls == [.decidePolicy(3, .cancel), .decidePolicy(4, .cancel)])
  }

  @Test(arguments: ["https://accounts.idp.example.evil.com/", "ftp://accounts.idp.example/", "https://app.example.com/login"])
  func otherPagesAreNotHandedOff(url: String) {
    let policy = Self.configuration.signIn
    #expect(policy.handsOff(NavigationRequest(url: Fixture.url(url))) == nil)
  }

  @Test func anHTTPProviderPageIsHandedOff() {
    let page = Fixture.url("http://accounts.idp.example/authorize")
    #expect(Self.configuration.signIn.handsOff(NavigationRequest(url: page)) == page)
  }

  @Test func withoutProvidersNothingIsHandedOff() {
    #expect(SignInPolicy().handsOff(NavigationRequest(url: Self.provider)) == nil)
  }

  @Test func theDefaultSessionReportsAnIssueNamingThePage() async {
    let provider = Self.provider
    await withKnownIssue {
      let outcome = await SignInClient.unimplemented.signIn(provider, "myapp")
      #expect(outcome == .failed("\\.signIn has no implementation"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("handed \(provider.absoluteString)") }
    }
  }
}
