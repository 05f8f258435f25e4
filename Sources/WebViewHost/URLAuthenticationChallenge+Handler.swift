import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLAuthenticationChallenge {
  /// A challenge for `space` answered through a completion handler, as WebKit's are
  /// (``WebViewHost/respond(to:completionHandler:)``): its sender is never called. For a host
  /// that is not WebKit (the devhost's Chromium) to hand the kit what WebKit would.
  package convenience init(answeredByHandler space: URLProtectionSpace, previousFailureCount: Int) {
    self.init(
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
