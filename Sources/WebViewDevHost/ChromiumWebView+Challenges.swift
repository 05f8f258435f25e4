import Foundation
import JSON
import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ChromiumWebView {
  /// `Fetch.authRequired`: a server (or a proxy) asks for a user name and password. It reaches
  /// the kit as WebKit's `didReceive challenge` would, through the same
  /// `WebViewHost.respond(to:completionHandler:)`, and its answer goes back with
  /// `Fetch.continueWithAuth`: credentials, a cancel, or Chromium's own handling.
  func authRequired(_ params: JSONValue) {
    guard let requestID = params["requestId"]?.stringValue, let auth = params["authChallenge"] else { return }
    let origin = auth["origin"]?.stringValue.flatMap(URL.init(string:))
    let scheme = origin?.scheme?.lowercased() ?? "https"
    let method = auth["scheme"]?.stringValue?.lowercased() == "digest" ? NSURLAuthenticationMethodHTTPDigest : NSURLAuthenticationMethodHTTPBasic
    let realm = auth["realm"]?.stringValue
    let host = origin?.host ?? ""
    let port = origin?.port ?? (scheme == "https" ? 443 : 80)
    let space =
      auth["source"]?.stringValue == "Proxy"
      ? URLProtectionSpace(proxyHost: host, port: port, type: NSURLProtectionSpaceHTTPProxy, realm: realm, authenticationMethod: method)
      : URLProtectionSpace(host: host, port: port, protocol: scheme, realm: realm, authenticationMethod: method)
    // Chromium asks again under the same request id when an answer was refused.
    let failures = challengeCounts[requestID, default: 0]
    challengeCounts[requestID] = failures + 1
    let challenge = WebViewHost.handlerAnsweredChallenge(space, previousFailureCount: failures)
    self.host?.respond(to: challenge) { [weak self] disposition, credential in
      let response: JSONValue =
        switch disposition {
        case .useCredential:
          ["response": "ProvideCredentials", "username": .string(credential?.user ?? ""), "password": .string(credential?.password ?? "")]
        case .performDefaultHandling: ["response": "Default"]
        default: ["response": "CancelAuth"]
        }
      self?.post("Fetch.continueWithAuth", ["requestId": .string(requestID), "authChallengeResponse": response])
    }
  }
}
