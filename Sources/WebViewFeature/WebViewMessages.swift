/// Every sentence the screen shows its user or answers the page with, in one language.
///
/// Part of ``WebViewFeature/Configuration`` (``WebViewFeature/Configuration/messages``), so an
/// action log carries the table its app used and a replay shows the same text. English
/// (``english``) is the default and Korean (``korean``) ships complete; an app in another language
/// builds its own, from its localised strings or from JSON:
///
/// ```swift
/// var messages = WebViewMessages.english
/// messages.offline = String(localized: "web.offline")
/// configuration.messages = messages
/// ```
///
/// A message may hold placeholders, written `{name}`, that the screen fills in: `{status}` (an
/// HTTP status), `{type}` (a MIME type), `{host}` (a refused address), `{count}` (crashes in a
/// row), `{action}` (a quoted action name), `{origin}` (who opened a panel or asks for a
/// permission), `{host}` (a server asking for a password), `{file}` (a download's file name) and `{reason}`; each message's documentation names the ones it has. Values are inserted as they are, never scanned for placeholders again, and
/// the finished text is made safe for the screen (control characters replaced). A placeholder a
/// message does not have is left as written.
///
/// Decoding is lenient where it can be and strict where it must: a missing or `null` message
/// takes its English text, so a table written before a message existed still decodes; a message
/// that uses a placeholder it does not have throws a `DecodingError` naming both, so a typo in a
/// translation (`{hots}`) is caught when the table is loaded, not seen by a user.
///
/// What stays English: the reasons in protocol errors the bridge's decoder writes
/// (`MALFORMED_MESSAGE`, `INVALID_PAYLOAD` from a plugin's payload, limits), which name fields and
/// limits for the page's developers, and diagnostics, which only developers read.
public struct WebViewMessages: Sendable, Equatable {
  /// No internet connection (`LoadError.offline`).
  public var offline: String
  /// The server took too long (`LoadError.timedOut`).
  public var timedOut: String
  /// The server's name could not be resolved (`LoadError.hostNotFound`).
  public var hostNotFound: String
  /// The connection dropped during the load (`LoadError.connectionLost`).
  public var connectionLost: String
  /// No secure connection could be made (`LoadError.secureConnectionFailed`).
  public var secureConnectionFailed: String
  /// The server's certificate is not valid (`LoadError.invalidCertificate`).
  public var invalidCertificate: String
  /// HTTP 401 or 403; placeholder `{status}`.
  public var httpNoAccess: String
  /// HTTP 404 or 410; placeholder `{status}`.
  public var httpNotFound: String
  /// HTTP 500 and above; placeholder `{status}`.
  public var httpServerError: String
  /// Any other HTTP status of 400 or more; placeholder `{status}`.
  public var httpOther: String
  /// Content the web view cannot show; placeholder `{type}` (the MIME type, or
  /// ``unknownContentType``).
  public var unsupportedContent: String
  /// What `{type}` says when the server named no MIME type.
  public var unknownContentType: String
  /// A navigation to a host outside the allow-list; placeholder `{host}`.
  public var hostNotAllowed: String
  /// A refused navigation whose address could not be named.
  public var addressNotAllowed: String
  /// Automatic reloads stopped after repeated crashes; placeholder `{count}`.
  public var crashLoop: String
  /// A failure without text of its own.
  public var loadFailed: String
  /// The message of the `greeting` action's reply.
  public var greeting: String
  /// The message of `getUserInfo`'s reply.
  public var userInfoReply: String
  /// The message of `getAppVersion`'s and `appVersion`'s reply.
  public var appVersionReply: String
  /// The message of `openUrl`'s reply, when the URL is on its way to a new screen.
  public var openURLReply: String
  /// The message of `showToast`'s reply, when the toast is shown or queued.
  public var showToastReply: String
  /// The message of `pop`'s and `close`'s reply, sent before the screen closes.
  public var closeReply: String
  /// The message of `ready`'s reply.
  public var readyReply: String
  /// The reply to an action nobody handles (`UNKNOWN_ACTION`); placeholder `{action}`.
  public var unknownAction: String
  /// The reply to `openUrl` without an absolute http(s) URL (`INVALID_PAYLOAD`).
  public var openURLNeedsURL: String
  /// The reply to `showToast` without a message (`INVALID_PAYLOAD`).
  public var showToastNeedsMessage: String
  /// The reply that replaces a response with no JavaScript form (`HANDLER_FAILED`); placeholder
  /// `{reason}`.
  public var responseNotSendable: String
  /// The error a page's reply-handler promise rejects with (`CANCELLED`) when its screen, store
  /// or web view went away before the reducer answered.
  public var replyHandlerUnanswered: String
  /// The title of a JavaScript panel, naming who opened it as Safari does; placeholder
  /// `{origin}` (``JSDialog/origin``).
  public var dialogTitle: String
  /// The button that answers an alert, or confirms a confirm or a prompt.
  public var okButton: String
  /// The button that refuses a confirm or a prompt.
  public var cancelButton: String
  /// The button that loads a page again after a load error (`reload`).
  public var retryButton: String
  /// The button that puts a load error away (`errorDismissed`).
  public var dismissButton: String
  /// The question of a camera request ``PermissionPolicy`` asks the user about; placeholder
  /// `{origin}` (``JSDialog/origin``).
  public var cameraPermission: String
  /// The question of a microphone request; placeholder `{origin}`.
  public var microphonePermission: String
  /// The question of a request for the camera and the microphone together; placeholder `{origin}`.
  public var cameraAndMicrophonePermission: String
  /// The question of a request for the motion and orientation sensors; placeholder `{origin}`.
  public var motionPermission: String
  /// The button that grants a permission request.
  public var allowButton: String
  /// The button that denies a permission request.
  public var denyButton: String
  /// The title of a sign-in a server asks for (``CredentialPolicy``); placeholder `{host}`, the
  /// server's host. The server's realm is never shown: it is the server's to word.
  public var credentialsTitle: String
  /// The line under the title when the server refused the previous answer.
  public var credentialsRefused: String
  /// The placeholder of the user name field.
  public var userNameField: String
  /// The placeholder of the password field.
  public var passwordField: String
  /// The button that sends the user name and password.
  public var signInButton: String
  /// The toast when a download failed; placeholder `{file}`, the name it was being saved under.
  public var downloadFailed: String
  /// The name a download is saved under when the server suggests none that is safe to use.
  public var untitledDownload: String
}

extension WebViewMessages {
  /// The English table, the default.
  public static let english = WebViewMessages(
    offline: "You appear to be offline. Check your connection and try again.",
    timedOut: "The page took too long to respond. Try again.",
    hostNotFound: "The server could not be found. Check the address or your connection.",
    connectionLost: "The connection was lost while loading the page. Try again.",
    secureConnectionFailed: "A secure connection to the server could not be made.",
    invalidCertificate: "The server's security certificate is not valid, so the page was not loaded.",
    httpNoAccess: "You don't have access to this page (HTTP {status}).",
    httpNotFound: "The page was not found (HTTP {status}).",
    httpServerError: "The server had a problem (HTTP {status}). Try again later.",
    httpOther: "The page could not be loaded (HTTP {status}).",
    unsupportedContent: "This content ({type}) cannot be shown in the app.",
    unknownContentType: "unknown type",
    hostNotAllowed: "{host} cannot be opened in the app.",
    addressNotAllowed: "This address cannot be opened in the app.",
    crashLoop: "The page stopped working {count} times in a row. Tap Retry to load it again.",
    loadFailed: "The page could not be loaded.",
    greeting: "Hello from native",
    userInfoReply: "OK",
    appVersionReply: "OK",
    openURLReply: "OK",
    showToastReply: "OK",
    closeReply: "OK",
    readyReply: "OK",
    unknownAction: "No handler for action {action}.",
    openURLNeedsURL: "openUrl needs data.url: an absolute http(s) URL.",
    showToastNeedsMessage: "showToast needs data.message: a non-empty string.",
    responseNotSendable: "The response could not be sent to the page: {reason}",
    replyHandlerUnanswered: "The page went away before the app answered.",
    dialogTitle: "The page at {origin} says:",
    okButton: "OK",
    cancelButton: "Cancel",
    retryButton: "Retry",
    dismissButton: "Dismiss",
    cameraPermission: "Allow {origin} to use your camera?",
    microphonePermission: "Allow {origin} to use your microphone?",
    cameraAndMicrophonePermission: "Allow {origin} to use your camera and microphone?",
    motionPermission: "Allow {origin} to use motion and orientation?",
    allowButton: "Allow",
    denyButton: "Don't Allow",
    credentialsTitle: "Sign in to {host}",
    credentialsRefused: "The user name or password was not accepted. Try again.",
    userNameField: "User Name",
    passwordField: "Password",
    signInButton: "Sign In",
    downloadFailed: "{file} could not be downloaded.",
    untitledDownload: "Download")

  /// The Korean table (seed 004's app is Korean). Field names in developer-facing replies
  /// (`data.url`) stay as the page's code spells them.
  public static let korean = WebViewMessages(
    offline: "오프라인 상태인 것 같습니다. 연결을 확인한 후 다시 시도하세요.",
    timedOut: "페이지 응답 시간이 초과되었습니다. 다시 시도하세요.",
    hostNotFound: "서버를 찾을 수 없습니다. 주소나 연결을 확인하세요.",
    connectionLost: "페이지를 불러오는 중 연결이 끊어졌습니다. 다시 시도하세요.",
    secureConnectionFailed: "서버와 보안 연결을 할 수 없습니다.",
    invalidCertificate: "서버의 보안 인증서가 유효하지 않아 페이지를 불러오지 않았습니다.",
    httpNoAccess: "이 페이지에 접근할 권한이 없습니다(HTTP {status}).",
    httpNotFound: "페이지를 찾을 수 없습니다(HTTP {status}).",
    httpServerError: "서버에 문제가 발생했습니다(HTTP {status}). 잠시 후 다시 시도하세요.",
    httpOther: "페이지를 불러올 수 없습니다(HTTP {status}).",
    unsupportedContent: "이 콘텐츠({type})는 앱에서 표시할 수 없습니다.",
    unknownContentType: "알 수 없는 형식",
    hostNotAllowed: "{host}은(는) 앱에서 열 수 없습니다.",
    addressNotAllowed: "이 주소는 앱에서 열 수 없습니다.",
    crashLoop: "페이지가 {count}번 연속으로 멈췄습니다. 다시 시도를 눌러 다시 불러오세요.",
    loadFailed: "페이지를 불러올 수 없습니다.",
    greeting: "네이티브에서 보내는 인사입니다",
    userInfoReply: "확인",
    appVersionReply: "확인",
    openURLReply: "확인",
    showToastReply: "확인",
    closeReply: "확인",
    readyReply: "확인",
    unknownAction: "{action} 액션을 처리할 핸들러가 없습니다.",
    openURLNeedsURL: "openUrl에는 data.url(절대 http(s) URL)이 필요합니다.",
    showToastNeedsMessage: "showToast에는 data.message(비어 있지 않은 문자열)가 필요합니다.",
    responseNotSendable: "응답을 페이지로 보낼 수 없습니다: {reason}",
    replyHandlerUnanswered: "앱이 응답하기 전에 페이지가 사라졌습니다.",
    dialogTitle: "{origin} 페이지의 메시지:",
    okButton: "확인",
    cancelButton: "취소",
    retryButton: "다시 시도",
    dismissButton: "닫기",
    cameraPermission: "{origin}에서 카메라를 사용하도록 허용하시겠습니까?",
    microphonePermission: "{origin}에서 마이크를 사용하도록 허용하시겠습니까?",
    cameraAndMicrophonePermission: "{origin}에서 카메라와 마이크를 사용하도록 허용하시겠습니까?",
    motionPermission: "{origin}에서 동작 및 방향 정보를 사용하도록 허용하시겠습니까?",
    allowButton: "허용",
    denyButton: "허용 안 함",
    credentialsTitle: "{host}에 로그인",
    credentialsRefused: "사용자 이름 또는 암호가 올바르지 않습니다. 다시 시도하세요.",
    userNameField: "사용자 이름",
    passwordField: "암호",
    signInButton: "로그인",
    downloadFailed: "{file}을(를) 다운로드할 수 없습니다.",
    untitledDownload: "다운로드")

  /// The text the user sees for `error`, with its values filled in and made safe for the screen.
  public func text(for error: LoadError) -> String {
    let text =
      switch error {
      case .offline: offline
      case .timedOut: timedOut
      case .hostNotFound: hostNotFound
      case .connectionLost: connectionLost
      case .secureConnectionFailed: secureConnectionFailed
      case .invalidCertificate: invalidCertificate
      case .httpStatus(let status): Self.fill(httpTemplate(status), ["status": String(status)])
      case .unsupportedContent(let mimeType): Self.fill(unsupportedContent, ["type": mimeType ?? unknownContentType])
      case .hostNotAllowed(let host): host.isEmpty ? addressNotAllowed : Self.fill(hostNotAllowed, ["host": host])
      case .crashLoop(let terminations): Self.fill(crashLoop, ["count": String(terminations)])
      case .other(let message): message.isEmpty ? loadFailed : message
      }
    return UserFacingText.displayable(text)
  }

  /// The title to show above `dialog`: ``dialogTitle`` naming ``JSDialog/origin``, for a
  /// permission request the question it asks (``cameraPermission`` and the others), for a
  /// sign-in ``credentialsTitle`` naming the server; `nil` when the origin is unknown, so the
  /// host shows the panel without one rather than a made-up asker, and for a file input, whose
  /// chooser is the system's and says nothing for the page.
  public func title(for dialog: JSDialog) -> String? {
    let sentence: String
    switch dialog.kind {
    case .alert, .confirm, .prompt: sentence = dialogTitle
    case .fileInput, .clientCertificate: return nil
    case .permission(let permissions): sentence = question(for: permissions)
    case .credentials(let request):
      return UserFacingText.displayable(Self.fill(credentialsTitle, ["host": UserFacingText.displayableHost(request.host)]))
    }
    return dialog.origin.map { UserFacingText.displayable(Self.fill(sentence, ["origin": $0])) }
  }

  /// The text to show in `dialog`: the page's, or for a sign-in the server refused before
  /// ``credentialsRefused`` (and nothing the first time).
  public func message(for dialog: JSDialog) -> String {
    guard case .credentials(let request) = dialog.kind else { return dialog.message }
    return request.previousFailureCount > 0 ? UserFacingText.displayable(credentialsRefused) : ""
  }

  private func question(for permissions: [Permission]) -> String {
    if Set(permissions) == [.camera, .microphone] { return cameraAndMicrophonePermission }
    switch permissions.first {
    case .microphone: return microphonePermission
    case .deviceOrientationAndMotion: return motionPermission
    case .camera, nil: return cameraPermission
    }
  }

  /// The toast for a download of `fileName` that failed.
  func downloadFailed(_ fileName: String) -> String {
    UserFacingText.displayable(Self.fill(downloadFailed, ["file": fileName]))
  }

  /// The `UNKNOWN_ACTION` reply's message for `action`.
  func unknownAction(_ action: String) -> String {
    UserFacingText.displayable(Self.fill(unknownAction, ["action": action.debugDescription]))
  }

  /// The `HANDLER_FAILED` reply's message when a response could not be written.
  func responseNotSendable(because reason: String) -> String {
    UserFacingText.displayable(Self.fill(responseNotSendable, ["reason": reason]))
  }

  private func httpTemplate(_ status: Int) -> String {
    switch status {
    case 401, 403: httpNoAccess
    case 404, 410: httpNotFound
    case 500...: httpServerError
    default: httpOther
    }
  }

  /// `template` with each `{name}` in `values` replaced by its value, in one pass: an inserted
  /// value is never read for placeholders, so a host named `{count}` stays `{count}`.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    fill(template) { values[String($0)] }
  }

  /// The `{name}` placeholders in `template`, in order: the names ``fill(_:_:)`` would look up.
  static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    _ = fill(template) { name in
      if !name.isEmpty { names.append(String(name)) }
      return nil
    }
    return names
  }

  /// The one scan of a template: each `{name}` is replaced by `value(name)`, or left as written
  /// when that is `nil`. A name ends at the first `}` and never holds a `{`: in `{{host}` the
  /// name is `host`, after a literal `{`.
  private static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
    // Every piece after the first follows a `{`; a `for` over them cannot fail to advance.
    let pieces = template.split(separator: "{", omittingEmptySubsequences: false)
    var result = String(pieces[0])
    for piece in pieces.dropFirst() {
      if let close = piece.firstIndex(of: "}"), let filled = value(piece[..<close]) {
        result += filled
        result += piece[piece.index(after: close)...]
      } else {
        result += "{"
        result += piece
      }
    }
    return result
  }
}
