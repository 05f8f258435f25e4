import Foundation

/// A server's request for a user name and password (HTTP Basic or Digest authentication,
/// ``JSDialog/Kind/credentials(_:)``) or for the device's client certificate
/// (``JSDialog/Kind/clientCertificate(_:)``), as WebKit hands it over.
///
/// Only these become a panel. A server's certificate, NTLM, Negotiate (Kerberos) and a proxy's
/// challenge get the system's own handling from the host, which never accepts a certificate the
/// system rejects.
///
/// Everything in it but ``isSecure`` comes from the server and is hostile: the host and realm
/// are shown only after control characters are replaced, and the panel names the host, never
/// the realm, which a server can word as it likes ("Enter your Apple ID password").
public struct AuthenticationRequest: Equatable, Sendable, Codable {
  /// Which scheme the server asks with.
  public enum Method: String, Equatable, Sendable, Codable {
    /// HTTP Basic: the password crosses the connection as it is typed.
    case basic
    /// HTTP Digest: the password crosses it hashed.
    case digest
    /// TLS client authentication: the server asks who the device is, and only the app's own
    /// identity can answer (``CredentialPolicy/clientCertificateHosts``).
    case clientCertificate
  }

  /// The server's host (`URLProtectionSpace.host`).
  public var host: String
  /// The server's port.
  public var port: Int
  /// The server's name for the protected area; `nil` when it gave none. Never shown.
  public var realm: String?
  /// Basic, Digest, or a client certificate.
  public var method: Method
  /// Whether the challenge came over `https:`: the only connection a password is sent over.
  public var isSecure: Bool
  /// How many answers to this challenge the server refused so far: `0` the first time.
  public var previousFailureCount: Int

  /// Describes a server's request.
  public init(host: String, port: Int, realm: String?, method: Method, isSecure: Bool, previousFailureCount: Int = 0) {
    self.host = host
    self.port = port
    self.realm = realm
    self.method = method
    self.isSecure = isSecure
    self.previousFailureCount = previousFailureCount
  }
}
