import BridgeClient
import Foundation
import JSON
import TestSupport
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A real server asks for a user name and password (HTTP Basic over https, Node's `https`, a
  /// certificate made for the test): Chromium's `Fetch.authRequired` reaches the kit as WebKit's
  /// `didReceive challenge`, the policy asks or cancels, and the answer signs the page in.
  @MainActor
  @Suite
  struct CredentialChallengeTests {
    private static let mina = Credentials(user: "mina", password: "correct horse")

    @Test func theAnsweredSignInReachesTheServerAndThePageLoads() async throws {
      try await signIn(answering: { _ in Self.mina }) { devhost, url, asked in
        try await devhost.poll("the signed-in page") { devhost.store.state.title == "Welcome" }
        let request = AuthenticationRequest(host: "127.0.0.1", port: try #require(url.port), realm: "Staff", method: .basic, isSecure: true)
        #expect(asked.dialogs.map(\.kind) == [.credentials(request)])
        #expect(devhost.store.state.dialogs == [])
      }
    }

    @Test func aRefusedAnswerIsAskedAgainWithTheFailureCounted() async throws {
      try await signIn(answering: { $0 == 1 ? Credentials(user: "mina", password: "wrong") : Self.mina }) { devhost, _, asked in
        try await devhost.poll("the signed-in page") { devhost.store.state.title == "Welcome" }
        let failures = asked.dialogs.map { dialog -> Int? in
          if case .credentials(let request) = dialog.kind { request.previousFailureCount } else { nil }
        }
        #expect(failures == [0, 1])
      }
    }

    @Test func scriptedAnswersSignIn() async throws {
      let answers: [JSONValue] = [["user": "mina", "password": "wrong"], ["user": "mina", "password": "correct horse"]]
      try await signIn(scripted: answers) { devhost, _, _ in
        try await devhost.poll("the signed-in page") { devhost.store.state.title == "Welcome" }
      }
    }

    @Test func anUnlistedServerIsCancelledAndItsRefusalShown() async throws {
      try await signIn(askingAbout: false, answering: { _ in Self.mina }) { devhost, _, asked in
        try await devhost.poll("the server's refusal") { devhost.store.state.error == .httpStatus(401) }
        #expect(asked.dialogs.isEmpty)
      }
    }

    /// Loads the server's page in a devhost whose policy asks about its sign-ins (unless not
    /// `askingAbout`), answering the `n`th with `answering(n)`, or with the `scripted` answers
    /// when there are some; `body` gets the devhost, the page's URL and the panels it was asked.
    private func signIn(
      askingAbout: Bool = true, answering: (@MainActor (Int) -> Credentials?)? = nil, scripted: [JSONValue] = [],
      _ body: (DevHost, URL, AskedSignIns) async throws -> Void
    ) async throws {
      try await LocalHTTPSServer.run("basic-auth-server.mjs") { url in
        try await Playground.run(
          answers: scripted, configure: { Self.allow(url, askingAbout: askingAbout, in: &$0) }, reachesLocalServers: true
        ) { devhost, _ in
          let asked = AskedSignIns()
          if let answering {
            devhost.answerDialog = { dialog in
              asked.dialogs.append(dialog)
              return .credentialsProvided(answering(asked.dialogs.count))
            }
          }
          try await Self.load(url, in: devhost)
          try await body(devhost, url, asked)
        }
      }
    }

    /// Lets the screen load the server's pages, and ask about its sign-ins when `askingAbout`.
    private static func allow(_ url: URL, askingAbout: Bool, in settings: inout DevHostSettings) {
      let host = url.host ?? ""
      settings.configuration.navigation.allowedHosts = HostAllowList(settings.configuration.navigation.allowedHosts.patterns + [host])
      if askingAbout { settings.configuration.credentials = CredentialPolicy(askedHosts: HostAllowList([host])) }
    }

    /// Loads `url` in the screen, Chromium told to take the test's own certificate.
    private static func load(_ url: URL, in devhost: DevHost) async throws {
      try await LocalHTTPSServer.trustItsCertificate(in: devhost)
      devhost.store.send(.load(url))
    }
  }
}

/// The sign-ins the app was asked to answer, in order.
@MainActor
private final class AskedSignIns {
  var dialogs: [JSDialog] = []
}
