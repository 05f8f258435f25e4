import Foundation

/// A cookie of the app's session, put into the web view's cookie store before the next load
/// (seed 002's "session" sign-in: the server's session cookie, obtained natively, handed to the
/// web view).
///
/// Send the whole set with `sessionCookiesChanged` after signing in, and `[]` on sign-out: the
/// host removes the cookies it set that are no longer in the set. Values are secrets: a screen's
/// action log (`ActionRecorder(screen:…)`, WebViewFeatureLogs) writes a placeholder instead,
/// in actions and in calls; the state keeps none of them.
public struct SessionCookie: Sendable, Equatable, Codable {
  /// What names a cookie in a cookie store: a cookie set with the same three replaces it.
  public struct ID: Sendable, Hashable, Codable, Comparable {
    /// The cookie's name.
    public var name: String
    /// The host the cookie belongs to (`app.example.com`), or a domain with its subdomains
    /// (`.example.com`).
    public var domain: String
    /// The path the cookie is sent for.
    public var path: String

    /// Creates an id.
    public init(name: String, domain: String, path: String = "/") {
      self.name = name
      self.domain = domain
      self.path = path
    }

    /// By domain, then path, then name: the order the host deletes cookies in.
    public static func < (lhs: ID, rhs: ID) -> Bool {
      (lhs.domain, lhs.path, lhs.name) < (rhs.domain, rhs.path, rhs.name)
    }
  }

  /// Name, domain and path.
  public var id: ID
  /// The value: a secret.
  public var value: String
  /// Sent over HTTPS only (`Secure`); on by default.
  public var isSecure: Bool
  /// Hidden from the page's scripts (`HttpOnly`); on by default, as a session cookie should be.
  public var isHTTPOnly: Bool
  /// When the cookie expires; `nil` (the default) for a session cookie, gone when the data
  /// store's session ends.
  public var expires: Date?

  /// Creates a cookie.
  public init(
    name: String, value: String, domain: String, path: String = "/", isSecure: Bool = true, isHTTPOnly: Bool = true,
    expires: Date? = nil
  ) {
    self.id = ID(name: name, domain: domain, path: path)
    self.value = value
    self.isSecure = isSecure
    self.isHTTPOnly = isHTTPOnly
    self.expires = expires
  }

  /// Why a cookie store would refuse or misread this cookie; `nil` when it is well formed (RFC
  /// 6265): a name that is a token, an ASCII value without spaces, quotes, commas, semicolons,
  /// backslashes or control characters, a domain without them, a path that starts with `/`.
  /// The screen does not set a cookie with a problem; it reports it
  /// (``WebViewDiagnostic/cookieRefused(_:reason:)``).
  public var problem: String? {
    if id.name.isEmpty || !id.name.unicodeScalars.allSatisfy(Self.isTokenCharacter) {
      return "the name must be a non-empty token (letters, digits and !#$%&'*+-.^_`|~)"
    }
    if !value.unicodeScalars.allSatisfy(Self.isValueCharacter) {
      return "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"
    }
    if id.domain.isEmpty || !id.domain.unicodeScalars.allSatisfy(Self.isValueCharacter) {
      return "the domain must be a host name"
    }
    if !id.path.hasPrefix("/") || !id.path.unicodeScalars.allSatisfy(Self.isValueCharacter) {
      return "the path must start with / and hold no spaces, semicolons or control characters"
    }
    return nil
  }

  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
  }

  private static func isValueCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.value > 0x20 && scalar.value != 0x7F && !"\",;\\".unicodeScalars.contains(scalar)
  }
}
