/// A user name and password typed into a sign-in panel (``DialogResult/credentialsProvided(_:)``)
/// or supplied by the app answering one.
///
/// The host hands them to WebKit for this session only (`URLCredential.Persistence.forSession`),
/// the screen's state never keeps them, and action logs write both as `<redacted>`
/// (`WebViewLogRedaction.Secret.credentials`). Their descriptions leave the password out.
public struct Credentials: Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The user name.
  public var user: String
  /// The password.
  public var password: String

  /// Credentials for `user`.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }

  /// `Credentials(user: "alice", password: <hidden>)`.
  public var description: String { "Credentials(user: \(user.debugDescription), password: <hidden>)" }

  /// The same as ``description``: no password in a debugger or a test failure either.
  public var debugDescription: String { description }
}
