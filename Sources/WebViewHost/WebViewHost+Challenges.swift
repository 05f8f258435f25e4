import Foundation
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WebViewHost {
  /// `didReceive challenge` (`WKNavigationDelegate`, `WebPage.NavigationDeciding`), answered
  /// exactly once.
  ///
  /// A server's request for a user name and password (HTTP Basic or Digest, not a proxy's) is a
  /// `.credentials` panel the reducer asks about or cancels (``CredentialPolicy``); its answer
  /// becomes `.useCredential` with credentials for this session, a cancel
  /// `.cancelAuthenticationChallenge`. A request for a client certificate is a `.clientCertificate`
  /// panel the reducer answers at once: for a host it lists, `.useCredential` with
  /// ``clientIdentity``'s credential (the system's handling when that gives none, with a
  /// diagnostic). Everything else, a server's certificate above all, gets
  /// `.performDefaultHandling`: the system's evaluation, which never accepts a certificate it
  /// rejects, and the system's own answer to NTLM and Negotiate.
  package func respond(
    to challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    guard let request = AuthenticationRequest(challenge) else { return completionHandler(.performDefaultHandling, nil) }
    guard request.method != .clientCertificate else {
      return presentDialog(.clientCertificate(request), message: "", frame: nil) { [weak self] result in
        guard case .clientCertificateChosen(true) = result, let self else { return completionHandler(.performDefaultHandling, nil) }
        guard let credential = clientIdentity?(request.host) else {
          diagnose(.clientIdentityMissing(host: request.host))
          return completionHandler(.performDefaultHandling, nil)
        }
        completionHandler(.useCredential, credential)
      }
    }
    presentDialog(.credentials(request), message: "", frame: nil) { result in
      guard case .credentialsProvided(let credentials?) = result else { return completionHandler(.cancelAuthenticationChallenge, nil) }
      completionHandler(.useCredential, URLCredential(user: credentials.user, password: credentials.password, persistence: .forSession))
    }
  }
}

extension WebViewHost {
  /// A challenge for `space` answered through a completion handler, as WebKit's are
  /// (``respond(to:completionHandler:)``): its sender is never called. For a host that is not
  /// WebKit (the devhost's Chromium) to hand the kit what WebKit would.
  package static func handlerAnsweredChallenge(_ space: URLProtectionSpace, previousFailureCount: Int) -> URLAuthenticationChallenge {
    URLAuthenticationChallenge(
      protectionSpace: space, proposedCredential: nil, previousFailureCount: previousFailureCount, failureResponse: nil, error: nil,
      sender: UnusedChallengeSender())
  }
}

/// The sender of a challenge answered through its completion handler: nothing calls it.
private final class UnusedChallengeSender: NSObject, URLAuthenticationChallengeSender {
  func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
  func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
  func cancel(_ challenge: URLAuthenticationChallenge) {}
  func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
  func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}

extension AuthenticationRequest {
  /// `NSURLAuthenticationMethodClientCertificate`'s value, which Linux's Foundation declares
  /// unavailable.
  private static let clientCertificateMethod = "NSURLAuthenticationMethodClientCertificate"

  /// The request `challenge` makes, or `nil` when it asks for something other than a server's
  /// user name and password or client certificate: a server trust, NTLM, Negotiate, a proxy.
  init?(_ challenge: URLAuthenticationChallenge) {
    let space = challenge.protectionSpace
    let method: Method
    switch space.authenticationMethod {
    case NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodDefault: method = .basic
    case NSURLAuthenticationMethodHTTPDigest: method = .digest
    case Self.clientCertificateMethod: method = .clientCertificate
    default: return nil
    }
    guard !space.isProxy() else { return nil }
    self.init(
      host: space.host, port: space.port, realm: space.realm, method: method,
      isSecure: space.protocol?.lowercased() == "https", previousFailureCount: challenge.previousFailureCount)
  }
}
