import Foundation
import JSON

/// How the bridge reads messages and whom it trusts.
///
/// The default trusts no origin at all: list your hosts in ``trustedOrigins`` (and set
/// ``allowsLocalFiles`` for bundled pages) or every message is refused as
/// ``BridgeErrorCode/untrustedOrigin``.
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
  /// Hosts whose pages may talk to native code.
  public var trustedOrigins: HostAllowList
  /// Whether pages loaded from `file:` URLs (bundled content) may talk to native code.
  public var allowsLocalFiles: Bool
  /// Whether iframes may talk to native code (their own origin must still be trusted).
  public var allowsSubframes: Bool

  /// Creates a configuration.
  public init(
    handlerName: String = "nativeBridge",
    replyHandlerName: String? = nil,
    dialect: BridgeDialect = .typeCallback(),
    limits: JSONLimits = .default,
    trustedOrigins: HostAllowList = .none,
    allowsLocalFiles: Bool = false,
    allowsSubframes: Bool = false
  ) {
    self.handlerName = handlerName
    self.replyHandlerName = replyHandlerName
    self.dialect = dialect
    self.limits = limits
    self.trustedOrigins = trustedOrigins
    self.allowsLocalFiles = allowsLocalFiles
    self.allowsSubframes = allowsSubframes
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
    // The URL is read in place: `guard let url = frame.url` copies (and retains) it per message,
    // 71 instructions of 437 (`Scripts/instructions.sh origin-check`, 2026-11-28).
    let (isFile, isAllowed) = trustedOrigins.judge(frame.url.unsafelyUnwrapped)
    if isFile {
      return allowsLocalFiles ? nil : "file: pages are not allowed (allowsLocalFiles is false)"
    }
    return isAllowed ? nil : Self.untrustedHostReason(frame)
  }

  private static func untrustedHostReason(_ frame: BridgeFrame) -> String {
    let url = frame.url
    return "host of \(url?.scheme ?? "?")://\(url?.host(percentEncoded: true) ?? "") is not in trustedOrigins"
  }
}

extension BridgeConfiguration {
  private enum CodingKeys: String, CodingKey {
    case handlerName, replyHandlerName, dialect, limits, trustedOrigins, allowsLocalFiles, allowsSubframes
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
      allowsLocalFiles: try container.decode(.allowsLocalFiles, or: defaults.allowsLocalFiles),
      allowsSubframes: try container.decode(.allowsSubframes, or: defaults.allowsSubframes))
  }
}
