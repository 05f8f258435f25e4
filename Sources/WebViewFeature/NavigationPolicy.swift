import BridgeClient
import Foundation

/// Which URLs this web view may load, which belong to the OS, and which responses it may show.
///
/// Pure: ``decide(_:)-(NavigationRequest)`` and ``decide(_:)-(NavigationResponse)`` read only
/// their argument and the policy, never trap, and give the same answer every time, so a fuzzer
/// can call them directly. Rules, by scheme of the requested URL:
///
/// | URL | main frame | sub-frame | new window |
/// |---|---|---|---|
/// | `http(s):` allowed host | allow | allow | open in app (`urlToOpen`) |
/// | `http(s):` other host | error, or OS on a user's tap (``DisallowedHosts``) | cancel, or allow with ``SubframeHosts/anyHost`` | as main frame |
/// | ``externalSchemes`` (`tel:`, `mailto:`, …) | OS when ``externalSchemeTrigger`` allows it (by default a user's tap in the main frame), else cancel | same | same |
/// | `about:blank`, `about:srcdoc` | allow | allow | cancel |
/// | other `about:` | cancel | cancel | cancel |
/// | `blob:` | allow when its creator origin would be allowed in that frame, else cancel | same | cancel |
/// | `file:` | allow only with ``allowsLocalFiles`` | same | cancel |
/// | one of ``appOrigins`` (`app://localhost`) | allow | allow | open in app (`urlToOpen`) |
/// | another host or a port of an app origin's scheme | error | cancel | error |
/// | `javascript:`, `data:`, no URL, any other scheme | cancel | cancel | cancel |
///
/// "A user's tap in the main frame" is a `linkActivated` navigation whose source is the main
/// frame: by default scripts, redirects and iframes can never send the user out of the app;
/// ``ExternalSchemeTrigger/anyMainFrameNavigation`` lets the main frame's scripts hand
/// ``externalSchemes`` to the OS too (iframes never can). `javascript:`,
/// `data:`, `file:`, `about:` and `blob:` never reach the OS, even if listed in ``externalSchemes``.
/// Hosts match by whole labels (`HostAllowList`).
///
/// Codable (inside ``WebViewFeature/Configuration``, for action logs): every field round-trips
/// exactly, ``externalSchemes`` is written sorted so the text is stable, and a missing or `null`
/// field decodes to its default, so text written before a field existed still decodes.
public struct NavigationPolicy: Sendable, Equatable, Codable {
  /// Hosts whose pages may load.
  public var allowedHosts: HostAllowList
  /// What happens to a main-frame or new-window navigation to a host not in ``allowedHosts``.
  public var disallowedHosts: DisallowedHosts
  /// Which hosts iframes may load.
  public var subframeHosts: SubframeHosts
  /// Schemes handed to the OS when the user taps a link to them in the main frame (matched
  /// case-insensitively).
  public var externalSchemes: Set<String>
  /// Whether `file:` URLs (bundled pages) may load.
  public var allowsLocalFiles: Bool
  /// The app's own origins, whose pages load like those of ``allowedHosts``: bundled pages the
  /// app serves through its scheme handler (`WebViewSettings.bundledPages`); none by default.
  public var appOrigins: [AppOrigin]
  /// Which navigations to ``externalSchemes`` reach the OS.
  public var externalSchemeTrigger: ExternalSchemeTrigger

  /// The default ``externalSchemes``: phone, mail, messages, FaceTime, App Store and Maps.
  public static let defaultExternalSchemes: Set<String> = [
    "tel", "telprompt", "mailto", "sms", "facetime", "facetime-audio", "itms-apps", "itms-appss",
    "itms-services", "maps",
  ]

  /// Creates a policy. The default allows no host at all: list the hosts the app shows.
  public init(
    allowedHosts: HostAllowList = .none,
    disallowedHosts: DisallowedHosts = .showError,
    subframeHosts: SubframeHosts = .allowedHostsOnly,
    externalSchemes: Set<String> = NavigationPolicy.defaultExternalSchemes,
    allowsLocalFiles: Bool = false,
    externalSchemeTrigger: ExternalSchemeTrigger = .userTapInMainFrame,
    appOrigins: [AppOrigin] = []
  ) {
    self.allowedHosts = allowedHosts
    self.disallowedHosts = disallowedHosts
    self.subframeHosts = subframeHosts
    self.externalSchemes = externalSchemes
    self.allowsLocalFiles = allowsLocalFiles
    self.externalSchemeTrigger = externalSchemeTrigger
    self.appOrigins = appOrigins
  }

  /// What happens to a navigation to a host outside the allow-list.
  public enum DisallowedHosts: String, Sendable, Equatable, Codable {
    /// Cancel it and show ``LoadError/hostNotAllowed(_:)``.
    case showError
    /// Hand it to the OS (Safari) when the user tapped the link in the main frame; otherwise
    /// cancel it with ``LoadError/hostNotAllowed(_:)`` as ``showError`` does.
    case openExternallyOnTap
  }

  /// Which navigations to one of the ``NavigationPolicy/externalSchemes`` are handed to the OS;
  /// every other one is cancelled and diagnosed (`WebViewDiagnostic.externalNavigationCancelled`).
  public enum ExternalSchemeTrigger: String, Sendable, Equatable, Codable {
    /// Only a link the user tapped in the main frame (the default): a script can never dial a
    /// number or open a mail composer.
    case userTapInMainFrame
    /// Any navigation the main frame's document starts, for the main frame or a new window:
    /// taps, `location.href = "tel:…"`, `window.open`, form submissions and redirects. For pages
    /// whose buttons set `location.href`; navigations started by iframes are still cancelled.
    case anyMainFrameNavigation

    /// Whether `request` may hand an external scheme to the OS.
    func permits(_ request: NavigationRequest) -> Bool {
      switch self {
      case .userTapInMainFrame: request.isUserTapInMainFrame
      case .anyMainFrameNavigation: request.isFromMainFrame && request.target != .subframe
      }
    }
  }

  /// Which `http(s)` hosts iframes may load.
  public enum SubframeHosts: String, Sendable, Equatable, Codable {
    /// Only ``NavigationPolicy/allowedHosts``; other iframes are cancelled silently.
    case allowedHostsOnly
    /// Any host (embedded videos, maps, payment widgets). Bridge messages from iframes are still
    /// governed by `BridgeConfiguration`.
    case anyHost
  }

  /// Decides a navigation request (see the table in the type's documentation).
  public func decide(_ request: NavigationRequest) -> NavigationDecision {
    guard let url = request.url, let scheme = url.scheme?.lowercased() else { return .cancel }
    switch scheme {
    case "http", "https":
      return decideWeb(url, request)
    case "about":
      return request.target != .newWindow && Self.isEmptyDocument(url) ? .allow : .cancel
    case "blob":
      return decideBlob(url, request)
    case "file":
      return allowsLocalFiles && request.target != .newWindow ? .allow : .cancel
    case "javascript", "data":
      return .cancel
    default:
      if appOrigins.contains(where: { $0.contains(url) }) {
        return request.target == .newWindow ? .openInApp(url) : .allow
      }
      if isAppScheme(scheme) {
        return request.target == .subframe ? .cancel : .cancelWithError(.hostNotAllowed(UserFacingText.refusedAddress(url)))
      }
      guard externalSchemeTrigger.permits(request), lists(scheme) else { return .cancel }
      return .openExternally(url)
    }
  }

  /// Whether `scheme` (lowercased) is the scheme of one of ``appOrigins``: the app's own, never
  /// the OS's.
  func isAppScheme(_ scheme: String) -> Bool {
    appOrigins.contains { $0.scheme == scheme }
  }

  /// Decides a server response: a main-frame HTTP status of 400 or more, or content the web view
  /// cannot show, is cancelled with an error; a sub-frame's status never touches the screen (the
  /// iframe shows the server's error page), and sub-frame content it cannot show is cancelled
  /// silently.
  public func decide(_ response: NavigationResponse) -> ResponseDecision {
    if let status = response.statusCode, status >= 400, response.isForMainFrame {
      return .cancelWithError(.httpStatus(status))
    }
    if !response.canShowMIMEType {
      return response.isForMainFrame ? .cancelWithError(.unsupportedContent(mimeType: response.mimeType)) : .cancel
    }
    return .allow
  }

  /// Whether `request` is a navigation to a scheme that is not the web's and not one of the
  /// documents a web view shows itself, which ``decide(_:)-(NavigationRequest)`` cancels: a
  /// button that does nothing unless someone is told why.
  func cancelsExternalScheme(_ request: NavigationRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased(), !Self.inAppSchemes.contains(scheme), !isAppScheme(scheme) else { return false }
    return decide(request) == .cancel
  }

  /// Schemes ``decide(_:)-(NavigationRequest)`` decides without ever asking the OS.
  private static let inAppSchemes: Set<String> = ["http", "https", "about", "blob", "file", "javascript", "data"]

  /// Whether `scheme` (lowercased) is one of ``externalSchemes``, which match case-insensitively.
  func lists(_ scheme: String) -> Bool {
    externalSchemes.contains { $0.lowercased() == scheme }
  }

  private func decideWeb(_ url: URL, _ request: NavigationRequest) -> NavigationDecision {
    let allowed = allowedHosts.allows(url: url)
    switch request.target {
    case .mainFrame:
      return allowed ? .allow : decideDisallowed(url, request)
    case .subframe:
      return allowed || (subframeHosts == .anyHost && HostAllowList.host(of: url) != nil) ? .allow : .cancel
    case .newWindow:
      return allowed ? .openInApp(url) : decideDisallowed(url, request)
    }
  }

  private func decideDisallowed(_ url: URL, _ request: NavigationRequest) -> NavigationDecision {
    if disallowedHosts == .openExternallyOnTap, request.isUserTapInMainFrame {
      return .openExternally(url)
    }
    return .cancelWithError(.hostNotAllowed(UserFacingText.refusedAddress(url)))
  }

  /// A blob belongs to the document that created it; it may load where that document's origin
  /// (the URL after `blob:`) may load, and never anywhere else.
  private func decideBlob(_ url: URL, _ request: NavigationRequest) -> NavigationDecision {
    guard request.target != .newWindow,
      let creator = URL(string: String(url.absoluteString.dropFirst("blob:".count))),
      let scheme = creator.scheme?.lowercased()
    else { return .cancel }
    switch scheme {
    case "http", "https":
      return decideWeb(creator, request) == .allow ? .allow : .cancel
    case "file":
      return allowsLocalFiles ? .allow : .cancel
    default:
      return appOrigins.contains { $0.contains(creator) } ? .allow : .cancel
    }
  }

  /// `about:blank` and `about:srcdoc` (with any query or fragment): the empty documents iframes
  /// and new windows start with.
  private static func isEmptyDocument(_ url: URL) -> Bool {
    let text = url.absoluteString.lowercased()
    let document = text.prefix { $0 != "?" && $0 != "#" }
    return document == "about:blank" || document == "about:srcdoc"
  }
}

extension NavigationPolicy {
  private enum CodingKeys: String, CodingKey {
    case allowedHosts, disallowedHosts, subframeHosts, externalSchemes, allowsLocalFiles, externalSchemeTrigger, appOrigins
  }

  /// Decodes a policy; a missing or `null` field takes its default, a present one must be valid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = NavigationPolicy()
    self.init(
      allowedHosts: try container.decode(.allowedHosts, or: defaults.allowedHosts),
      disallowedHosts: try container.decode(.disallowedHosts, or: defaults.disallowedHosts),
      subframeHosts: try container.decode(.subframeHosts, or: defaults.subframeHosts),
      externalSchemes: try container.decode(.externalSchemes, or: defaults.externalSchemes),
      allowsLocalFiles: try container.decode(.allowsLocalFiles, or: defaults.allowsLocalFiles),
      externalSchemeTrigger: try container.decode(.externalSchemeTrigger, or: defaults.externalSchemeTrigger),
      appOrigins: try container.decode(.appOrigins, or: defaults.appOrigins))
  }

  /// Encodes every field; ``externalSchemes`` sorted, because a set's order changes from run to run.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(allowedHosts, forKey: .allowedHosts)
    try container.encode(disallowedHosts, forKey: .disallowedHosts)
    try container.encode(subframeHosts, forKey: .subframeHosts)
    try container.encode(externalSchemes.sorted(), forKey: .externalSchemes)
    try container.encode(allowsLocalFiles, forKey: .allowsLocalFiles)
    try container.encode(externalSchemeTrigger, forKey: .externalSchemeTrigger)
    try container.encode(appOrigins, forKey: .appOrigins)
  }
}
