import Foundation
import JSON

/// How the bridge reads messages and whom it trusts.
///
/// The default trusts no origin at all: list your hosts in ``trustedOrigins`` (and set
/// ``allowsLocalFiles`` or ``trustedAppOrigins`` for bundled pages) or every message is refused as
/// ``BridgeErrorCode/untrustedOrigin``.
///
/// Trust is by scheme and host: an `https:` page of a host in ``trustedOrigins``, an `http:`
/// page of a host in ``cleartextOrigins`` (none by default), a `file:` page when
/// ``allowsLocalFiles`` is set, a page of one of the app's own origins in ``trustedAppOrigins``
/// (`app://localhost`, served by the app's scheme handler). Nothing else: a cleartext page of a trusted host is refused,
/// because anyone on its network can write its scripts.
public struct BridgeConfiguration: Sendable, Equatable, Codable {
  /// The script message handler name: the page posts with
  /// `window.webkit.messageHandlers.<handlerName>.postMessage(…)`.
  public var handlerName: String
  /// The name of a second handler that answers through WebKit's reply handler
  /// (`WKScriptMessageHandlerWithReply`): the promise the page's
  /// `window.webkit.messageHandlers.<replyHandlerName>.postMessage(…)` returns resolves with
  /// the reply's data or rejects with `"<CODE>: <message>"` (``HandlerReply``). `nil` (the
  /// default) installs none. Messages to it are read in the same ``dialect``, with its reply
  /// fields ignored: the host routes the reply. The same name as ``handlerName`` installs the
  /// reply handler alone (WebKit refuses two handlers under one name): every message is then
  /// answered through it.
  public var replyHandlerName: String?
  /// The wire format.
  public var dialect: BridgeDialect
  /// Bounds on incoming messages.
  public var limits: JSONLimits
  /// Hosts whose `https:` pages may talk to native code.
  public var trustedOrigins: HostAllowList
  /// Hosts whose `http:` pages may also talk to native code; none by default.
  ///
  /// List a host here only for a page that cannot be served over `https:` (a development
  /// server on `localhost`), knowing what it costs: anyone on the network between the device and
  /// that host can rewrite the page, and so call every plugin and read every answer. A listed
  /// host is trusted over `http:` whether or not ``trustedOrigins`` lists it.
  public var cleartextOrigins: HostAllowList
  /// Whether pages loaded from `file:` URLs (bundled content) may talk to native code.
  public var allowsLocalFiles: Bool
  /// Whether iframes may talk to native code (their own origin must still be trusted).
  public var allowsSubframes: Bool
  /// The app's own origins whose pages may talk to native code: bundled pages the app serves
  /// through its scheme handler (`WebViewSettings.bundledPages`); none by default.
  public var trustedAppOrigins: [AppOrigin]

  /// Creates a configuration.
  public init(
    handlerName: String = "nativeBridge",
    replyHandlerName: String? = nil,
    dialect: BridgeDialect = .typeCallback(),
    limits: JSONLimits = .default,
    trustedOrigins: HostAllowList = .none,
    cleartextOrigins: HostAllowList = .none,
    allowsLocalFiles: Bool = false,
    allowsSubframes: Bool = false,
    trustedAppOrigins: [AppOrigin] = []
  ) {
    self.handlerName = handlerName
    self.replyHandlerName = replyHandlerName
    self.dialect = dialect
    self.limits = limits
    self.trustedOrigins = trustedOrigins
    self.cleartextOrigins = cleartextOrigins
    self.allowsLocalFiles = allowsLocalFiles
    self.allowsSubframes = allowsSubframes
    self.trustedAppOrigins = trustedAppOrigins
  }

  /// Handler `nativeBridge`, dialect 1, default limits, no trusted origins, main frame only.
  public static let `default` = BridgeConfiguration()

  /// Whether messages from `frame` may be handled.
  public func trusts(_ frame: BridgeFrame) -> Bool {
    untrustedReason(for: frame) == nil
  }

  /// Why messages from `frame` are refused; `nil` when they are trusted.
  func untrustedReason(for frame: BridgeFrame) -> String? {
    if !frame.isMainFrame && !allowsSubframes {
      return "messages from sub-frames are not allowed (allowsSubframes is false)"
    }
    guard frame.url != nil else { return "the frame has no URL" }
    // The URL is read in place: `guard let url = frame.url` copies (and retains) it per message
    // (`Scripts/instructions.sh origin-check`).
    let url = frame.url.unsafelyUnwrapped
    switch OriginTrust.verdict(for: url, secure: trustedOrigins, cleartext: cleartextOrigins) {
    case .trusted:
      return nil
    case .file:
      return allowsLocalFiles ? nil : "file: pages are not allowed (allowsLocalFiles is false)"
    case .hostNotListed:
      return "host of \(Self.origin(of: url)) is not in trustedOrigins"
    case .cleartextNotListed:
      return
        "\(Self.origin(of: url)) is a cleartext (http:) page: its host is trusted over https: only (list it in cleartextOrigins to trust its http: pages)"
    case .schemeNotTrusted:
      if trustedAppOrigins.contains(where: { $0.contains(url) }) { return nil }
      return
        "\(Self.origin(of: url)) is not an https: page (only https:, http: of cleartextOrigins, file: with allowsLocalFiles and trustedAppOrigins are trusted)"
    }
  }

  private static func origin(of url: URL) -> String {
    "\(url.scheme ?? "?")://\(url.host(percentEncoded: true) ?? "")"
  }
}

extension BridgeConfiguration {
  private enum CodingKeys: String, CodingKey {
    case handlerName, replyHandlerName, dialect, limits, trustedOrigins, cleartextOrigins, allowsLocalFiles, allowsSubframes, trustedAppOrigins
  }

  /// Decodes a configuration; a missing or `null` field takes its default, so configurations
  /// stored by older versions (in action logs) keep decoding after a field is added.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = BridgeConfiguration()
    self.init(
      handlerName: try container.decode(.handlerName, or: defaults.handlerName),
      replyHandlerName: try container.decodeIfPresent(String.self, forKey: .replyHandlerName),
      dialect: try container.decode(.dialect, or: defaults.dialect),
      limits: try container.decode(.limits, or: defaults.limits),
      trustedOrigins: try container.decode(.trustedOrigins, or: defaults.trustedOrigins),
      cleartextOrigins: try container.decode(.cleartextOrigins, or: defaults.cleartextOrigins),
      allowsLocalFiles: try container.decode(.allowsLocalFiles, or: defaults.allowsLocalFiles),
      allowsSubframes: try container.decode(.allowsSubframes, or: defaults.allowsSubframes),
      trustedAppOrigins: try container.decode(.trustedAppOrigins, or: defaults.trustedAppOrigins))
  }
}
