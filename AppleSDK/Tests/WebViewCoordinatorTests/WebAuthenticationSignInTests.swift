import AuthenticationServices
import Foundation
import StoreRuntime
import TestSupport
import Testing
import UIKit
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `SignInClient.webAuthenticationSession()` on the fake `ASWebAuthenticationSession`: each
  /// way a session ends becomes one outcome, and a cancelled task ends its session.
  @MainActor
  @Suite struct WebAuthenticationSignInTests {
    static let provider = URL(string: "https://accounts.idp.example/authorize?client_id=app")!
    static let callback = URL(string: "myapp://signed-in?code=a1")!

    /// Runs `body` in an app whose scene has a key window, after the sessions of earlier tests.
    static func inAnApp(_ body: (UIWindow) async throws -> Void) async rethrows {
      let scene = UIWindowScene()
      let other = UIWindow(frame: .zero)
      let key = UIWindow(frame: .zero)
      key.isKey = true
      scene.sceneWindows = [other, key]
      UIApplication.shared.scenes = [scene]
      FakeAuthenticationSessions.started = []
      defer {
        UIApplication.shared.scenes = []
        FakeAuthenticationSessions.started = []
        FakeAuthenticationSessions.startSucceeds = true
      }
      try await body(key)
    }

    /// Starts a sign-in and returns its task once the session is on screen.
    static func startSignIn(ephemeral: Bool = false) async throws -> (Task<SignInOutcome, Never>, ASWebAuthenticationSession) {
      let client = SignInClient.webAuthenticationSession(prefersEphemeralWebBrowserSession: ephemeral)
      let task = Task { await client.signIn(provider, "myapp") }
      try await waitUntil("the session to start") { !FakeAuthenticationSessions.started.isEmpty }
      return (task, FakeAuthenticationSessions.started[0])
    }

    @Test func theProvidersRedirectIsTheCallback() async throws {
      try await Self.inAnApp { key in
        let (task, session) = try await Self.startSignIn()
        #expect(session.url == Self.provider)
        #expect(session.anchor === key)
        #expect(!session.prefersEphemeralWebBrowserSession)
        session.complete(callbackURL: Self.callback, error: nil)
        #expect(await task.value == .callback(Self.callback))
      }
    }

    /// `init(url:callbackURLScheme:completionHandler:)` is deprecated in SDK 27; where the
    /// system has `init(url:callback:completionHandler:)` (iOS 17.4, macOS 14.4), that one is used.
    @Test func theCallbackSchemeIsGivenAsACallbackWhereTheSystemHasOne() async throws {
      try await Self.inAnApp { _ in
        let (task, session) = try await Self.startSignIn()
        #expect(session.callback == AnyHashable(ASWebAuthenticationSession.Callback.Match.customScheme("myapp")))
        #expect(session.callbackURLScheme == nil)
        session.complete(callbackURL: Self.callback, error: nil)
        _ = await task.value
      }
    }

    @Test func anEphemeralSessionIsAskedFor() async throws {
      try await Self.inAnApp { _ in
        let (task, session) = try await Self.startSignIn(ephemeral: true)
        #expect(session.prefersEphemeralWebBrowserSession)
        session.complete(callbackURL: Self.callback, error: nil)
        _ = await task.value
      }
    }

    @Test func theUserClosingTheSheetIsCancelled() async throws {
      try await Self.inAnApp { _ in
        let (task, session) = try await Self.startSignIn()
        session.complete(callbackURL: nil, error: ASWebAuthenticationSessionError(.canceledLogin))
        #expect(await task.value == .cancelled)
      }
    }

    @Test func anyOtherEndIsAFailureWithItsReason() async throws {
      try await Self.inAnApp { _ in
        let (task, session) = try await Self.startSignIn()
        session.complete(callbackURL: nil, error: ASWebAuthenticationSessionError(.presentationContextInvalid))
        let outcome = await task.value
        guard case .failed(let reason) = outcome else {
          Issue.record("expected a failure, got \(outcome)")
          return
        }
        #expect(reason.contains("presentationContextInvalid"))
      }
    }

    @Test func aCancelledTaskEndsItsSessionAndALateCompletionIsIgnored() async throws {
      try await Self.inAnApp { _ in
        let (task, session) = try await Self.startSignIn()
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(session.isCancelled)
        session.complete(callbackURL: Self.callback, error: nil)
        await Task.yield()
      }
    }

    @Test func aSessionThatDoesNotStartFails() async throws {
      await Self.inAnApp { _ in
        FakeAuthenticationSessions.startSucceeds = false
        let outcome = await SignInClient.webAuthenticationSession().signIn(Self.provider, "myapp")
        #expect(outcome == .failed("ASWebAuthenticationSession did not start"))
      }
    }

    @Test func anAppWithoutAWindowFailsWithoutASession() async {
      FakeAuthenticationSessions.started = []
      let outcome = await SignInClient.webAuthenticationSession().signIn(Self.provider, "myapp")
      #expect(outcome == .failed("no window to show the sign-in over"))
      #expect(FakeAuthenticationSessions.started.isEmpty)
    }

    @Test func aScreenHandsItsProvidersPageToTheSessionAndHearsTheCallback() async throws {
      try await Self.inAnApp { _ in
        var screen = Page.configuration
        screen.signIn = SignInPolicy(identityProviders: HostAllowList(["accounts.idp.example"]), callbackScheme: "myapp")
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let coordinator = WebViewCoordinator(webView: webView, configuration: screen) {}
        defer { coordinator.tearDown() }
        let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: screen)) {
          $0.webView = coordinator.host.webViewClient
          $0.bridgeClient = coordinator.host.bridgeClient
          $0.signIn = .webAuthenticationSession()
        }
        coordinator.connect(to: store)
        let finished = Finished()
        let token = store.onAction { if case .signInFinished(let outcome) = $0.action { finished.outcomes.append(outcome) } }
        defer { token.cancel() }
        let decision = webView.decide(Page.link(Self.provider))
        try await waitUntil("the session to start") { !FakeAuthenticationSessions.started.isEmpty }
        #expect(decision.values == [.cancel])
        FakeAuthenticationSessions.started[0].complete(callbackURL: Self.callback, error: nil)
        try await waitUntil("the outcome") { !finished.outcomes.isEmpty }
        #expect(finished.outcomes == [.callback(Self.callback)])
      }
    }
  }
}

/// The sign-in outcomes a store reduced.
@MainActor
final class Finished {
  var outcomes: [SignInOutcome] = []
}
