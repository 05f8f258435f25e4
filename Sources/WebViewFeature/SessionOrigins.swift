import BridgeClient
import Foundation

/// Which documents receive the app's session (the access token the session script writes to
/// `localStorage`): `https:` pages of some hosts, and `http:` pages of others only when the app
/// lists them as cleartext.
///
/// The default, ``bridgeTrustedOrigins``, gives the session to the documents the bridge trusts
/// (`BridgeConfiguration.trustedOrigins` over `https:`, `BridgeConfiguration.cleartextOrigins`
/// over `http:`), never `file:` pages. Every other document the navigation policy loads (a
/// search engine, a partner's site, a blog on a sibling subdomain) gets no token, and a signed-out
/// session removes the token only from the documents of these origins: another site's storage is
/// that site's.
///
/// Hosts match as `HostAllowList` matches them, ports included (every port of a listed host).
public enum SessionOrigins: Sendable, Equatable, Codable {
  /// The bridge's trusted origins: `BridgeConfiguration.trustedOrigins` over `https:`,
  /// `BridgeConfiguration.cleartextOrigins` over `http:`.
  case bridgeTrustedOrigins
  /// `https:` pages of `hosts`, and `http:` pages of `cleartext` (none unless listed: anyone on
  /// such a page's network can read what it stores).
  case hosts(HostAllowList, cleartext: HostAllowList = .none)

  /// The host lists this resolves to under `bridge`: secure (`https:`) and cleartext (`http:`).
  package func lists(_ bridge: BridgeConfiguration) -> (secure: HostAllowList, cleartext: HostAllowList) {
    switch self {
    case .bridgeTrustedOrigins: (bridge.trustedOrigins, bridge.cleartextOrigins)
    case .hosts(let secure, let cleartext): (secure, cleartext)
    }
  }
}
