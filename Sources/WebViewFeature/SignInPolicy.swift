import BridgeClient
import Foundation
import JSON

/// Which pages are identity providers' sign-in pages: the screen never loads them, and hands
/// them to the app's authentication session instead (``SignInClient``, which an app implements
/// with `ASWebAuthenticationSession`).
///
/// Providers refuse sign-in inside embedded web views, and a web view would see the user's
/// password; the system's session runs apart from the app, shares the browser's sign-in, and
/// returns the provider's redirect to the app's callback URL (seed 002). A main-frame navigation
/// or a new window to a listed host is cancelled and handed off; an iframe from a provider (a
/// "Sign in with …" button) follows the navigation policy as any iframe does.
public struct SignInPolicy: Sendable, Equatable, Codable {
  /// The identity providers' hosts (`accounts.google.com`, `kauth.kakao.com`); none by default.
  public var identityProviders: HostAllowList
  /// The scheme of the callback URL the provider redirects to (`myapp`), which the
  /// authentication session waits for; `nil` when the app's session needs none.
  public var callbackScheme: String?

  /// Creates a policy; the default hands nothing off.
  public init(identityProviders: HostAllowList = .none, callbackScheme: String? = nil) {
    self.identityProviders = identityProviders
    self.callbackScheme = callbackScheme
  }

  /// The page to hand off when `request` is a main-frame navigation or a new window to an
  /// identity provider's web page; `nil` for any other.
  public func handsOff(_ request: NavigationRequest) -> URL? {
    guard !identityProviders.patterns.isEmpty, let url = request.url, request.target != .subframe,
      let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", identityProviders.allows(url: url)
    else { return nil }
    return url
  }

  private enum CodingKeys: String, CodingKey {
    case identityProviders, callbackScheme
  }

  /// Decodes a policy; a missing or `null` field takes its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identityProviders: try container.decode(.identityProviders, or: .none),
      callbackScheme: try container.decodeIfPresent(String.self, forKey: .callbackScheme))
  }
}
