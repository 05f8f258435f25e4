/// What a screen's action log keeps out: every secret and piece of personal data the screen
/// knows of, unless the app keeps one on purpose.
///
/// A recording leaves the device (bug trackers, chat threads, laptops), so
/// `ActionRecorder(screen:configuration:destination:…)` redacts by default, consistently in
/// actions, states, recorded calls and the header: the log still replays and verifies.
///
/// | Secret | Where it appears | Written as |
/// |---|---|---|
/// | ``Secret/accessToken`` | `accessTokenChanged`, the session script in `documentStartScripts` and the script that delivers it | `<redacted token 1>`, numbered per distinct token |
/// | ``Secret/cookieValues`` | `sessionCookiesChanged`, the host's `setSessionCookies` call | `<redacted>` (a value the screen refuses stays one it refuses) |
/// | ``Secret/promptText`` | a `prompt` answer: `dialogAnswered`, `completeDialog`, a mismatch diagnostic | `<redacted>` (no answer, or an empty one, stays so) |
/// | ``Secret/selectedFiles`` | the files chosen for a file input: `dialogAnswered`, `completeDialog`, a mismatch diagnostic | `file:///redacted`, one per file (a cancel stays `nil`) |
/// | ``Secret/credentials`` | a sign-in's user name and password: `dialogAnswered`, `completeDialog`, a mismatch diagnostic | `<redacted>`, both (a cancel stays `nil`, an empty field empty) |
/// | ``Secret/userName`` | the header's app facts, the `getUserInfo` reply | `<redacted>` (nobody signed in stays `null`) |
/// | ``Secret/signInCallbacks`` | the callback URL of `signInFinished` and its delegate action | each query value and the fragment `redacted` |
/// | ``Secret/pluginFields`` | the `SecretFields` (BridgeClient) a plugin registered: its messages' payloads, `pluginResponded`, its replies | `<redacted>` |
///
/// Everything else is kept: it is what the log is for. URLs, titles, dialog messages, bridge
/// actions and payloads without registered secret fields, failures, and downloads (their URLs,
/// file names, types and sizes; never a file's contents, which the screen never reads) are page
/// content and WebKit facts, so keep secrets out of URLs and name a plugin's secret fields.
///
/// Keeping one is one line: `redaction: .keeping([.promptText])`.
public struct WebViewLogRedaction: Sendable, Equatable {
  /// A kind of secret the screen knows of.
  public enum Secret: String, Sendable, CaseIterable {
    /// The app's access token.
    case accessToken
    /// The values of the app's session cookies.
    case cookieValues
    /// What the user typed into a JavaScript `prompt`.
    case promptText
    /// The files the user chose for an `<input type=file>`: their paths name the user and the
    /// documents.
    case selectedFiles
    /// The user name and password given to a server's sign-in (`Credentials`).
    case credentials
    /// The signed-in user's name (`AppInfo.userName`).
    case userName
    /// The query and fragment of a sign-in's callback URL: an authorization code, a state.
    case signInCallbacks
    /// The fields plugins registered as secret (`SecretFields` (BridgeClient)).
    case pluginFields
  }

  /// The secrets written as they are.
  public var kept: Set<Secret>

  /// Redacts every secret but those in `kept`.
  public init(keeping kept: Set<Secret> = []) {
    self.kept = kept
  }

  /// Redacts every secret: the default, and the setup for production.
  public static var all: Self { Self() }

  /// Redacts every secret but those in `kept`: `.keeping([.promptText])`.
  public static func keeping(_ kept: Set<Secret>) -> Self {
    Self(keeping: kept)
  }

  /// What a redacted value is written as.
  public static let placeholder = "<redacted>"

  func redacts(_ secret: Secret) -> Bool {
    !kept.contains(secret)
  }
}
