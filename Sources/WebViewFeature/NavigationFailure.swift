/// A failed load as WebKit reports it, copied from the `NSError` of `didFail` /
/// `didFailProvisionalNavigation`.
public struct NavigationFailure: Equatable, Sendable, Codable {
  /// The error domain, e.g. `NSURLErrorDomain` or `WebKitErrorDomain`.
  public var domain: String
  /// The error code within `domain`.
  public var code: Int
  /// The error's own text (`localizedDescription`), shown when no better message is known.
  public var message: String

  /// Describes a failure.
  public init(domain: String, code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// `NSURLErrorDomain`.
  public static let urlErrorDomain = "NSURLErrorDomain"
  /// `WebKitErrorDomain`.
  public static let webKitErrorDomain = "WebKitErrorDomain"

  /// A failure in `NSURLErrorDomain`, for tests and previews.
  public static func url(_ code: Int, _ message: String = "") -> NavigationFailure {
    NavigationFailure(domain: urlErrorDomain, code: code, message: message)
  }

  /// A failure in `WebKitErrorDomain`, for tests and previews.
  public static func webKit(_ code: Int, _ message: String = "") -> NavigationFailure {
    NavigationFailure(domain: webKitErrorDomain, code: code, message: message)
  }

  /// Whether this is not an error for the user: a load replaced or stopped (`-999`,
  /// `NSURLErrorCancelled`), a load interrupted by a policy decision (`102`, frame load
  /// interrupted, which follows every cancelled response) or a load a media plug-in took over
  /// (`204`). Showing these caused error flashes and reload loops in real apps.
  public var isBenign: Bool {
    switch (domain, code) {
    case (Self.urlErrorDomain, -999), (Self.webKitErrorDomain, 102), (Self.webKitErrorDomain, 204): true
    default: false
    }
  }
}
