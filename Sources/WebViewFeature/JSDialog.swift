import BridgeClient
import Foundation

/// A panel the page opened, waiting for the user: a JavaScript `alert`, `confirm` or `prompt`,
/// the file chooser of an `<input type=file>`, a request for the camera, the microphone or the
/// motion sensors that ``PermissionPolicy`` leaves to the user, or a server's request for a user
/// name and password that ``CredentialPolicy`` asks about.
///
/// WebKit waits for the panel to be completed (its JavaScript ones block the page's script), so
/// every dialog is completed exactly once: with the user's answer, or with ``defaultResult`` when
/// it cannot be shown. A panel still open when its document goes away is completed with its
/// default: files chosen for one document never reach the next.
public struct JSDialog: Equatable, Sendable, Codable {
  /// The host's id for the panel's completion handler.
  public var id: DialogID
  /// Which panel, with the prompt's default text.
  public var kind: Kind
  /// The text the page passed; empty for a file chooser, a permission request and a sign-in.
  public var message: String
  /// The frame whose script opened the panel (`initiatedByFrame`): the main frame or an iframe,
  /// with its document URL. `nil` when the host did not say, as in logs recorded before panels
  /// carried their frame.
  public var frame: BridgeFrame?

  /// Describes a panel opened by `frame`.
  public init(id: DialogID, kind: Kind, message: String, frame: BridgeFrame? = nil) {
    self.id = id
    self.kind = kind
    self.message = message
    self.frame = frame
  }

  /// Who asked, for the panel's title, as Safari names it ("The page at example.com says"): the
  /// host of ``frame``'s URL as the navigation policy reads it (lowercased, without port, as
  /// `HostAllowList` matches it), each control or format character (a bidirectional override,
  /// say) replaced by U+FFFD.
  ///
  /// `nil` when that is unknown: no frame, a URL without a host (`about:blank`, `file:`, `data:`)
  /// or one whose host the policy cannot read with confidence (a backslash in the authority).
  /// The sentence around it is ``WebViewMessages/title(for:)``, in the user's language.
  public var origin: String? {
    frame?.url.flatMap(HostAllowList.host(of:)).map(UserFacingText.displayableHost)
  }

  /// Which panel the page opened.
  public enum Kind: Equatable, Sendable, Codable {
    /// `alert(message)`: an OK button.
    case alert
    /// `confirm(message)`: OK and Cancel.
    case confirm
    /// `prompt(message, defaultText)`: a text field and OK/Cancel.
    case prompt(defaultText: String?)
    /// An `<input type=file>` asks for files (`runOpenPanelWith`, `WKOpenPanelParameters`):
    /// one file, or several when the input is `multiple`; folders too when it is
    /// `webkitdirectory`. Answered with ``DialogResult/filesSelected(_:)``.
    case fileInput(allowsMultipleSelection: Bool, allowsDirectories: Bool)
    /// The document of ``JSDialog/frame`` asks for these capabilities
    /// (`requestMediaCapturePermissionFor`, `requestDeviceOrientationAndMotionPermissionFor`):
    /// `[.camera, .microphone]` for both at once. Answered with
    /// ``DialogResult/permissionDecided(granted:)``. The reducer shows only the requests
    /// ``PermissionPolicy`` asks about; it answers the others itself.
    case permission([Permission])
    /// A server asks for a user name and password (`didReceive challenge`, HTTP Basic or
    /// Digest). Answered with ``DialogResult/credentialsProvided(_:)``. The reducer shows only
    /// the requests ``CredentialPolicy`` asks about; it cancels the others itself. ``JSDialog/frame``
    /// is `nil`: WebKit does not say which frame's load was challenged.
    case credentials(AuthenticationRequest)
    /// A server asks for the device's client certificate (`didReceive challenge`,
    /// `NSURLAuthenticationMethodClientCertificate`). Never shown: the reducer answers it at once
    /// with ``DialogResult/clientCertificateChosen(_:)``, `true` when
    /// ``CredentialPolicy/clientCertificateHosts`` lists its host over `https:` (the host kit
    /// then answers with the app's identity, `WebViewHost.clientIdentity`), `false` otherwise
    /// (the system's own handling).
    case clientCertificate(AuthenticationRequest)
  }

  /// The answer used when the panel goes away unanswered: alert done, confirm `false`,
  /// prompt `nil`, no files, permission denied, no credentials, no client certificate — what the
  /// page sees when the user cancels.
  public var defaultResult: DialogResult {
    switch kind {
    case .alert: .alertDismissed
    case .confirm: .confirmed(false)
    case .prompt: .prompted(nil)
    case .fileInput: .filesSelected(nil)
    case .permission: .permissionDecided(granted: false)
    case .credentials: .credentialsProvided(nil)
    case .clientCertificate: .clientCertificateChosen(false)
    }
  }

  /// Whether `result` is an answer this panel can take: one of its kind, and for a file chooser
  /// `nil` (cancel) or one or more `file:` URLs, at most one unless it allows several; for a
  /// sign-in `nil` (cancel) or credentials with a user name.
  public func accepts(_ result: DialogResult) -> Bool {
    switch (kind, result) {
    case (.alert, .alertDismissed), (.confirm, .confirmed), (.prompt, .prompted), (.permission, .permissionDecided): true
    case (.clientCertificate, .clientCertificateChosen): true
    case (.fileInput, .filesSelected(nil)), (.credentials, .credentialsProvided(nil)): true
    case (.credentials, .credentialsProvided(let credentials?)): !credentials.user.isEmpty
    case (.fileInput(let allowsMultipleSelection, _), .filesSelected(let urls?)):
      !urls.isEmpty && (allowsMultipleSelection || urls.count == 1) && urls.allSatisfy(\.isFileURL)
    default: false
    }
  }
}

/// The answer to a ``JSDialog``, as the host passes it to the panel's completion handler.
public enum DialogResult: Equatable, Sendable, Codable {
  /// The alert was dismissed (`completionHandler()`).
  case alertDismissed
  /// The confirm's answer (`completionHandler(Bool)`).
  case confirmed(Bool)
  /// The prompt's text, `nil` when cancelled (`completionHandler(String?)`).
  case prompted(String?)
  /// The files chosen for a file input, `nil` when cancelled (`completionHandler([URL]?)`).
  /// Action logs redact them (`WebViewLogRedaction.Secret.selectedFiles`).
  case filesSelected([URL]?)
  /// The user's answer to a permission request: WebKit grants or denies it
  /// (`decisionHandler(.grant)`, `.deny`).
  case permissionDecided(granted: Bool)
  /// The user name and password for a sign-in, `nil` when cancelled: WebKit uses them for this
  /// session (`.useCredential`) or cancels the challenge. Action logs redact them
  /// (`WebViewLogRedaction.Secret.credentials`).
  case credentialsProvided(Credentials?)
  /// Whether the app's client identity answers a server's request for a client certificate
  /// (`.useCredential` with `WebViewHost.clientIdentity`'s credential), or the system's own
  /// handling does (`false`).
  case clientCertificateChosen(Bool)
}
