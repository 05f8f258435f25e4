import Foundation
import StoreRuntime

/// Signs the user in through the system's authentication session: the dependency the screen
/// hands identity providers' pages to (``SignInPolicy``), `@Dependency(\.signIn)`.
///
/// On Apple platforms, `WebViewHost` implements it: `SignInClient.webAuthenticationSession()`.
/// Another implementation built on `ASWebAuthenticationSession` starts one with the URL and
/// the callback scheme, and returns ``SignInOutcome/callback(_:)`` with the URL its completion
/// handler gets, ``SignInOutcome/cancelled`` for `ASWebAuthenticationSessionError.canceledLogin`,
/// ``SignInOutcome/failed(_:)`` otherwise. The outcome comes back to the screen as
/// `signInFinished`, and to the parent as `Delegate.signInFinished`: exchange the callback's code
/// with the app's server, then send `sessionCookiesChanged` or `accessTokenChanged` and `reload`.
/// A newer hand-off cancels the task of the older one: end its session then
/// (`withTaskCancellationHandler`, `session.cancel()`).
public struct SignInClient: Sendable {
  /// Shows `url`, an identity provider's sign-in page, in the system's authentication session
  /// until the provider redirects to `callbackScheme`, and returns what happened.
  public var signIn: @Sendable (_ url: URL, _ callbackScheme: String?) async -> SignInOutcome

  /// Creates a client around a sign-in function.
  public init(signIn: @escaping @Sendable (_ url: URL, _ callbackScheme: String?) async -> SignInOutcome) {
    self.signIn = signIn
  }

  /// A client that reports an issue naming the page and fails: the default in apps and tests,
  /// so a screen whose configuration lists identity providers without an app to sign in fails
  /// loudly.
  public static let unimplemented = SignInClient { url, _ in
    reportIssueAtUserLocation(
      """
      \\.signIn has no implementation: the screen handed \(url.absoluteString) to the app's \
      authentication session. Set DependencyValues.signIn to .webAuthenticationSession() (WebViewHost, \
      on Apple platforms), or in tests to a client returning the outcome the test needs.
      """
    )
    return .failed("\\.signIn has no implementation")
  }
}

/// How a sign-in handed to the system's authentication session ended.
public enum SignInOutcome: Equatable, Sendable, Codable {
  /// The provider redirected to the app's callback URL, which carries its one-time code.
  case callback(URL)
  /// The user closed the session.
  case cancelled
  /// The session could not start or failed; the reason is for logs.
  case failed(String)
}

private enum SignInClientKey: DependencyKey {
  static let liveValue = SignInClient.unimplemented
  static let testValue = SignInClient.unimplemented
}

extension DependencyValues {
  /// The app's authentication session.
  public var signIn: SignInClient {
    get { self[SignInClientKey.self] }
    set { self[SignInClientKey.self] = newValue }
  }
}
