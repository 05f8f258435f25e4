import BridgeClient
import Foundation
import JSON

/// Which servers' requests for a user name and password the screen asks about:
/// ``WebViewFeature/Configuration/credentials``.
///
/// An ``AuthenticationRequest`` becomes a panel of kind ``JSDialog/Kind/credentials(_:)`` when
/// its host is in ``askedHosts``, it came over `https:`, and fewer than ``maxAttempts`` answers
/// to it were refused; the user, or the app answering the panel itself, gives the credentials.
/// Every other request is cancelled at once, and the developer is told why
/// (`WebViewDiagnostic.credentialsRefused`): the default asks about nothing.
///
/// ```swift
/// var configuration = WebViewFeature.Configuration()
/// configuration.credentials = CredentialPolicy(askedHosts: HostAllowList(["intranet.example.com"]))
/// ```
///
/// Decoding gives a missing or `null` field its default, as ``WebViewFeature/Configuration``
/// does.
public struct CredentialPolicy: Sendable, Equatable, Codable {
  /// Hosts whose requests are asked about, matched as `HostAllowList` matches them.
  public var askedHosts: HostAllowList
  /// How many refused answers one request may get before the screen stops asking and cancels
  /// it (a wrong password, again and again); `3` by default.
  public var maxAttempts: Int
  /// Hosts whose request for a client certificate is answered with the app's identity
  /// (`WebViewHost.clientIdentity`), over `https:` only; every other one gets the system's own
  /// handling. None by default.
  public var clientCertificateHosts: HostAllowList

  /// Asks about nothing, unless `askedHosts` lists hosts, and gives the app's client identity
  /// to nobody, unless `clientCertificateHosts` lists hosts.
  public init(askedHosts: HostAllowList = .none, maxAttempts: Int = 3, clientCertificateHosts: HostAllowList = .none) {
    self.askedHosts = askedHosts
    self.maxAttempts = maxAttempts
    self.clientCertificateHosts = clientCertificateHosts
  }

  /// Whether `request` is asked about.
  public func asks(_ request: AuthenticationRequest) -> Bool {
    refusal(of: request) == nil
  }

  /// Why `request` is cancelled without asking; `nil` when it is asked about.
  public func refusal(of request: AuthenticationRequest) -> String? {
    guard request.isSecure else {
      return "\(request.host) asked for a password over a connection that is not https:, where anyone on the network could read it"
    }
    guard askedHosts.allows(host: request.host) else { return "\(request.host) is not in credentials.askedHosts" }
    guard request.previousFailureCount < maxAttempts else {
      return "\(request.host) refused \(request.previousFailureCount) answers (credentials.maxAttempts is \(maxAttempts))"
    }
    return nil
  }

  /// Why a request for the app's client certificate is left to the system; `nil` when the app's
  /// identity answers it.
  public func clientCertificateRefusal(of request: AuthenticationRequest) -> String? {
    guard request.isSecure else { return "\(request.host) asked for a client certificate over a connection that is not https:" }
    guard clientCertificateHosts.allows(host: request.host) else { return "\(request.host) is not in credentials.clientCertificateHosts" }
    return nil
  }

  private enum CodingKeys: String, CodingKey {
    case askedHosts, maxAttempts, clientCertificateHosts
  }

  /// Decodes a policy; a missing or `null` field takes its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = CredentialPolicy()
    self.init(
      askedHosts: try container.decode(.askedHosts, or: defaults.askedHosts),
      maxAttempts: try container.decode(.maxAttempts, or: defaults.maxAttempts),
      clientCertificateHosts: try container.decode(.clientCertificateHosts, or: defaults.clientCertificateHosts))
  }
}
