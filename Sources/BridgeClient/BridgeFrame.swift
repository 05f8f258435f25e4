import Foundation
import StoreRuntime

/// The frame a script message came from, as `WKScriptMessage.frameInfo` describes it.
///
/// On WebKit, build it from the frame's security origin with
/// ``init(originScheme:host:port:isMainFrame:)``, never from `frameInfo.request.url`: a
/// sandboxed iframe (an opaque origin) can load a trusted URL, and only its origin says it is
/// not that site.
public struct BridgeFrame: Sendable, Equatable, Codable {
  /// The frame's document URL; `nil` when WebKit did not say.
  public var url: URL?
  /// Whether the message came from the top-level document rather than an iframe.
  public var isMainFrame: Bool

  /// Creates a frame description.
  public init(url: URL?, isMainFrame: Bool = true) {
    self.url = url
    self.isMainFrame = isMainFrame
  }
}

extension BridgeFrame {
  /// A frame described by its security origin (`WKFrameInfo.securityOrigin`: `protocol`,
  /// `host`, `port`), as the URL `scheme://host[:port]/`.
  ///
  /// An origin that cannot be written as such a URL has no ``url``, so no allow-list trusts it:
  /// an opaque origin (a sandboxed iframe, a `data:` document; WebKit reports an empty protocol
  /// and host), a scheme that is not one, a host holding `/ ? # @ \ %`, spaces or controls, a
  /// port outside 1…65535. A `file` origin has no host and becomes `file:///`, which only
  /// `allowsLocalFiles` admits. An IPv6 host is bracketed; port 0 means the scheme's default.
  public init(originScheme scheme: String, host: String, port: Int, isMainFrame: Bool) {
    self.init(url: Self.originURL(scheme: scheme, host: host, port: port), isMainFrame: isMainFrame)
  }

  private static func originURL(scheme: String, host: String, port: Int) -> URL? {
    let scheme = scheme.lowercased()
    guard let first = scheme.unicodeScalars.first, first.isASCIILetter,
      scheme.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
    else { return nil }
    if scheme == "file" { return host.isEmpty && port == 0 ? URL(string: "file:///") : nil }
    guard !host.isEmpty, (0...65_535).contains(port),
      !host.unicodeScalars.contains(where: {
        "/?#@\\% ".unicodeScalars.contains($0) || $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
      })
    else { return nil }
    let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return URL(string: "\(scheme)://\(bracketed)\(port == 0 ? "" : ":\(port)")/")
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension BridgeFrame: CustomRendering {
  /// `https://app.example.com/home [main]`, or `[subframe]`; `(no URL)` when WebKit gave none.
  public var renderedDescription: String {
    "\(url?.absoluteString ?? "(no URL)") [\(isMainFrame ? "main" : "subframe")]"
  }
}
