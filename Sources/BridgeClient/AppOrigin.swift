import Foundation

/// An origin the app serves itself, through a scheme handler: `app://localhost`, where its
/// bundled web UI loads with a real origin (storage, cookies, `fetch` of its own files), which
/// `file:` pages do not have.
///
/// The scheme is one WebKit does not handle itself (it refuses to register a handler for
/// `https`, `file` or `about`), and the host is written as the page's `location.hostname`
/// reads it: the URL standard keeps the case of a host in a scheme it does not know, so
/// `app://LocalHost` is another origin, and a lowercase host is the only one accepted.
///
/// A URL belongs to the origin (``contains(_:)``) when its scheme is the origin's in any case,
/// its host is the origin's exactly, and it names no port.
public struct AppOrigin: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The scheme, lowercased: `app`.
  public let scheme: String
  /// The host: `localhost`.
  public let host: String

  /// `app://localhost`: Capacitor's choice of origin, and the one most bundled web UIs expect.
  public static let app = AppOrigin(checkedScheme: "app", host: "localhost")

  /// Creates an origin, throwing ``AppOriginError`` when WebKit would refuse the scheme or the
  /// host is not a lowercase host name.
  public init(scheme: String, host: String) throws(AppOriginError) {
    let scheme = scheme.lowercased()
    guard Self.isScheme(scheme) else { throw .invalidScheme(scheme) }
    guard !Self.webKitSchemes.contains(scheme) else { throw .schemeHandledByWebKit(scheme) }
    guard Self.isHost(host) else { throw .invalidHost(host) }
    self.init(checkedScheme: scheme, host: host)
  }

  private init(checkedScheme scheme: String, host: String) {
    self.scheme = scheme
    self.host = host
  }

  /// `app://localhost`.
  public var description: String { "\(scheme)://\(host)" }

  /// The origin's root, `app://localhost/`.
  public var root: URL { URL(string: "\(description)/")! }

  /// Whether `url` is a page of this origin: the same scheme (in any case), exactly this host,
  /// no port.
  public func contains(_ url: URL) -> Bool {
    url.scheme?.lowercased() == scheme && url.host(percentEncoded: true) == host && url.port == nil
  }

  /// Decodes an origin, refusing one ``init(scheme:host:)`` would refuse.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(scheme: container.decode(String.self, forKey: .scheme), host: container.decode(String.self, forKey: .host))
    } catch let error as AppOriginError {
      throw DecodingError.dataCorruptedError(forKey: .scheme, in: container, debugDescription: error.description)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case scheme, host
  }

  /// The schemes WebKit loads itself, as its `LegacySchemeRegistry::isBuiltinScheme` lists
  /// them (the URL standard's special schemes, and WebKit's own), which
  /// `WKWebView.handlesURLScheme(_:)` reports. The host asks WebKit too before it registers a
  /// handler: a WebKit of another version may know more.
  static let webKitSchemes: Set<String> = [
    "http", "https", "ws", "wss", "ftp", "file", "about", "data", "blob", "javascript", "applewebdata", "webkit-fake-url",
    "safari-extension",
  ]

  /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` and `.`.
  private static func isScheme(_ text: String) -> Bool {
    guard let first = text.utf8.first, isLowercaseLetter(first) else { return false }
    return text.utf8.allSatisfy {
      isLowercaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }

  /// Lowercase labels of letters, digits and `-`, joined by single dots: a name every URL parser
  /// reads back unchanged.
  private static func isHost(_ text: String) -> Bool {
    let labels = text.split(separator: ".", omittingEmptySubsequences: false)
    return text.utf8.count <= 253
      && labels.allSatisfy { label in
        (1...63).contains(label.utf8.count) && label.utf8.first != UInt8(ascii: "-") && label.utf8.last != UInt8(ascii: "-")
          && label.utf8.allSatisfy { isLowercaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
      }
  }

  private static func isLowercaseLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

/// Why ``AppOrigin/init(scheme:host:)`` refused an origin.
public enum AppOriginError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Not a URL scheme: it must start with a letter and hold only letters, digits, `+`, `-`, `.`.
  case invalidScheme(String)
  /// A scheme WebKit handles itself; registering a handler for it raises an exception.
  case schemeHandledByWebKit(String)
  /// Not a lowercase host name.
  case invalidHost(String)

  /// What is wrong, and an example that works.
  public var description: String {
    switch self {
    case .invalidScheme(let scheme):
      "\"\(scheme)\" is not a URL scheme; use letters, digits, \"+\", \"-\" or \".\", starting with a letter, e.g. \"app\"."
    case .schemeHandledByWebKit(let scheme):
      "WebKit handles \"\(scheme):\" itself and refuses a scheme handler for it; choose a scheme of the app's own, e.g. \"app\"."
    case .invalidHost(let host):
      "\"\(host)\" is not a lowercase host name; the page's origin keeps a custom scheme's host as written, so use e.g. \"localhost\"."
    }
  }
}
