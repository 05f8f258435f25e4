import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A link to an identity provider in Chromium: the page stays, and the sign-in goes to the
  /// app's authentication session (the devhost's ends with the callback its settings name).
  @MainActor
  @Suite
  struct SignInTests {
    static let callback = URL(string: "devhostapp://signed-in?code=devhost")!

    @Test func aProvidersPageIsHandedOffAndItsCallbackComesBackAsAnAction() async throws {
      try await Playground.run(configure: { settings in
        settings.configuration.signIn = SignInPolicy(
          identityProviders: HostAllowList(["accounts.idp.test"]), callbackScheme: "devhostapp")
        settings.signInCallback = Self.callback
      }) { devhost, _ in
        let finished = LockedOutcomes()
        let token = devhost.store.willReduce { incoming in
          if case .delegate(.signInFinished(let outcome)) = incoming.action { finished.values.append(outcome) }
        }
        _ = try await devhost.webView.evaluate("location.href = 'https://accounts.idp.test/authorize?client_id=devhost'")
        try await devhost.poll("the sign-in to finish") { !finished.values.isEmpty }
        token.cancel()
        #expect(finished.values == [.callback(Self.callback)])
        #expect(devhost.store.state.url == Playground.index)
      }
    }
  }
}

@MainActor
private final class LockedOutcomes {
  var values: [SignInOutcome] = []
}
